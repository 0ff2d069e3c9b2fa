import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration, parseDuration } from './duration';

describe('video durations', () => {
  it('reads minutes and seconds as staff type them, and h:mm:ss', () => {
    expect(parseDuration('1:32')).toBe(92);
    expect(parseDuration(' 0:04 ')).toBe(4);
    expect(parseDuration('75:00')).toBe(4500);
    expect(parseDuration('1:15:00')).toBe(4500);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('   ')).toBeNull();
  });

  it('refuses what is not a duration: no colon, 60 seconds or more, zero, over a day', () => {
    for (const text of [
      '92',
      '1:60',
      '1:5',
      '0:00',
      '1:32.5',
      '-1:00',
      '1440:01',
      '25:00:00',
      'abc',
      '1::32',
    ])
      expect(parseDuration(text), text).toBeUndefined();
    expect(parseDuration('1440:00')).toBe(86_400);
  });

  it('shows seconds as m:ss and writes them as ISO 8601 for schema.org', () => {
    expect(formatDuration(92)).toBe('1:32');
    expect(formatDuration(4)).toBe('0:04');
    expect(formatDuration(4500)).toBe('75:00');
    expect(formatDuration(null)).toBe('');
    expect(isoDuration(92)).toBe('PT1M32S');
    expect(isoDuration(4)).toBe('PT4S');
    expect(isoDuration(60)).toBe('PT1M');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(4501)).toBe('PT1H15M1S');
    for (const s of [1, 59, 61, 3599, 3661, 86_400]) expect(parseDuration(formatDuration(s))).toBe(s);
  });
});
