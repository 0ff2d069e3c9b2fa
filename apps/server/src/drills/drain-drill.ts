import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The keep-alive drill: the real server in a child process, clients on keep-alive connections sending
 * at a steady rate, and a SIGTERM in the middle. Every request must get its answer: none reset, none
 * lost. Used by drain-drill.test.ts (a short run) and `npm run drill` (500 requests).
 */
export type DrainDrillOptions = {
  requests: number;
  /** Requests per second, spread evenly. */
  rate: number;
  /** The SIGTERM goes out after this share of the requests was sent. */
  signalAt: number;
  /** The server's SHUTDOWN_DRAIN_MS; it must outlast the requests sent after the signal. */
  drainMs: number;
  /** Keep-alive connections the clients share. */
  sockets: number;
  /** PostgreSQL for the server (default: its embedded database). */
  databaseUrl?: string;
  log?: (line: string) => void;
};

export type DrainFigures = {
  sent: number;
  answered: number;
  /** Answers with another status than 200. */
  notOk: number;
  resets: number;
  /** Requests that failed otherwise, or got no answer. */
  lost: number;
  errors: string[];
  /** Answers during the drain that said `Connection: close`, of all answers during the drain. */
  closingAnswers: number;
  answersInDrain: number;
  /**
   * Keep-alive connections the clients still held open once every answer was in: a request a client
   * sends on one of those as the server closes is the one that gets reset. Should be 0.
   */
  keepAliveLeft: number;
  exitCode: number | null;
};

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the server on a free port; resolves once /readyz says 200. */
async function startServer(opts: DrainDrillOptions, dataDir: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      SHUTDOWN_DRAIN_MS: String(opts.drainMs),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let port = 0;
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    port ||= Number(out.match(/listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1] ?? 0);
    if (out.length > 100_000) out = out.slice(-1000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = performance.now();
  while (performance.now() - started < 150_000) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const ready = port ? await get(port, '/readyz', false).catch(() => null) : null;
    if (ready?.status === 200) return { child, port, exited };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

type Answer = { status: number; closing: boolean };
function get(port: number, urlPath: string, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, closing: /close/i.test(String(res.headers.connection)) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function runDrainDrill(opts: DrainDrillOptions): Promise<DrainFigures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-drain-drill-'));
  const { child, port, exited } = await startServer(opts, dataDir);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.sockets });
  const figures: DrainFigures = {
    sent: 0,
    answered: 0,
    notOk: 0,
    resets: 0,
    lost: 0,
    errors: [],
    closingAnswers: 0,
    answersInDrain: 0,
    keepAliveLeft: 0,
    exitCode: null,
  };
  const afterSignalMs = ((opts.requests * (1 - opts.signalAt)) / opts.rate) * 1000;
  // The contract covers the drain: requests sent once the server stopped listening are refused.
  if (afterSignalMs > opts.drainMs - 500)
    throw new Error(`the drain (${opts.drainMs} ms) must outlast the requests after the signal`);
  try {
    // Cached public reads, an uncached list page and a tRPC read: what a site and an integrator ask.
    const paths = [
      '/api/admin/public/videos',
      '/api/admin/public/broadcasts?category=news&limit=24',
      '/api/trpc/careers.listPublic?input=%7B%7D',
      '/healthz',
    ];
    const signalAfter = Math.floor(opts.requests * opts.signalAt);
    let signalledAt: number | undefined;
    const pending: Promise<void>[] = [];
    const started = performance.now();
    for (let i = 0; i < opts.requests; i++) {
      await sleep(Math.max(0, started + (i * 1000) / opts.rate - performance.now()));
      if (i === signalAfter) {
        child.kill('SIGTERM');
        signalledAt = performance.now();
        opts.log?.(`SIGTERM after ${i} requests`);
      }
      // A signal reaches the server a moment after kill() returns (later on a busy machine): a request
      // sent in that moment may be answered before the drain began, so only later ones are counted in it.
      const inDrain = signalledAt !== undefined && performance.now() - signalledAt >= SIGNAL_GRACE_MS;
      figures.sent++;
      pending.push(
        get(port, paths[i % paths.length]!, agent).then(
          (answer) => {
            figures.answered++;
            if (answer.status !== 200) figures.notOk++;
            if (inDrain) {
              figures.answersInDrain++;
              if (answer.closing) figures.closingAnswers++;
            }
          },
          (err: NodeJS.ErrnoException) => {
            if (err.code === 'ECONNRESET') figures.resets++;
            else figures.lost++;
            figures.errors.push(`${i}: ${err.code ?? err.message}`);
          },
        ),
      );
    }
    await Promise.all(pending);
    await sleep(50);
    figures.keepAliveLeft = Object.values(agent.freeSockets)
      .flat()
      .filter((socket) => socket && !socket.destroyed).length;
    figures.exitCode = await exited;
    return figures;
  } finally {
    agent.destroy();
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

const SIGNAL_GRACE_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
