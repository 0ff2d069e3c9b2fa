import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_RATE_LIMITS, hashPassword, type RateLimitConfig } from '@manovo/api';
import { createAdmin } from '@manovo/db';
import { createTestDb } from '@manovo/db/testing';
import { type AppOptions, buildApp } from '../app';
import { createOpenApiCheck } from './openapi-check';

export const TEST_ADMIN = { email: 'staff@manovo.test', password: 'correct-horse-42' };
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface TestAppOptions {
  rateLimits?: Partial<RateLimitConfig>;
  trustProxy?: number | string;
  logger?: AppOptions['logger'];
  requireTwoFactor?: boolean;
  /** The public pages' server renderer (testing/renderer.ts); without one they are the empty shell. */
  renderer?: AppOptions['renderer'];
  /** A built site to serve (default: none). */
  webDist?: string;
}

/**
 * The real Fastify app on a real, freshly migrated database (PGlite in memory,
 * or a new database on DATABASE_URL), with one admin and a temp upload folder.
 */
export async function createTestApp(opts: TestAppOptions = {}) {
  const db = await createTestDb();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-test-'));
  await createAdmin(db.db, TEST_ADMIN.email, await hashPassword(TEST_ADMIN.password));
  // Every REST answer the suite sees is checked against the published OpenAPI document.
  const openApi = createOpenApiCheck();
  const app = await buildApp({
    db,
    dataDir,
    onAnswer: openApi.check,
    jwtSecret: TEST_JWT_SECRET,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits },
    trustProxy: opts.trustProxy,
    logger: opts.logger,
    requireTwoFactor: opts.requireTwoFactor,
    multipartTmpDir: path.join(dataDir, 'multipart'),
    webDist: opts.webDist ?? path.join(dataDir, 'no-dist'),
    renderer: opts.renderer ?? null,
  });

  async function login(): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  }

  return {
    app,
    db,
    dataDir,
    /** Where uploads wait while their request runs: empty whenever no request is in flight. */
    multipartTmpDir: path.join(dataDir, 'multipart'),
    login,
    close: async () => {
      const violations = openApi.violations.splice(0);
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
      if (violations.length)
        throw new Error(`Answers that do not match the OpenAPI document:\n${violations.join('\n')}`);
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh app of its own for one test (tight limits, say), closed after it, passed or failed. */
export async function withTestApp(opts: TestAppOptions, run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp(opts);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

/** A JSON POST to `url` on this app: an object, or text sent as is (from `remoteAddress`, when given). */
export const postJson = (t: TestApp, url: string, payload: object | string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload,
    ...(remoteAddress && { remoteAddress }),
  });

/** The statuses of `count` requests made one after another; `request(i)` makes the i-th. */
export async function statusesOf(
  count: number,
  request: (i: number) => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await request(i)).statusCode);
  return statuses;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Builds a multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { filename: string; contentType: string; data: Buffer }> = {},
) {
  const boundary = `----manovo${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
