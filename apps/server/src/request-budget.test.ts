import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { countAdmins, currentBudget } from '@manovo/db';
import { createTestDb } from '@manovo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';

// Each request's database calls share one budget of waiting (packages/db/src/request-budget.ts). It
// bounds the request while it runs, and nothing once it is answered: a request made in-process (the
// tests' inject) used to leave its budget on the caller, so a test's own query after a slow request
// was refused with "connection wait took longer than 0 ms".
let db: Awaited<ReturnType<typeof createTestDb>>;
let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
const inRequest: { spentMs: number }[] = [];

beforeAll(async () => {
  db = await createTestDb();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-budget-'));
  app = await buildApp({
    db,
    dataDir,
    jwtSecret: 'x'.repeat(32),
    webDist: path.join(dataDir, 'no-dist'),
    renderer: null,
    // Called as the answer is sent, inside the request: its budget, spent to the last millisecond.
    onAnswer: () => {
      const budget = currentBudget();
      if (!budget) return;
      inRequest.push({ spentMs: budget.spentMs });
      budget.spentMs = Number.MAX_SAFE_INTEGER;
    },
  });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a request’s database budget', () => {
  it('is in force while the request runs and gone from its caller once it is answered', async () => {
    expect(currentBudget()).toBeUndefined();
    const res = await app.inject({ method: 'GET', url: '/api/admin/public/videos' });
    expect(res.statusCode).toBe(200);
    expect(inRequest).toHaveLength(1);
    expect(currentBudget()).toBeUndefined();
    // The request spent all of its budget; a query of the caller's own is not charged to it.
    expect(await countAdmins(db.db)).toBe(0);
    // And the next request starts with a budget of its own.
    expect((await app.inject({ method: 'GET', url: '/api/admin/public/videos?limit=2' })).statusCode).toBe(
      200,
    );
    expect(inRequest).toHaveLength(2);
    expect(inRequest[1]!.spentMs).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});
