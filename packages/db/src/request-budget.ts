import { AsyncLocalStorage } from 'node:async_hooks';

/** The database waiting one request has spent so far, and whether that request has been answered. */
export type Budget = { spentMs: number; ended: boolean };

const budgets = new AsyncLocalStorage<Budget>();

/**
 * Gives the rest of this request (its continuation: call it from a request's first hook) one budget
 * of database waiting, shared by all its calls: a request that makes several calls in a row during
 * an outage is then bounded as a whole, not per call (deadline.ts). End it when the request is
 * answered (endDatabaseBudget).
 */
export function startDatabaseBudget(): Budget {
  const budget = { spentMs: 0, ended: false };
  budgets.enterWith(budget);
  return budget;
}

/**
 * The request has been answered: its budget no longer bounds anything. `enterWith` sets the budget
 * on the context the request's first hook runs in, and a request made in-process (Fastify's inject)
 * runs that hook in its caller's context, so the caller carried the budget on after the answer: a
 * test's own query after a slow request was allowed "0 ms" of connection wait. Work a request leaves
 * running after its answer is not the visitor's wait either.
 */
export function endDatabaseBudget(budget: Budget) {
  budget.ended = true;
}

/** The budget of the request in flight in this context, if any. */
export const currentBudget = (): Budget | undefined => {
  const budget = budgets.getStore();
  return budget && !budget.ended ? budget : undefined;
};

/** Runs `fn` outside any request's budget (a transaction's statements count as the transaction). */
export const outsideBudget = <T>(fn: () => T): T => budgets.exit(fn);
