// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KIB, measureFirstLoadJs } from './first-load-js.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(path.join(os.tmpdir(), 'manovo-first-load-'));
let measured: ReturnType<typeof measureFirstLoadJs>;

// Issue #10: the home page's first load is the entry script and its modulepreloads from the built
// shell. A fresh production build of the current source (not a possibly stale dist/) is measured.
describe('home page first-load JavaScript', () => {
  beforeAll(async () => {
    // Vitest sets NODE_ENV=test, which Vite would honour with React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      mode: 'production',
      root,
      configFile: path.join(root, 'vite.config.ts'),
      configLoader: 'runner',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, copyPublicDir: false },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    measured = measureFirstLoadJs(outDir);
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(`stays within ${FIRST_LOAD_BUDGET_KIB} KiB of Brotli-compressed JavaScript`, () => {
    const { files, totalBrotli } = measured;
    expect(files.length).toBeGreaterThan(0);
    expect(totalBrotli / 1024).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KIB);
  });

  // A marker only each lazily loaded part's code holds, so moving one back into the first load fails here.
  it.each([
    ['the admin', 'adm-shell'],
    ['the search overlay', 'search-overlay__panel'],
    ['the 3D viewer (three.js)', 'WebGLRenderer'],
    ['the cookie banner', 'Confirm My Choices'],
    ['the carousel engine (embla, for the testimonials below the fold)', 'containScroll'],
    ['the tRPC HTTP links (loaded on the first call)', 'maxURLLength'],
    ['react-router (the admin brings its own; the site has lib/router.tsx)', 'React Router'],
    ["tRPC's React hooks (the admin's)", 'useUtils'],
  ])('leaves %s out', (_part, marker) => {
    const code = measured.files.map((f) => readFileSync(path.join(outDir, f.file), 'utf8'));
    expect(code.filter((c) => c.includes(marker))).toHaveLength(0);
  });
});
