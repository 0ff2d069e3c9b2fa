export * from './admins';
export * from './audit-log';
export * from './broadcasts';
export * from './careers';
export * from './inbox';
export * from './testimonials';
export * from './videos';
