import cluster from 'node:cluster';

const RESTART_DELAY_MS = 1000;
const MAX_CRASHES_PER_MINUTE = 5;

/**
 * The primary of `npm start` with WORKERS=N: forks N server processes that share the port
 * (node:cluster hands connections round-robin) and replace one that dies, unless they keep dying
 * (a bad configuration), in which case it stops with an error. SIGTERM/SIGINT go to every worker,
 * each of which shuts down gracefully; the primary exits when all have.
 */
export function runWorkers(count: number) {
  let stopping = false;
  const crashes: number[] = [];
  const log = (msg: string) => process.stdout.write(`[primary ${process.pid}] ${msg}\n`);

  for (let i = 0; i < count; i++) cluster.fork();
  log(`started ${count} workers`);

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && crashes[0]! < now - 60_000) crashes.shift();
    if (crashes.length > MAX_CRASHES_PER_MINUTE) {
      log(`workers keep exiting (last: ${signal ?? code}); stopping`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
