export * from './change-feed';
export * from './client';
export { type Deadlines, worstWaitMs } from './deadline';
export * from './errors';
export * from './migrate';
export * from './queries';
export { outsideBudget, startDatabaseBudget } from './request-budget';
export * as schema from './schema';
export * from './startup-lock';
