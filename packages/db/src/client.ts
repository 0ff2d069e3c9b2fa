import { PGlite } from '@electric-sql/pglite';
import { type Logger, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { type Deadlines, withDeadlines, worstWaitMs } from './deadline';
import { classifyDatabaseError } from './errors';
import { createPoolSockets } from './pool-sockets';
import { createPoolWatchdog } from './pool-watchdog';
import { outsideBudget } from './request-budget';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel`, and `onConnect` whenever the listening
   * connection is (re)established (notifications sent while it was down are lost). Resolves to a stop function.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onConnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * A short-lived connection without the request timeouts, for work that may
   * legitimately run long (migrations). PGlite has no timeouts: it is the same db.
   */
  openUnbounded(): Promise<{ db: Database; close(): Promise<void> }>;
  /** PGlite only: the data directory as a tarball, which `loadDataDir` starts a new database from. */
  dumpDataDir?: () => Promise<Blob>;
};

export type DbOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory (see `dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  /** Bounds for PostgreSQL; see deadline.ts. Defaults: 3 s for a connection, 5 s per statement. */
  deadlines?: Partial<Deadlines>;
  /** Where the pool's watchdog reports a pool it had to replace (see pool-watchdog.ts). */
  log?: { warn(obj: object, msg: string): void };
  /** Hears every statement drizzle sends (a test counts a write's reads with it). */
  queryLogger?: Logger;
};

export const DEFAULT_DEADLINES: Deadlines = { connectionWaitMs: 3000, statementTimeoutMs: 5000 };

/** Reconnect delay after failures: 50 ms doubling up to 1 s (postgres.js' default grows to 20 s). */
const reconnectBackoff = (retries: number) => Math.min(0.05 * 2 ** retries, 1) * (0.5 + Math.random() / 2);

/** TCP keepalive on the pool's connections: probes start after this much idle time. */
const KEEPALIVE_MS = 5000;
/** The pool's watchdog looks at a failing pool this often (see pool-watchdog.ts). */
const WATCHDOG_MS = 250;
/** Its probe and trial: a reachable server answers a new connection, and a sound pool a query, well within this. */
const WATCHDOG_TRY_MS = 1000;

/** The cheapest round trip that proves the database answers (the readiness check's). */
async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options);
  const client = await PGlite.create(
    options.dataDir ?? 'memory://',
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined,
  );
  const db = drizzlePglite(client, { schema, logger: options.queryLogger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    listen: async (channel, onMessage, onConnect) => {
      // In-process: PGlite delivers a committed NOTIFY to its own listeners.
      const stop = await client.listen(channel, onMessage);
      onConnect?.();
      return stop;
    },
    close: () => client.close(),
    openUnbounded: async () => ({ db, close: async () => {} }),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

type Listener = {
  channel: string;
  onMessage: (payload: string) => void;
  onConnect?: () => void;
  unlisten?: () => Promise<void>;
};

/**
 * PostgreSQL through postgres.js, with every wait bounded (deadline.ts), silent sockets found out
 * (pool-sockets.ts), and a watchdog that replaces a pool that fails while the server is reachable
 * (pool-watchdog.ts). `db` stays the same object when the pool behind it is replaced.
 */
async function createPostgresDb(url: string, options: DbOptions): Promise<DbHandle> {
  const deadlines = { ...DEFAULT_DEADLINES, ...options.deadlines };
  // A request on a socket gets an answer within the statement timeout (the server's own error) unless
  // the link is gone; a margin past the callers' own bound, so they hear of it first.
  const sockets = createPoolSockets({ silenceMs: worstWaitMs(deadlines) + 500, keepAliveMs: KEEPALIVE_MS });
  const pool = () => {
    const next = postgres(url, {
      max: 10,
      connect_timeout: deadlines.connectionWaitMs / 1000,
      idle_timeout: 30,
      backoff: reconnectBackoff,
      keep_alive: KEEPALIVE_MS / 1000,
      // Typed by postgres.js only in its docs: a function that answers the connection's socket.
      ...({ socket: sockets.socket } as object),
      connection: {
        statement_timeout: deadlines.statementTimeoutMs,
        // The server ends a transaction left open by a client that went away.
        idle_in_transaction_session_timeout: worstWaitMs(deadlines) * 2,
      },
      // postgres.js reads the array types on each new connection in a promise nobody awaits; a
      // connection cut at that moment (the outage test does it) is an unhandled rejection that would
      // end the process. The schema has no array columns, so the lookup is not needed.
      fetch_types: false,
      onnotice: () => {},
    });
    // drizzle sets its value parsers on the client it is given: every pool needs them.
    drizzlePostgres(next);
    return next;
  };
  let client = pool();
  const listeners = new Set<Listener>();
  const listenOn = async (on: postgres.Sql, l: Listener) => {
    const { unlisten } = await on.listen(l.channel, l.onMessage, l.onConnect);
    l.unlisten = unlisten;
  };

  const probeBounds = { connectionWaitMs: WATCHDOG_TRY_MS, statementTimeoutMs: WATCHDOG_TRY_MS };
  // A sound pool answers `select 1` at once, even when busy: the trial is short.
  const trialBounds = { connectionWaitMs: 300, statementTimeoutMs: 300 };
  const watchdog = createPoolWatchdog({
    afterMs: WATCHDOG_TRY_MS,
    intervalMs: WATCHDOG_MS,
    log: options.log,
    probe: async () => {
      const fresh = postgres(url, {
        max: 1,
        connect_timeout: WATCHDOG_TRY_MS / 1000,
        fetch_types: false,
        onnotice: () => {},
      });
      try {
        await outsideBudget(async () => {
          await withDeadlines(() => fresh, probeBounds).unsafe('select 1');
        });
      } finally {
        void fresh.end({ timeout: 0 });
      }
    },
    trial: async () => {
      await outsideBudget(async () => {
        await withDeadlines(() => client, trialBounds).unsafe('select 1');
      });
    },
    replace: async () => {
      const old = client;
      client = pool();
      // Its calls fail at once (503s) rather than wait on connections that will not answer.
      void old.end({ timeout: 0 });
      for (const l of listeners) await listenOn(client, l).catch(() => {});
    },
  });
  const outcomes = {
    succeeded: () => watchdog.succeeded(),
    failed: (err: unknown) => {
      if (classifyDatabaseError(err)?.kind === 'unavailable') watchdog.failed();
    },
  };
  const db = drizzlePostgres(
    withDeadlines(() => client, deadlines, outcomes),
    { schema, logger: options.queryLogger },
  ) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    listen: async (channel, onMessage, onConnect) => {
      // postgres.js keeps one dedicated connection for LISTEN and re-listens after a reconnect; a
      // replaced pool's listeners move to the new one.
      const listener: Listener = { channel, onMessage, onConnect };
      await listenOn(client, listener);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.unlisten?.();
      };
    },
    close: async () => {
      watchdog.stop();
      await client.end({ timeout: 5 });
      sockets.stop();
    },
    openUnbounded: async () => {
      const single = postgres(url, { max: 1, fetch_types: false, onnotice: () => {} });
      return {
        db: drizzlePostgres(single, { schema }) as unknown as Database,
        close: () => single.end({ timeout: 5 }),
      };
    },
  };
}
