import { defineConfig, mergeConfig } from 'vitest/config';
import { TEST_RUNTIME } from './runtime';

export default mergeConfig(
  TEST_RUNTIME,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
