export * from './client';
export * from './migrate';
export * from './queries';
export * as schema from './schema';
