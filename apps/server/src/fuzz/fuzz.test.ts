import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzApp, describeRequest, type FuzzApp, fuzzTargets } from './fuzz';
import { invalidStoredValues } from './stored-check';

// A fixed seed and a modest count keep `npm test` repeatable and quick; `npm run fuzz` is the long run.
const SEED = 20240501;
const RUNS_PER_ROUTE = 40;

let fuzz: FuzzApp;
beforeAll(async () => {
  fuzz = await createFuzzApp();
}, 120_000);
afterAll(() => fuzz.close());

describe('hostile requests to every REST route and every tRPC procedure', () => {
  for (const target of fuzzTargets()) {
    it(`${target.label}: a 2xx or a 4xx JSON {error}, never a 5xx, no stack, path or SQL`, async () => {
      await fc.assert(
        fc.asyncProperty(target.requests, async (req) => {
          const { problem } = await fuzz.send(req);
          if (problem) throw new Error(`${problem}\n  ${describeRequest(req)}`);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    });
  }

  it('stored nothing invalid: every content row still follows the product’s rules', async () => {
    expect(await invalidStoredValues(fuzz.t.db.db)).toEqual([]);
  });
});
