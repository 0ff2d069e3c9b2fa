import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
// A relative path: Vitest bundles its config and leaves workspace packages (TypeScript) to Node.
import { TEST_RUNTIME } from '../../packages/ui/runtime';

export default mergeConfig(
  TEST_RUNTIME,
  defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      css: false,
    },
  }),
);
