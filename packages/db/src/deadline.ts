import type { Sql } from 'postgres';
import { DatabaseTimeoutError } from './errors';
import { currentBudget, outsideBudget } from './request-budget';

export type Deadlines = {
  /** How long a query may wait for a connection (or behind a stuck query) before giving up. */
  connectionWaitMs: number;
  /** The server's statement_timeout; the client waits this long plus a grace for any answer. */
  statementTimeoutMs: number;
};

/** Time for the server's own statement-timeout error to travel back before we stop waiting. */
export const ANSWER_GRACE_MS = 500;

/** The longest any query or transaction call waits before it fails (see withDeadlines). */
export const worstWaitMs = (d: Deadlines) =>
  Math.max(d.connectionWaitMs, d.statementTimeoutMs + ANSWER_GRACE_MS);

/** The parts of a postgres.js query this module relies on. */
type PendingQuery = PromiseLike<unknown> & {
  active?: boolean;
  /** Set once the query is handed to a connection (written, or pipelined behind another). */
  state?: unknown;
  strings?: readonly string[];
  args?: unknown[];
  options?: Record<string, unknown>;
};
type AnyFn = (...args: unknown[]) => unknown;

/** Told how each bounded call ended, so the pool's watchdog can tell a pool that no longer works. */
export type Outcomes = { succeeded(): void; failed(err: unknown): void };

/**
 * postgres.js bounds neither the wait for a connection (a queued query sits out the
 * reconnect backoff, up to 20 s a round, for as many rounds as the outage lasts) nor
 * the wait for an answer on a socket whose peer vanished without closing it, nor a
 * transaction's BEGIN and COMMIT. This wraps a client (`current()`: the pool may be
 * replaced) so that no call waits past its bound:
 * - a query not yet running on a connection after `connectionWaitMs` fails; if it was
 *   not handed to a connection yet it is defused, so that it never runs later;
 * - a running query gets `statementTimeoutMs` + a grace from its start to answer;
 *   the server's own statement_timeout normally ends it first;
 * - a transaction, from the call to its COMMIT, gets that same worst wait in all: past
 *   it the caller fails and the transaction's callback is failed too, so it rolls back.
 * So no call waits longer than worstWaitMs. A socket that stays silent is then ended by
 * pool-sockets.ts, which frees its connection.
 */
export function withDeadlines(current: () => Sql, deadlines: Deadlines, outcomes?: Outcomes): Sql {
  return new Proxy(current(), {
    get(_target, prop) {
      const target = current();
      const value = Reflect.get(target, prop) as unknown;
      if (prop === 'unsafe')
        return (...args: unknown[]) =>
          bound((value as AnyFn).apply(target, args) as PendingQuery, deadlines, outcomes);
      if (prop === 'begin') return (...args: unknown[]) => beginWithin(target, args, deadlines, outcomes);
      if (prop === 'savepoint')
        return (...args: unknown[]) => (value as AnyFn).apply(target, wrapCallback(args, deadlines));
      return value;
    },
    // A tagged-template call (sql`...`) goes to the current pool too.
    apply: (_target, thisArg, args) => Reflect.apply(current() as unknown as AnyFn, thisArg, args),
  });
}

/**
 * Makes a query that was never handed to a connection harmless: when a connection takes it up after
 * all, it runs `select 1`. (postgres.js' own cancel() of such a query leaves the connection that was
 * opened for it stuck for good, never back in the pool: after enough outages the pool is empty
 * though its connections are up. That was the race behind issue #22's pool that never came back.)
 */
function defuse(query: PendingQuery) {
  query.strings = ['select 1'];
  query.args = [];
  query.options = { ...query.options, simple: true, prepare: false };
}

function report(outcome: Promise<unknown>, outcomes: Outcomes | undefined) {
  if (outcomes) outcome.then(outcomes.succeeded, outcomes.failed);
}

