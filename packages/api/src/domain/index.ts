// The browser-safe half of the API package: the domain's types, values, labels, messages and rules.
// No zod, no server code: the public bundle imports this.
export * from './constants';
export * from './content-types';
export * from './duration';
export * from './fact-messages';
export * from './ifu-messages';
export * from './images';
export * from './item-urls';
export * from './labels';
export * from './links';
export * from './messages';
export * from './page-params';
export * from './review-messages';
export type * from './types';
export * from './youtube';
