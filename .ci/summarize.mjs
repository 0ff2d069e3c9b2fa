// Sums the pass/fail counts that vitest and Playwright printed into one closing line,
// so CI's summary reads the whole run, not only the last runner's output.
import { readFileSync } from 'node:fs';

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes, which start with ESC
const text = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of text.split('\n')) {
  // A Node.js leg of .ci/run that stopped on a step without test counts (lint, type check, build).
  if (line.startsWith('CI leg failed: ')) {
    failed += 1;
    continue;
  }
  const vitest = /^\S*\s*Tests\s+(.*)$/.exec(line.replace(/^@manovo\/[\w-]+:test:\s*/, ''));
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(vitest[1])?.[1] ?? 0);
    continue;
  }
  const pw = /^\s+(\d+) (passed|failed|flaky|skipped)( \(|$)/.exec(line);
  if (pw) {
    const n = Number(pw[1]);
    if (pw[2] === 'passed' || pw[2] === 'flaky') passed += n;
    else if (pw[2] === 'failed') failed += n;
    else skipped += n;
  }
}
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
