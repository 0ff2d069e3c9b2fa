// The zod input schemas, shared by the tRPC procedures and the browser's forms. Pure: no server code.
export * from './auth';
export * from './broadcasts';
export * from './careers';
export * from './common';
export * from './ifu';
export * from './inbox';
export * from './patterns';
export * from './product-facts';
export * from './review';
export * from './search';
export * from './testimonials';
export * from './translations';
export * from './versions';
export * from './videos';
