import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../../fixtures';

// The W3C Nu HTML checker (the validator.w3.org engine, `vnu-jar` from npm, run on the machine's Java)
// over every page the server renders: each sitemap URL, a search with results and the 404 page. The
// HTML is checked as the server sends it, before any script runs, because that is what a crawler, a
// screen reader on a slow phone and a browser without JavaScript get. Errors and warnings both fail:
// the warnings it gives (a section without a heading, a redundant role) are real defects too.
const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

/** How many pages are fetched at once: a browser's connections to one host. */
const FETCHES_AT_ONCE = 6;

type NuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string };

test('[PUBLIC][HTML]: every server-rendered page passes the Nu HTML checker', async ({ request }) => {
  test.setTimeout(540_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(paths.length).toBeGreaterThan(20);
  // The sitemap lists each page in every locale (/de/…, /fr/…); their searches and 404 pages too.
  expect(paths).toContain('/de/products');
  paths.push('/search?q=grasper', '/no-such-page', '/de/search?q=grasper', '/fr/no-such-page');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'manovo-nu-'));
  try {
    // A few pages at a time, as a crawler reads a site: all of them at once (over a hundred) is a burst
    // the server sheds with 503 and Retry-After on PostgreSQL once its pool's wait bound is passed,
    // which is its overload rule working, not this test's subject.
    const files: { file: string; pagePath: string }[] = [];
    for (let from = 0; from < paths.length; from += FETCHES_AT_ONCE) {
      const batch = paths.slice(from, from + FETCHES_AT_ONCE);
      files.push(
        ...(await Promise.all(
          batch.map(async (pagePath, j) => {
            const res = await request.get(pagePath);
            expect(res.status(), pagePath).toBe(pagePath.endsWith('/no-such-page') ? 404 : 200);
            const file = path.join(dir, `page-${from + j}.html`);
            writeFileSync(file, await res.text());
            return { file, pagePath };
          }),
        )),
      );
    }
    // vnu exits 1 when it reports anything; the JSON on stderr says what.
    const result = await run('java', ['-jar', vnuJar, '--format', 'json', ...files.map((f) => f.file)], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stderr?: string; code?: number }) => {
      if (typeof error.stderr !== 'string' || !error.stderr.startsWith('{')) throw error;
      return { stderr: error.stderr };
    });
    const messages = (JSON.parse(result.stderr || '{"messages":[]}') as { messages: NuMessage[] }).messages;
    const byPage = new Map(files.map((f) => [`file:${f.file}`, f.pagePath]));
    // Plain "info" notes (a trailing slash on a void element) are style, not defects.
    const defects = messages.filter((m) => m.type !== 'info' || m.subType === 'warning');
    const found = defects.map(
      (m) => `${byPage.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.subType ?? m.type}: ${m.message}`,
    );
    expect(found).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
