import { DEFAULT_DEADLINES, worstWaitMs } from '@manovo/db';
import { runDrainDrill } from './drain-drill';
import { runOutageDrills } from './outage-drill';

/**
 * `npm run drill`: the fault drills at full length, with the server's default bounds.
 * - DRILLS silent outages (default 50) on PostgreSQL (DATABASE_URL, default the local server), each
 *   after load, with load going on through it: how many recovered within 5 s of the link's return,
 *   and how many requests, read or write, waited longer than 6 s during it.
 * - DRILL_REQUESTS keep-alive requests (default 500) across a SIGTERM: resets and lost.
 * Exits 1 when a target is missed.
 */
async function main() {
  const drills = Number(process.env.DRILLS ?? 50);
  const requests = Number(process.env.DRILL_REQUESTS ?? 500);
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const log = (line: string) => process.stderr.write(`  ${line}\n`);

  const started = performance.now();
  const outage = await runOutageDrills({
    baseUrl,
    drills,
    outageMs: [4000, 10_000],
    loadMs: 1500,
    concurrency: 12,
    unansweredAfterMs: 6000,
    recoverWithinMs: 5000,
    log,
  });
  const recovered = outage.recoveries.filter((ms): ms is number => ms !== null).sort((a, b) => a - b);
  const median = recovered[Math.floor(recovered.length / 2)] ?? Number.NaN;
  console.log(
    `\n${outage.drills} silent-outage drills on PostgreSQL (bounds: ${DEFAULT_DEADLINES.connectionWaitMs} ms connection wait, ` +
      `${DEFAULT_DEADLINES.statementTimeoutMs} ms statement; worst single wait ${worstWaitMs(DEFAULT_DEADLINES)} ms):`,
  );
  console.log(
    `  recoveries within 5 s of the link returning: ${outage.recoveredInTime}/${outage.drills} ` +
      `(median ${Math.round(median)} ms, slowest ${Math.round(recovered.at(-1) ?? Number.NaN)} ms)`,
  );
  console.log(
    `  requests unanswered after 6 s during the outages: ${outage.unanswered} of ${outage.requestsDuringOutages} ` +
      `(slowest ${Math.round(outage.slowestDuringOutageMs)} ms)`,
  );
  console.log(
    `  writes sent within ±300 ms of the cut: ${outage.writesAtCut}, slowest ${Math.round(outage.slowestWriteAtCutMs)} ms`,
  );
  console.log(`  pools replaced by the watchdog: ${outage.poolReplacements}`);
  console.log(
    `  answers other than 200/503: ${outage.unexpected.length} ${outage.unexpected.slice(0, 5).join(', ')}`,
  );

  const drain = await runDrainDrill({ requests, rate: 100, signalAt: 0.3, drainMs: 5000, sockets: 8, log });
  console.log(`\n${drain.sent} keep-alive requests across a SIGTERM (100/s, 8 connections, 5 s drain):`);
  console.log(
    `  answered ${drain.answered}, not 200: ${drain.notOk}, resets: ${drain.resets}, lost: ${drain.lost}`,
  );
  console.log(
    `  answers in the drain with Connection: close: ${drain.closingAnswers}/${drain.answersInDrain}; ` +
      `keep-alive connections left open: ${drain.keepAliveLeft}; exit code ${drain.exitCode}`,
  );
  for (const e of drain.errors.slice(0, 10)) console.log(`  ${e}`);
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);

  const missed =
    outage.recoveredInTime < outage.drills ||
    outage.unanswered > 0 ||
    outage.unexpected.length > 0 ||
    drain.resets + drain.lost + drain.notOk > 0 ||
    drain.answered < drain.sent;
  process.exit(missed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
