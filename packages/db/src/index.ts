export * from './change-feed';
export * from './client';
export * from './errors';
export * from './migrate';
export * from './queries';
export * as schema from './schema';
export * from './startup-lock';
