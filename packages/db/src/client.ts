import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { type Deadlines, withDeadlines } from './deadline';
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
};

export type DbOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** Bounds for PostgreSQL; see deadline.ts. Defaults: 3 s for a connection, 5 s per statement. */
  deadlines?: Partial<Deadlines>;
};

export const DEFAULT_DEADLINES: Deadlines = { connectionWaitMs: 3000, statementTimeoutMs: 5000 };

/** Reconnect delay after failures: 50 ms doubling up to 1 s (postgres.js' default grows to 20 s). */
const reconnectBackoff = (retries: number) => Math.min(0.05 * 2 ** retries, 1) * (0.5 + Math.random() / 2);

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const deadlines = { ...DEFAULT_DEADLINES, ...options.deadlines };
    // Bounded waits turn an outage into a quick 503 instead of a hang; postgres.js
    // reconnects on the next query, so recovery needs no restart.
    const client = postgres(url, {
      max: 10,
      connect_timeout: deadlines.connectionWaitMs / 1000,
      idle_timeout: 30,
      backoff: reconnectBackoff,
      connection: { statement_timeout: deadlines.statementTimeoutMs },
      // postgres.js reads the array types on each new connection in a promise nobody awaits; a
      // connection cut at that moment (the outage test does it) is an unhandled rejection that would
      // end the process. The schema has no array columns, so the lookup is not needed.
      fetch_types: false,
      onnotice: () => {},
    });
    const db = drizzlePostgres(withDeadlines(client, deadlines), { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, onMessage, onConnect) => {
        // postgres.js keeps one dedicated connection for LISTEN and re-listens after a reconnect.
        const { unlisten } = await client.listen(channel, onMessage, onConnect);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
      openUnbounded: async () => {
        const single = postgres(url, { max: 1, fetch_types: false, onnotice: () => {} });
        return {
          db: drizzlePostgres(single, { schema }) as unknown as Database,
          close: () => single.end({ timeout: 5 }),
        };
      },
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://');
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onMessage, onConnect) => {
      // In-process: PGlite delivers a committed NOTIFY to its own listeners.
      const stop = await client.listen(channel, onMessage);
      onConnect?.();
      return stop;
    },
    close: () => client.close(),
    openUnbounded: async () => ({ db, close: async () => {} }),
  };
}