function bound<T extends PendingQuery>(query: T, deadlines: Deadlines, outcomes?: Outcomes): T {
  const run = query.then.bind(query);
  let outcome: Promise<unknown> | undefined;
  const settle = () => {
    if (outcome) return outcome;
    const allowance = allowanceOf(deadlines);
    const connectionWaitMs = Math.min(deadlines.connectionWaitMs, allowance.ms);
    const answerMs = Math.min(deadlines.statementTimeoutMs + ANSWER_GRACE_MS, allowance.ms);
    outcome = guard(run, (fail) => {
      let timer = setTimeout(() => {
        if (!query.active) {
          // Still queued, connecting or pipelined behind a stuck query.
          if (!query.state) defuse(query);
          return fail(new DatabaseTimeoutError('connection wait', connectionWaitMs));
        }
        // Running: it has until the statement timeout and a grace, counted from the start.
        timer = setTimeout(
          () => fail(new DatabaseTimeoutError('answer', answerMs)),
          Math.max(0, answerMs - connectionWaitMs),
        );
      }, connectionWaitMs);
      return () => clearTimeout(timer);
    });
    allowance.spend(outcome);
    report(outcome, outcomes);
    return outcome;
  };
  // postgres.js queries are lazy promises: drizzle awaits them (then), sometimes after .values().
  Object.defineProperty(query, 'then', {
    value: (onFulfilled?: AnyFn, onRejected?: AnyFn) => settle().then(onFulfilled, onRejected),
  });
  return query;
}

/** What is left of the request's budget for one more call, and a way to charge the call to it. */
function allowanceOf(deadlines: Deadlines) {
  const budget = currentBudget();
  const started = performance.now();
  return {
    ms: budget ? Math.max(0, worstWaitMs(deadlines) - budget.spentMs) : Number.POSITIVE_INFINITY,
    spend(outcome: Promise<unknown>) {
      if (!budget) return;
      const charge = () => {
        budget.spentMs += performance.now() - started;
      };
      outcome.then(charge, charge);
    },
  };
}

/**
 * sql.begin waits for a connection of its own, then runs BEGIN, the callback's statements and COMMIT.
 * The whole call gets worstWaitMs: past it the caller gets its error, and the callback is failed so
 * that postgres.js rolls the transaction back (on a silent socket the rollback waits with it, until
 * pool-sockets.ts ends that socket). Should the transaction start after that, it rolls back before
 * running anything. A deadline passing while COMMIT is on its way cannot know whether it landed.
 */
function beginWithin(sql: Sql, args: unknown[], deadlines: Deadlines, outcomes?: Outcomes): Promise<unknown> {
  const allowance = allowanceOf(deadlines);
  const limitMs = Math.min(worstWaitMs(deadlines), allowance.ms);
  let expired: DatabaseTimeoutError | null = null;
  let failCallback: ((err: Error) => void) | null = null;
  const callbackAt = args.length - 1;
  const fn = args[callbackAt] as AnyFn;
  const guarded = [
    ...args.slice(0, callbackAt),
    (tx: Sql) => {
      if (expired) throw expired;
      return new Promise((resolve, reject) => {
        failCallback = reject;
        Promise.resolve(outsideBudget(() => fn(withDeadlines(() => tx, deadlines)))).then(resolve, reject);
      });
    },
  ];
  const transaction = (sql.begin as unknown as AnyFn).apply(sql, guarded) as Promise<unknown>;
  const outcome = guard(transaction.then.bind(transaction), (fail) => {
    const timer = setTimeout(() => {
      expired = new DatabaseTimeoutError('transaction', limitMs);
      failCallback?.(expired);
      fail(expired);
    }, limitMs);
    return () => clearTimeout(timer);
  });
  allowance.spend(outcome);
  report(outcome, outcomes);
  return outcome;
}

type Subscribe = (onFulfilled: (value: unknown) => void, onRejected: (err: unknown) => void) => unknown;

/** Settles as the work does, unless the watchdog fails it first; the watchdog is stopped either way. */
function guard(subscribe: Subscribe, watchdog: (fail: (err: Error) => void) => () => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const stop = watchdog(reject);
    subscribe(
      (value) => {
        stop();
        resolve(value);
      },
      (err: unknown) => {
        stop();
        reject(err);
      },
    );
  });
}

/** A savepoint runs on its transaction's connection: only its queries need bounds. */
function wrapCallback(args: unknown[], deadlines: Deadlines): unknown[] {
  const at = args.length - 1;
  const fn = args[at] as AnyFn;
  return [...args.slice(0, at), (sp: Sql) => fn(withDeadlines(() => sp, deadlines))];
}
