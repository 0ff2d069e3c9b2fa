// The Brotli settings of the build's precompressed copies (precompress-plugin.ts), shared with the
// first-load measurement (first-load-js.mjs) so it counts the bytes the server actually sends.
import { constants } from 'node:zlib';

export const BROTLI_QUALITY = 11;

/** @param {number} size the uncompressed length, a hint that lets Brotli size its window */
export function brotliOptions(size) {
  return {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  };
}
