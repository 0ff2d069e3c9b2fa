import type { Database } from '@manovo/db/queries';
import { rateLimitCounters } from '@manovo/db/schema';
import { lt, sql } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';

export type DatabaseLimiterOptions = {
  keyPrefix: string;
  points: number;
  /** Seconds a counter lives; 0 keeps it until deleted. */
  duration: number;
  /** Refuse an over-budget key from memory until its counter expires (default true). */
  blockInMemory?: boolean;
};

const counters = rateLimitCounters;

/**
 * rate-limiter-flexible's drizzle store with its upsert done in one statement. The library's own
 * `_upsert` reads the row and then writes it inside a transaction (four round trips), and two
 * processes that both read an expired row both reset it to their own points, losing a count; one
 * INSERT … ON CONFLICT … RETURNING is atomic on PostgreSQL and PGlite alike. Everything else
 * (get, delete, block, reward, in-memory blocking) is the library's.
 *
 * Once a key is over its points, this process refuses it from memory until the counter expires
 * (unless blockInMemory is false), so a flood against a refused key costs no database round trip.
 */
export class DatabaseLimiter extends RateLimiterDrizzle {
  private readonly db: Database;

  constructor(db: Database, { blockInMemory = true, ...opts }: DatabaseLimiterOptions) {
    const storeOptions = {
      ...opts,
      storeClient: db,
      schema: counters,
      inMemoryBlockOnConsumed: blockInMemory ? opts.points + 1 : 0,
      // One sweep for all limiters (deleteExpiredCounters) instead of a timer per limiter.
      clearExpiredByTimeout: false,
    };
    super(storeOptions);
    this.db = db;
  }

  /** Milliseconds this process still refuses `key` from memory (0: not blocked here); no database round trip. */
  blockedHereMs(key: string): number {
    // The library keeps this method on every store but leaves it out of its type declarations.
    const read: unknown = Reflect.get(this, 'getInMemoryBlockMsBeforeExpire');
    return typeof read === 'function' ? Number(read.call(this, this.getKey(key))) : 0;
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false) {
    const now = new Date();
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    // A block (forceExpire) or an expired window starts over; otherwise points add up.
    const restart = forceExpire
      ? sql`true`
      : sql`${counters.expire} is not null and ${counters.expire} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(counters)
      .values({ key, points, expire })
      .onConflictDoUpdate({
        target: counters.key,
        set: {
          points: sql`case when ${restart} then excluded.points else ${counters.points} + excluded.points end`,
          expire: sql`case when ${restart} then excluded.expire else ${counters.expire} end`,
        },
      })
      .returning({ points: counters.points, expire: counters.expire });
    return row;
  }
}

/** Removes counters that expired over an hour ago (they are ignored anyway; this keeps the table small). */
export async function deleteExpiredCounters(db: Database): Promise<void> {
  await db.delete(counters).where(lt(counters.expire, new Date(Date.now() - 60 * 60 * 1000)));
}
