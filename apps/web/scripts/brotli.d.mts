import type { BrotliOptions } from 'node:zlib';

export declare const BROTLI_QUALITY: number;
export declare function brotliOptions(size: number): BrotliOptions;
