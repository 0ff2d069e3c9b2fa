import { describe, expect, it } from 'vitest';
import { itemPath, parseItemSegment, slugOf } from './item-urls';

describe('item URLs', () => {
  it('slugs a title to lower-case ASCII words', () => {
    expect(slugOf('Café & OT — 2026!')).toBe('cafe-ot-2026');
    expect(slugOf('  Wrist articulation in slow motion ')).toBe('wrist-articulation-in-slow-motion');
    expect(slugOf('???')).toBe('item');
    expect(slugOf('a'.repeat(200))).toHaveLength(80);
  });

  it('builds and reads an item segment', () => {
    expect(itemPath('news', { id: 12, title: 'Wet lab, Pune' })).toBe('/news/12-wet-lab-pune');
    expect(parseItemSegment('12-wet-lab-pune')).toEqual({ id: 12, slug: 'wet-lab-pune' });
    expect(parseItemSegment('12')).toEqual({ id: 12, slug: '' });
    expect(parseItemSegment('wet-lab')).toBeNull();
    expect(parseItemSegment('0-x')).toBeNull();
    expect(parseItemSegment('99999999999-x')).toBeNull();
    expect(parseItemSegment(undefined)).toBeNull();
  });
});
