import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file boots its own app and database; two cores run two files at a time.
    maxWorkers: 2,
  },
});
