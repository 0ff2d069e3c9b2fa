// npm run size:first-load --workspace @manovo/web — the JavaScript a visitor's browser fetches before the
// home page is interactive, as Brotli bytes on the wire (issue #10: 120 KiB; issue #20: 90 KiB, reached
// by the site's own small router and typed reads instead of react-router and tRPC's React hooks).
//
// It starts from the built index.html, the shell the server fills for every public page (plugins/ssr.ts
// only replaces its head-tags comment): the entry <script type="module"> and every <link rel=modulepreload>,
// plus the app the entry (src/boot.ts) imports as soon as it runs, with the chunks Vite preloads
// for it, plus, to be sure nothing is missed, every chunk those files import statically. Other dynamic
// import() targets (the other pages, the search overlay, the admin, the 3D viewer, the tRPC HTTP links,
// the route table's titles) load later and are not counted.
//
//   node apps/web/scripts/first-load-js.mjs [distDir]   (default: apps/web/dist; build first)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { brotliOptions } from './brotli.mjs';

// 50 since the runtime became Preact's compat layer (issue #20: from 91.6 KiB to ~42 KiB; the issue's
// bar is 90). The headroom is for the app's own growth, not for a second runtime.
export const FIRST_LOAD_BUDGET_KIB = 50;

const SCRIPT_SRC = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
// A static import or re-export in minified output: `from"./x.js"` or `import"./x.js"` (no parenthesis,
// which would make it a dynamic import()).
const STATIC_IMPORT = /\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
// The files Vite preloads for the entry's dynamic import (its __vite__mapDeps list), relative to the
// build's root: in the entry, that import is the app itself.
const PRELOADED_DEP = /["'](assets\/[^"']+\.js)["']/g;

/**
 * @param {string} dir the browser build (vite build's outDir)
 * @returns {{ files: { file: string, bytes: number, brotli: number }[], totalBrotli: number }}
 */
export function measureFirstLoadJs(dir) {
  // Absolute, so a chunk reached from the HTML and again from an import is one entry in `seen`.
  const distDir = path.resolve(dir);
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(SCRIPT_SRC)].map((m) => m[1]);
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]);
  const app = entries.flatMap((url) =>
    [...readFileSync(path.join(distDir, url.replace(/^\//, '')), 'utf8').matchAll(PRELOADED_DEP)].map(
      (m) => m[1],
    ),
  );
  const seen = new Set();
  const queue = [...entries, ...preloads, ...app].map((url) => path.join(distDir, url.replace(/^\//, '')));
  const files = [];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    const data = readFileSync(file);
    for (const m of data.toString('utf8').matchAll(STATIC_IMPORT)) {
      queue.push(path.resolve(path.dirname(file), m[1]));
    }
    const brotli = brotliCompressSync(data, brotliOptions(data.length)).length;
    files.push({ file: path.relative(distDir, file), bytes: data.length, brotli });
  }
  files.sort((a, b) => b.brotli - a.brotli);
  return { files, totalBrotli: files.reduce((sum, f) => sum + f.brotli, 0) };
}

const kib = (n) => (n / 1024).toFixed(1).padStart(7);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const { files, totalBrotli } = measureFirstLoadJs(distDir);
  console.log('    raw KiB  brotli KiB  file');
  for (const f of files) console.log(`${kib(f.bytes)}     ${kib(f.brotli)}  ${f.file}`);
  console.log(`total brotli: ${kib(totalBrotli).trim()} KiB of ${FIRST_LOAD_BUDGET_KIB} KiB budget`);
  if (totalBrotli > FIRST_LOAD_BUDGET_KIB * 1024) process.exitCode = 1;
}
