/**
 * Watches a pool's calls. Once they have all failed as "unavailable" for `afterMs` (no success since),
 * it checks every `intervalMs` whether the server is reachable with a fresh connection of its own
 * (`probe`); while it is not, this is an outage and the pool is left to recover by itself. Once it is,
 * the pool gets one short trial (`trial`): a pool that still fails while a new connection works has
 * connections that will not come back (silent sockets it has not found out yet, or a state postgres.js
 * cannot leave), and is replaced (`replace`), logged once.
 */
export function createPoolWatchdog(opts: {
  afterMs: number;
  intervalMs: number;
  probe(): Promise<void>;
  trial(): Promise<void>;
  replace(): Promise<void>;
  log?: { warn(obj: object, msg: string): void };
}) {
  let failingSince: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let checking = false;
  let stopped = false;

  const check = async () => {
    timer = undefined;
    if (stopped || failingSince === null || checking) return;
    checking = true;
    try {
      if (performance.now() - failingSince >= opts.afterMs) {
        const reachable = await opts.probe().then(
          () => true,
          () => false,
        );
        if (reachable && failingSince !== null && !stopped) {
          const works = await opts.trial().then(
            () => true,
            () => false,
          );
          if (!works && !stopped) {
            const failingMs = Math.round(performance.now() - failingSince);
            await opts.replace();
            opts.log?.warn(
              { failingMs },
              `database pool replaced: its connections failed for ${failingMs} ms while a new connection worked`,
            );
          }
          failingSince = null;
        }
      }
    } finally {
      checking = false;
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || timer || failingSince === null) return;
    timer = setTimeout(check, opts.intervalMs);
    timer.unref();
  };

  return {
    succeeded() {
      failingSince = null;
    },
    failed() {
      failingSince ??= performance.now();
      schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
