import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { brotliOptions } from './brotli.mjs';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

// Text formats worth compressing; images and fonts are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|glb|gltf)$/;
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built site, so the server
 * answers with the smallest variant the browser accepts without compressing on each request
 * (@fastify/static's preCompressed).
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'manovo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const data = await readFile(file);
        if (data.length < MIN_BYTES) continue;
        const [b, g] = await Promise.all([br(data, brotliOptions(data.length)), gz(data, { level: 9 })]);
        await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
      }
    },
  };
}
