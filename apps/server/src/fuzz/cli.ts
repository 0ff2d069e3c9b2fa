import { createFuzzApp, describeRequest, runFuzz } from './fuzz';
import { invalidStoredValues } from './stored-check';

/**
 * `npm run fuzz`: the long run over every REST route and every tRPC procedure. FUZZ_RUNS requests per
 * route or procedure (default 300),
 * FUZZ_SEED (default 20240501); DATABASE_URL picks PostgreSQL as everywhere.
 * Prints the count of requests and of 5xx answers, then each kind of finding.
 */
async function main() {
  const runsPerTarget = Number(process.env.FUZZ_RUNS ?? 300);
  const seed = Number(process.env.FUZZ_SEED ?? 20240501);
  const fuzz = await createFuzzApp();
  const started = performance.now();
  try {
    const report = await runFuzz(fuzz, {
      seed,
      runsPerTarget,
      onTarget: (label) => process.stderr.write(`  ${label}\n`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\nfuzz on ${database}, seed ${seed}: ${report.requests} requests, ${report.serverErrors} answers 5xx, ${report.findings.length} kinds of finding (${seconds} s)`,
    );
    for (const f of report.findings) {
      console.log(`\n[${f.count}×] ${f.label}: ${f.problem}`);
      if (f.log) console.log(`  logged: ${f.log}`);
      console.log(`  e.g. ${describeRequest(f.example)}`);
    }
    if (report.netCatches.length) {
      const total = report.netCatches.reduce((n, c) => n + c.count, 0);
      console.log(
        `\n${total} answers were 400s from the last-resort nets (input validation should stop these first):`,
      );
      for (const c of report.netCatches)
        console.log(`  [${c.count}×] ${c.label}: ${c.message}\n      e.g. ${describeRequest(c.example)}`);
    }
    const stored = await invalidStoredValues(fuzz.t.db.db);
    console.log(`\n${stored.length} invalid values stored`);
    for (const line of stored.slice(0, 20)) console.log(`  ${line}`);
    process.exitCode = report.findings.length || stored.length ? 1 : 0;
  } finally {
    await fuzz.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
