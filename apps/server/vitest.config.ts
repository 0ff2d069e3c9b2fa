import { defineConfig, mergeConfig } from 'vitest/config';
// The web app's pages render in these tests on the site's runtime (a relative path: Vitest bundles its
// config and leaves workspace packages, TypeScript, to Node).
import { SERVER_TEST_RUNTIME } from '../../packages/ui/runtime';

export default mergeConfig(
  SERVER_TEST_RUNTIME,
  defineConfig({
    test: {
      include: ['src/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each file boots its own app and database; two cores run two files at a time.
      maxWorkers: 2,
    },
  }),
);
