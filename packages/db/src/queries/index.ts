export type { Database } from '../client';
export * from './admins';
export * from './audit';
export * from './broadcasts';
export * from './careers';
export * from './inbox';
export * from './testimonials';
export * from './videos';
export * from './visibility';
