// Starts the real server for the browser tests: a fresh data directory (embedded
// PGlite, or DATABASE_URL when set), demo content and a known admin.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'manovo-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    ADMIN_EMAIL: 'admin@manovo.test',
    ADMIN_PASSWORD: 'e2e-Password-2026',
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    SEED_DEMO: '1',
    // The suites sign in many times from one address; the limit itself is covered by integration tests.
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
