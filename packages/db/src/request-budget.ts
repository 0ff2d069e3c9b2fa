import { AsyncLocalStorage } from 'node:async_hooks';

/** The database waiting one request has spent so far. */
export type Budget = { spentMs: number };

const budgets = new AsyncLocalStorage<Budget>();

/**
 * Gives the rest of this request (its continuation: call it from a request's first hook) one budget
 * of database waiting, shared by all its calls: a request that makes several calls in a row during
 * an outage is then bounded as a whole, not per call (deadline.ts).
 */
export function startDatabaseBudget() {
  budgets.enterWith({ spentMs: 0 });
}

export const currentBudget = (): Budget | undefined => budgets.getStore();

/** Runs `fn` outside any request's budget (a transaction's statements count as the transaction). */
export const outsideBudget = <T>(fn: () => T): T => budgets.exit(fn);
