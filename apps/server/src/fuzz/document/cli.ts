import fc from 'fast-check';
import { createFuzzApp } from '../fuzz';
import { createDocumentCheck, describeDocRequest, documentTargets } from './document-fuzz';

/**
 * `npm run fuzz:document`: requests built from the OpenAPI document, DOC_FUZZ_RUNS per operation (default
 * 300), half valid and half invalid, seed DOC_FUZZ_SEED; DATABASE_URL picks PostgreSQL as everywhere.
 * Prints the counts (valid refused, invalid accepted, answers off the document) and one example of each
 * kind of problem. DOC_FUZZ_ONLY narrows it to the operations whose label contains that text.
 */
async function main() {
  const runs = Number(process.env.DOC_FUZZ_RUNS ?? 300);
  const seed = Number(process.env.DOC_FUZZ_SEED ?? 20261125);
  const only = process.env.DOC_FUZZ_ONLY;
  const fuzz = await createFuzzApp();
  const send = createDocumentCheck(fuzz);
  const started = performance.now();
  const counts = {
    requests: 0,
    valid: 0,
    invalid: 0,
    refused: 0,
    accepted: 0,
    offDocument: 0,
    serverErrors: 0,
  };
  const examples = new Map<string, string>();
  try {
    for (const [i, target] of documentTargets().entries()) {
      if (only && !target.label.includes(only)) continue;
      const t0 = performance.now();
      for (const req of fc.sample(target.requests, { seed: seed + i, numRuns: runs })) {
        const { problem } = await send(req);
        counts.requests++;
        counts[req.valid ? 'valid' : 'invalid']++;
        if (!problem) continue;
        const kind = problem.startsWith('valid')
          ? 'refused'
          : problem.startsWith('invalid')
            ? 'accepted'
            : problem.startsWith('answer')
              ? 'offDocument'
              : 'serverErrors';
        counts[kind]++;
        const key = `${target.label} ${problem.slice(0, 70)}`;
        if (!examples.has(key)) examples.set(key, `${problem}\n    ${describeDocRequest(req)}`);
      }
      process.stderr.write(`  ${target.label} (${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
    }
  } finally {
    await fuzz.close().catch(() => undefined);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\ndocument fuzz on ${database}, seed ${seed}: ${counts.requests} requests (${counts.valid} valid, ${counts.invalid} invalid) in ${seconds} s\n` +
      `${counts.refused} valid refused, ${counts.accepted} invalid accepted, ${counts.offDocument} answers off the document, ${counts.serverErrors} server errors`,
  );
  for (const [key, example] of examples) console.log(`\n${key.split(' ').slice(0, 2).join(' ')}: ${example}`);
  process.exitCode = counts.refused + counts.accepted + counts.offDocument + counts.serverErrors ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
