/**
 * A stored cookie choice as consent-store.ts writes it (version 2, its time, the four flags): performance
 * granted, functional and targeting not, unless the test says otherwise.
 */
export const consentRecord = (over: object = {}) => ({
  version: 2,
  timestamp: 1_000_000,
  necessary: true,
  performance: true,
  functional: false,
  targeting: false,
  ...over,
});
