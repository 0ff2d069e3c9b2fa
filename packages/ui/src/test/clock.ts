import { afterEach, beforeEach, vi } from 'vitest';

/** Runs every test of the enclosing describe on vitest's fake clock, and puts the real one back after each. */
export function withFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
