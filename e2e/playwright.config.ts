import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // Two cores: one worker keeps the server and the browser from starving each other.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: {
    timeout: 8_000,
    // Visual checks (tests/visual): a small tolerance for anti-aliasing, nothing a person would see.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One baseline per screenshot, without the platform in its name: `npm run test:visual:update`
  // regenerates them all.
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{arg}{ext}',
  reporter: [['list']],
  globalTeardown: './scripts/drop-e2e-databases.mjs',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The screenshots run first, on the demo content exactly as seeded: the other suites add rows.
    { name: 'visual', testMatch: 'visual/**/*.spec.ts' },
    { name: 'e2e', testIgnore: ['visual/**', 'no-js/**', 'smoke/**'], dependencies: ['visual'] },
    // Pages as a browser without JavaScript gets them: the HTML baseline every control must have.
    { name: 'no-js', testMatch: 'no-js/**/*.spec.ts', use: { javaScriptEnabled: false } },
    // A few minutes' pass that `.ci/run` repeats under each other Node.js version (`--no-deps`).
    { name: 'smoke', testMatch: 'smoke/**/*.spec.ts', dependencies: ['visual'] },
  ],
  webServer: {
    command: 'node scripts/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/readyz`,
    // Two PGlite boots (the admin CLI's, the server's): minutes, not seconds, on a busy shared machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
