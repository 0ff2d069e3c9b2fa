import { createTestDb } from '@manovo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiters, limitsForRequest } from './rate-limits';
import { beginSignIn, signInBlockedFromHere, signInBlockedHereMs } from './sign-in-guard';

let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

// Two server processes on one database: each has its own limiters (and memory), the counts are shared.
describe('a block set by one instance', () => {
  it('is refused by the other from the database, then remembered there for its sign-in gate', async () => {
    const [one, other] = [createRateLimiters(db.db), createRateLimiters(db.db)];
    const who = { account: 'staff@manovo.test', ip: '198.51.100.40' };
    for (let i = 0; i < 5; i++) await (await beginSignIn(limitsForRequest(one), who)).failed();
    expect(signInBlockedHereMs(one, who)).toBeGreaterThan(0);

    expect(signInBlockedHereMs(other, who)).toBe(0);
    expect(signInBlockedFromHere(other, who.ip)).toBe(false);
    let retryAfter = 0;
    await expect(
      beginSignIn(limitsForRequest(other, { onLimited: (s) => (retryAfter = s) }), who),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const knownFor = signInBlockedHereMs(other, who);
    expect(knownFor).toBeGreaterThan(0);
    expect(knownFor).toBeLessThanOrEqual(60_000);
    expect(signInBlockedFromHere(other, who.ip)).toBe(true);
    // Only that account: a colleague at the same address is not refused.
    expect(signInBlockedHereMs(other, { account: 'colleague@manovo.test', ip: who.ip })).toBe(0);
  });
});
