import type { Sql } from 'postgres';
import { DatabaseTimeoutError } from './errors';

export type Deadlines = {
  /** How long a query may wait for a connection (or behind a stuck query) before giving up. */
  connectionWaitMs: number;
  /** The server's statement_timeout; the client waits this long plus a grace for any answer. */
  statementTimeoutMs: number;
};

/** Time for the server's own statement-timeout error to travel back before we stop waiting. */
const ANSWER_GRACE_MS = 1000;

/** The parts of a postgres.js query this module relies on. */
type PendingQuery = PromiseLike<unknown> & { active?: boolean; cancel(): unknown };
type AnyFn = (...args: unknown[]) => unknown;

/**
 * postgres.js bounds neither the wait for a connection (a queued query sits out the
 * reconnect backoff, up to 20 s a round, for as many rounds as the outage lasts) nor
 * the wait for an answer on a socket whose peer vanished without closing it. This
 * wraps a client so that every query, and the start of every transaction, fails
 * with a DatabaseTimeoutError instead of waiting past its bound:
 * - a query not yet running on a connection after `connectionWaitMs` is withdrawn
 *   from the queue (so it never runs later) and fails;
 * - a running query gets `statementTimeoutMs` + a grace from its start to answer;
 *   the server's own statement_timeout normally ends it first.
 * So no query waits longer than max(connectionWaitMs, statementTimeoutMs + 1 s).
 */
export function withDeadlines(sql: Sql, deadlines: Deadlines): Sql {
  return new Proxy(sql, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop === 'unsafe')
        return (...args: unknown[]) => bound((value as AnyFn).apply(target, args) as PendingQuery, deadlines);
      if (prop === 'begin') return (...args: unknown[]) => beginWithin(target, args, deadlines);
      if (prop === 'savepoint')
        return (...args: unknown[]) => (value as AnyFn).apply(target, wrapCallback(args, deadlines));
      return value;
    },
  });
}

function bound<T extends PendingQuery>(query: T, { connectionWaitMs, statementTimeoutMs }: Deadlines): T {
  const run = query.then.bind(query);
  let outcome: Promise<unknown> | undefined;
  const settle = () =>
    (outcome ??= guard(run, (fail) => {
      let timer = setTimeout(() => {
        if (!query.active) {
          // Still queued, connecting or pipelined behind a stuck query: withdraw it.
          Promise.resolve(query.cancel()).catch(() => {});
          return fail(new DatabaseTimeoutError('connection wait', connectionWaitMs));
        }
        // Running: it has until the statement timeout and a grace, counted from the start.
        const answerMs = statementTimeoutMs + ANSWER_GRACE_MS;
        timer = setTimeout(
          () => fail(new DatabaseTimeoutError('answer', answerMs)),
          Math.max(0, answerMs - connectionWaitMs),
        );
      }, connectionWaitMs);
      return () => clearTimeout(timer);
    }));
  // postgres.js queries are lazy promises: drizzle awaits them (then), sometimes after .values().
  Object.defineProperty(query, 'then', {
    value: (onFulfilled?: AnyFn, onRejected?: AnyFn) => settle().then(onFulfilled, onRejected),
  });
  return query;
}

/**
 * sql.begin waits for a connection of its own. If none comes within the bound the
 * caller gets its error, and should the transaction start later after all, it is
 * rolled back before running anything.
 */
function beginWithin(sql: Sql, args: unknown[], deadlines: Deadlines): Promise<unknown> {
  let started = false;
  let abandoned = false;
  const callbackAt = args.length - 1;
  const fn = args[callbackAt] as AnyFn;
  const guarded = [
    ...args.slice(0, callbackAt),
    (tx: Sql) => {
      started = true;
      if (abandoned) throw new DatabaseTimeoutError('connection wait', deadlines.connectionWaitMs);
      return fn(withDeadlines(tx, deadlines));
    },
  ];
  const transaction = (sql.begin as unknown as AnyFn).apply(sql, guarded) as Promise<unknown>;
  return guard(transaction.then.bind(transaction), (fail) => {
    const timer = setTimeout(() => {
      if (started) return;
      abandoned = true;
      fail(new DatabaseTimeoutError('connection wait', deadlines.connectionWaitMs));
    }, deadlines.connectionWaitMs);
    return () => clearTimeout(timer);
  });
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
  return [...args.slice(0, at), (sp: Sql) => fn(withDeadlines(sp, deadlines))];
}
