import { describe, expect, it } from 'vitest';
import { compareRecords, readableText } from './record-diff';

describe('compareRecords', () => {
  const a = {
    id: 4,
    title: 'Field Engineer',
    description: '<p>Install &amp; train</p>',
    isActive: true,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const b = {
    id: 4,
    title: 'Field Engineer II',
    description: '<p>Install, train &amp; support</p>',
    isActive: true,
    updatedAt: '2026-02-01T00:00:00.000Z',
  };

  it('marks changed fields and leaves out ids and save times', () => {
    const rows = compareRecords(a, b);
    expect(rows.map((r) => [r.label, r.changed])).toEqual([
      ['Title', true],
      ['Description', true],
      ['Shown on the site', false],
    ]);
  });

  it('gives rich text as a word diff of its readable text', () => {
    const description = compareRecords(a, b).find((r) => r.key === 'description');
    const parts = description?.words?.map((w) => [w.added ? '+' : w.removed ? '-' : '=', w.value]);
    expect(parts?.some(([sign, v]) => sign === '+' && v?.includes('support'))).toBe(true);
    expect(
      parts
        ?.filter(([sign]) => sign === '=')
        .map(([, v]) => v)
        .join(''),
    ).toContain('Install');
    expect(parts?.some(([, v]) => v?.includes('<p>'))).toBe(false);
  });
});

describe('readableText', () => {
  it('turns paragraphs and breaks into lines and decodes entities', () => {
    expect(readableText('<p>One &amp; two</p><p>Three<br>four</p>')).toBe('One & two\nThree\nfour');
  });
});
