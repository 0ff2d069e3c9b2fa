// Starts the real server for the browser tests: a fresh data directory, demo content and a
// known admin. The database is the embedded PGlite, or — when DATABASE_URL is set — a fresh
// database on that server, created here and dropped when the server stops.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { dropE2eDatabases } from './drop-e2e-databases.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'manovo-e2e-'));

let databaseUrl = '';
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  await dropE2eDatabases();
  const name = `manovo_e2e_${process.pid}_${Date.now()}`;
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

/** Adds an admin through the admin CLI, on the database the server will use. */
function addAdmin(email, password) {
  const added = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/admin-cli.ts', 'add', email],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password },
    },
  );
  if (added.status !== 0) process.exit(added.status ?? 1);
}

// A second admin for the two-factor test, which enrols it: the main admin's sign-ins stay one-step.
addAdmin('two-factor@manovo.test', 'e2e-Second-Factor-2026');
// A third admin, the second signer of the review test (admin/review.spec.ts): review needs two people.
addAdmin('reviewer@manovo.test', 'e2e-Reviewer-2026');

// CI runs the browser smoke under several Node.js versions: the log says which one served it.
console.error(`e2e server on Node.js ${process.version}`);
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: 'admin@manovo.test',
    ADMIN_PASSWORD: 'e2e-Password-2026',
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    SEED_DEMO: '1',
    // Failed sign-ins per address per day: the suites try wrong passwords on purpose, all from one
    // address; the limits themselves are covered by integration tests.
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase().catch(() => {});
  process.exit(code ?? 0);
});
