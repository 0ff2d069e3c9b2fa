import { worstWaitMs } from '@manovo/db';
import { describe, expect, it } from 'vitest';
import { runDrainDrill } from './drain-drill';
import { runOutageDrills } from './outage-drill';

// Short versions of `npm run drill`. The outages are played on PostgreSQL (the embedded database has no
// network to lose) with short bounds, so that a few drills fit in well under a minute. They run in the
// PostgreSQL pass of `npm test` only: neither drill depends on the database the pass is about (the
// outage drill always needs PostgreSQL, the drain drill's server always runs on the embedded one), so
// the PGlite pass would replay the same two minutes to learn nothing new.
const BASE_URL = process.env.DATABASE_URL;
if (!BASE_URL) console.info('drills skipped: they run in the PostgreSQL pass (DATABASE_URL set).');
const BOUNDS = { connectionWaitMs: 1000, statementTimeoutMs: 1000 };

describe.skipIf(!BASE_URL)('silent database outages under load', () => {
  it('answers every request within the bound while the link is silent, and recovers within 5 s of its return', async () => {
    const figures = await runOutageDrills({
      baseUrl: BASE_URL as string,
      drills: 3,
      outageMs: [1500, 3500],
      loadMs: 800,
      concurrency: 8,
      deadlines: BOUNDS,
      // A request makes a few database calls in a row; slack for two busy cores.
      unansweredAfterMs: worstWaitMs(BOUNDS) + 1500,
      recoverWithinMs: 5000,
    });
    expect(
      figures.recoveries.every((ms) => ms !== null && ms <= 5000),
      String(figures.recoveries),
    ).toBe(true);
    expect(figures.recoveredInTime).toBe(3);
    expect(figures.requestsDuringOutages).toBeGreaterThan(20);
    expect(figures.unanswered).toBe(0);
    expect(figures.writesAtCut).toBe(30);
    expect(figures.slowestWriteAtCutMs).toBeLessThan(worstWaitMs(BOUNDS) + 1500);
    expect(figures.unexpected).toEqual([]);
  }, 60_000);
});

describe.skipIf(!BASE_URL)('keep-alive clients across a SIGTERM', () => {
  it('loses and resets nothing: every answer in the drain closes its connection, none is left open', async () => {
    // A drain with room to spare: on a busy machine the answers lag behind the requests.
    const figures = await runDrainDrill({
      requests: 150,
      rate: 75,
      signalAt: 0.3,
      drainMs: 5000,
      sockets: 8,
    });
    expect(figures.errors).toEqual([]);
    expect(figures).toMatchObject({ sent: 150, answered: 150, notOk: 0, resets: 0, lost: 0, exitCode: 0 });
    expect(figures.answersInDrain).toBeGreaterThan(70);
    expect(figures.closingAnswers).toBe(figures.answersInDrain);
    expect(figures.keepAliveLeft).toBe(0);
    // Most of it is the server's start in a child process, slow on a busy machine.
  }, 180_000);
});
