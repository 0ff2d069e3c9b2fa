import { describe, expect, it } from 'vitest';
import { initials } from './utils';

describe('initials', () => {
  it('takes the first and last name, skipping titles such as "Dr."', () => {
    expect(initials('Dr. Ananya Rao')).toBe('AR');
    expect(initials('Sister Meera Joseph')).toBe('SJ');
    expect(initials('  priya  ')).toBe('P');
  });

  it('never answers an empty avatar', () => {
    expect(initials('Dr.')).toBe('?');
    expect(initials('')).toBe('?');
  });
});
