import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { preloadsOf } from './web';

// A build's manifest in the shape Vite writes it: the entry imports the app at once; a page imports
// the app (for what they share), a chunk of its own and a chunk the app also imports.
const dist = mkdtempSync(path.join(os.tmpdir(), 'manovo-preloads-'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
    'src/main.tsx': {
      file: 'assets/main-1.js',
      imports: ['_react-1.js'],
      dynamicImports: ['src/routes/news-page.tsx'],
    },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_tabs-1.js': { file: 'assets/tabs-1.js', imports: ['_react-1.js'] },
    'src/routes/news-page.tsx': {
      file: 'assets/news-page-1.js',
      isDynamicEntry: true,
      imports: ['src/main.tsx', '_tabs-1.js', '_react-1.js'],
    },
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('preloadsOf', () => {
  const { app, pageOf: preloads } = preloadsOf(dist);

  it("links the app the entry imports at once and the app's own imports, for every page's head", () => {
    expect(app).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/main-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js" />',
    );
  });

  it("links a lazily loaded page's chunk and the chunks it needs that the first load does not bring", () => {
    expect(preloads('src/routes/news-page.tsx')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/news-page-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/tabs-1.js" />',
    );
  });

  it('links nothing for a page in the app itself, an unknown module or a site without a build', () => {
    expect(preloads(undefined)).toBe('');
    expect(preloads('src/routes/no-such-page.tsx')).toBe('');
    const missing = preloadsOf(path.join(dist, 'missing'));
    expect(missing.pageOf('src/routes/news-page.tsx')).toBe('');
    expect(missing.app).toBe('');
  });
});
