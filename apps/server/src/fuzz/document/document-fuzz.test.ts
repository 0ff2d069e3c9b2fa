import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createFuzzApp, type FuzzApp } from '../fuzz';
import { createDocumentCheck, describeDocRequest, documentTargets } from './document-fuzz';

// A fixed seed and a modest count keep `npm test` repeatable and under a minute; `npm run fuzz:document`
// is the long run (DOC_FUZZ_RUNS per operation, 300 by default).
const SEED = 20261125;
const RUNS = 20;

let fuzz: FuzzApp;
let send: ReturnType<typeof createDocumentCheck>;
beforeAll(async () => {
  fuzz = await createFuzzApp();
  send = createDocumentCheck(fuzz);
}, 120_000);
afterAll(() => fuzz.close());

describe('requests built from the OpenAPI document, valid and invalid', () => {
  for (const target of documentTargets()) {
    it(`${target.label}: a valid request is not refused, an invalid one not accepted, the answer is documented`, async () => {
      await fc.assert(
        fc.asyncProperty(target.requests, async (req) => {
          const { problem } = await send(req);
          if (problem) throw new Error(`${problem}\n  ${describeDocRequest(req)}`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }
});
