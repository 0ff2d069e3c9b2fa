const MAX_PROBES = 3;

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
  let probing = 0;
  let replacing = false;
  let stopped = false;

  // The server answered a new connection: does the pool?
  const reachable = async () => {
    // A probe that outlived the failing spell it was sent for says nothing about a new one.
    if (stopped || replacing || failingSince === null || performance.now() - failingSince < opts.afterMs)
      return;
    replacing = true;
    try {
      const works = await opts.trial().then(
        () => true,
        () => false,
      );
      if (!works && !stopped && failingSince !== null) {
        const failingMs = Math.round(performance.now() - failingSince);
        await opts.replace();
        opts.log?.warn(
          { failingMs },
          `database pool replaced: its connections failed for ${failingMs} ms while a new connection worked`,
        );
      }
      failingSince = null;
    } finally {
      replacing = false;
    }
  };
  // Probes overlap (a few at most): one stuck on the outage must not delay the one that sees its end.
  const tick = () => {
    timer = undefined;
    if (stopped || failingSince === null) return;
    if (performance.now() - failingSince >= opts.afterMs && probing < MAX_PROBES) {
      probing++;
      opts
        .probe()
        .then(reachable, () => {})
        .finally(() => probing--);
    }
    schedule();
  };
  const schedule = () => {
    if (stopped || timer || failingSince === null) return;
    timer = setTimeout(tick, opts.intervalMs);
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
