import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real server in a child process, stopped with a real SIGTERM.
// Port 0: the child picks a free port and prints it, so parallel runs never meet.
let port = 0;
const DRAIN_MS = 2000;
const serverDir = fileURLToPath(new URL('..', import.meta.url));

let child: ChildProcess;
let dataDir: string;
let exited: Promise<{ code: number | null; at: number }>;

type Answer = { status: number; body: string };
function request(method: string, urlPath: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-drain-'));
  // No DATABASE_URL: the child keeps to its own embedded database under dataDir.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'drain@manovo.test',
      ADMIN_PASSWORD: 'drain-test-password',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    port ||= Number(out.match(/listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1] ?? 0);
  });
  exited = new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: performance.now() })));
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    const ready = port ? await request('GET', '/readyz').catch(() => null) : null;
    if (ready?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become ready');
}, 70_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM drains before closing', () => {
  it('answers /readyz 503 for the drain period while serving in-flight and new requests, then exits', async () => {
    // A request in flight: headers and half its body sent before the signal.
    const payload = JSON.stringify({
      name: 'Asha',
      email: 'asha@example.com',
      purpose: 'Others',
      message: 'Hi',
    });
    const inFlight = new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/admin/contact',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(payload.slice(0, 10));
      setTimeout(() => req.end(payload.slice(10)), DRAIN_MS / 2);
    });
    await new Promise((r) => setTimeout(r, 100));

    const signalledAt = performance.now();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));

    const ready = await request('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ ok: false, error: 'Shutting down' });
    expect((await request('GET', '/api/admin/public/videos')).status).toBe(200);
    expect((await request('GET', '/healthz')).status).toBe(200);

    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body)).toMatchObject({ ok: true });

    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(at - signalledAt).toBeLessThan(DRAIN_MS + 5000);
    await expect(request('GET', '/healthz')).rejects.toThrow();
  }, 30_000);
});
