import type { Database } from '@manovo/db/queries';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { DatabaseLimiter, deleteExpiredCounters } from './rate-limit-store';

export type RateLimitConfig = {
  /** Consecutive failed sign-ins on one account from one address before it is blocked there. */
  signInFailuresPerAccount: number;
  /** The first such block; each further one within a day doubles, up to signInMaxBlockSeconds (< a day). */
  signInBlockSeconds: number;
  signInMaxBlockSeconds: number;
  /** Failed sign-ins from one address per day, whatever the accounts. */
  signInFailuresPerAddressPerDay: number;
  /** Submissions of each public form (contact, apply) from one address per window. */
  formsPerAddress: number;
  formsWindowSeconds: number;
  /** Submissions of each public form from everyone together per minute. */
  formsPerMinute: number;
  /** Calls per signed-in session per minute. */
  adminCallsPerSessionPerMinute: number;
};

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  signInFailuresPerAccount: 5,
  signInBlockSeconds: MINUTE,
  signInMaxBlockSeconds: 60 * MINUTE,
  signInFailuresPerAddressPerDay: 100,
  // A reception desk or a hospital office shares one address.
  formsPerAddress: 20,
  formsWindowSeconds: 10 * MINUTE,
  formsPerMinute: 60,
  // Far above a busy editor or an integrator's sync job; stops a runaway script.
  adminCallsPerSessionPerMinute: 6000,
};

export type PublicForm = 'contact' | 'apply';

/** Wrong signatures on one outside reviewer's link before it is locked for a day. */
export const REVIEW_LINK_FAILURES = 5;

/**
 * Every limiter of the site, counted in the database so all server processes share one budget
 * (and the embedded database keeps them across restarts). Public reads have no limiter: they are
 * cached, and a hospital's whole network shares one address.
 */
export function createRateLimiters(db: Database, config: RateLimitConfig = DEFAULT_RATE_LIMITS) {
  const limiter = (keyPrefix: string, points: number, duration: number, blockInMemory = true) =>
    new DatabaseLimiter(db, { keyPrefix, points, duration, blockInMemory });
  const limiters = {
    config,
    // Consecutive failures of an account from an address, and then its block. Not blocked in
    // memory by the library, which would take the day-long window for the block's length when a
    // burst goes over budget before the block is set; the guard remembers blocks it sets itself.
    // Its window outlasts any block, which tells a block from a count that merely ran over.
    signInFailures: limiter(
      'signin-fail',
      config.signInFailuresPerAccount,
      DAY + config.signInMaxBlockSeconds,
      false,
    ),
    signInBlockCount: limiter('signin-blocks', 1_000_000, DAY, false),
    signInBlockedHere: new ExpiringKeys(),
    // Addresses with at least one blocked pair in signInBlockedHere (the server's sign-in gate reads
    // a sign-in's body before routing only from these).
    signInBlockedAddressesHere: new ExpiringKeys(),
    signInFailuresPerAddress: limiter('signin-fail-addr', config.signInFailuresPerAddressPerDay, DAY),
    formsPerAddress: {
      contact: limiter('contact-addr', config.formsPerAddress, config.formsWindowSeconds),
      apply: limiter('apply-addr', config.formsPerAddress, config.formsWindowSeconds),
    },
    formsOverall: {
      contact: limiter('contact-all', config.formsPerMinute, MINUTE),
      apply: limiter('apply-all', config.formsPerMinute, MINUTE),
    },
    adminCalls: limiter('admin-session', config.adminCallsPerSessionPerMinute, MINUTE),
    // An outside reviewer's failed signatures (wrong e-mail or code): per link, then the link is
    // locked for a day; per address, whatever the links.
    reviewLinkFailures: limiter('review-link-fail', REVIEW_LINK_FAILURES, DAY, false),
    reviewLinkFailuresPerAddress: limiter(
      'review-link-addr',
      config.signInFailuresPerAddressPerDay,
      DAY,
      false,
    ),
  };
  return limiters;
}
export type RateLimiters = ReturnType<typeof createRateLimiters>;

/** Keys this process already knows to be blocked, until when; bounded by dropping expired ones. */
export class ExpiringKeys {
  private readonly until = new Map<string, number>();

  msLeft(key: string): number {
    const until = this.until.get(key);
    if (until === undefined) return 0;
    const left = until - Date.now();
    if (left <= 0) this.until.delete(key);
    return Math.max(left, 0);
  }

  remember(key: string, ms: number): void {
    if (this.until.size >= 10_000) {
      const now = Date.now();
      for (const [k, t] of this.until) if (t <= now) this.until.delete(k);
      if (this.until.size >= 10_000) this.until.clear();
    }
    this.until.set(key, Date.now() + ms);
  }

  forget(key: string): void {
    this.until.delete(key);
  }

  /** Remembers the key for at least `ms` from now (never shortens what it already holds). */
  extend(key: string, ms: number): void {
    if (this.msLeft(key) < ms) this.remember(key, ms);
  }
}

/** Deletes long-expired counters every few minutes; returns the stop function. */
export function sweepExpiredCounters(db: Database, everyMs = 5 * 60_000): () => void {
  const timer = setInterval(() => void deleteExpiredCounters(db).catch(() => {}), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Something that can refuse a key: a limiter, or a budget already paid for this request. */
export type Limiter = { consume(key: string, points?: number): Promise<unknown> };

/** Rejection of a limited key: how long until it may try again. */
export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests');
  }
}

export const retryAfterSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Consumes from every limiter in turn; the first that is out of budget throws RateLimited with the
 * longest wait. Store errors propagate (a database outage is not a 429).
 */
export async function consumeAll(pairs: [limiter: Limiter, key: string][], points = 1): Promise<void> {
  for (const [limiter, key] of pairs) {
    try {
      await limiter.consume(key, points);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new RateLimited(retryAfterSeconds(err));
      throw err;
    }
  }
}

/**
 * What a procedure sees as ctx.limits: the site's limiters for this one request. `onLimited` tells
 * the HTTP layer the Retry-After of a refusal; `paidForms` are forms whose budget the HTTP layer
 * already took before reading the body, so the procedure does not count them twice.
 */
export function limitsForRequest(
  limiters: RateLimiters,
  opts: { onLimited?: (retryAfterSeconds: number) => void; paidForms?: ReadonlySet<PublicForm> } = {},
) {
  const onLimited = opts.onLimited ?? (() => {});
  /** consumeAll that also reports a refusal's wait to the HTTP layer. */
  const limit = async (pairs: [Limiter, string][], points = 1) => {
    try {
      await consumeAll(pairs, points);
    } catch (err) {
      if (err instanceof RateLimited) onLimited(err.retryAfterSeconds);
      throw err;
    }
  };
  const formLimiter = (form: PublicForm): Limiter => ({
    consume: async (key, points = 1) => {
      if (opts.paidForms?.has(form)) return;
      await limit(
        [
          [limiters.formsPerAddress[form], key],
          [limiters.formsOverall[form], 'all'],
        ],
        points,
      );
    },
  });
  return {
    limiters,
    onLimited,
    limit,
    contact: formLimiter('contact'),
    apply: formLimiter('apply'),
  };
}
export type RateLimits = ReturnType<typeof limitsForRequest>;

/** True when the key still had budget; false when it is limited. */
export async function consume(limiter: Limiter, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimited || err instanceof RateLimiterRes) return false;
    throw err;
  }
}
