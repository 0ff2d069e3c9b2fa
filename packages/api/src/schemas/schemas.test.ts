import { describe, expect, it } from 'vitest';
import { ZBroadcastWriteSchema } from './broadcasts';
import { ZApplyRequestSchema, ZContactRequestSchema } from './inbox';
import { ZVideoWriteSchema } from './videos';
import { youtubeId, youtubeThumbnail } from './youtube';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('youtube ids', () => {
  it('recognises watch and short links with an 11-character id', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=abcdefghijk')).toBe('abcdefghijk');
    expect(youtubeId('https://www.youtube.com/watch?feature=x&v=abc-efg_ijk')).toBe('abc-efg_ijk');
    expect(youtubeId('https://youtu.be/abcdefghijk?t=3')).toBe('abcdefghijk');
    expect(youtubeId('https://youtu.be/abcdefghij')).toBeNull();
    expect(youtubeId('https://example.org/watch?v=abcdefghijk')).toBeNull();
    expect(youtubeThumbnail('https://youtu.be/abcdefghijk')).toBe(
      'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg',
    );
    expect(youtubeThumbnail('')).toBe('');
  });
});

describe('form schemas carry the spec messages', () => {
  it('video', () => {
    expect(firstError(ZVideoWriteSchema.safeParse({ top_category: 'product' }))).toBe('Title is required');
    expect(firstError(ZVideoWriteSchema.safeParse({ title: 'x', top_category: 'x' }))).toBe(
      'Invalid top category',
    );
    expect(ZVideoWriteSchema.parse({ title: 'x', top_category: 'surgery' }).status).toBe('draft');
  });
  it('broadcast', () => {
    expect(firstError(ZBroadcastWriteSchema.safeParse({ kind: 'news' }))).toBe(
      'Please provide a title and valid category.',
    );
    expect(firstError(ZBroadcastWriteSchema.safeParse({ title: 't' }))).toBe(
      'Please provide a title and valid category.',
    );
    expect(ZBroadcastWriteSchema.parse({ kind: 'news', title: 't', publish_at: '' }).publish_at).toBeNull();
  });
  it('contact', () => {
    expect(
      firstError(
        ZContactRequestSchema.safeParse({ name: 'a', email: 'a@b.org', purpose: 'Purchase', message: ' ' }),
      ),
    ).toBe('Please fill out all required fields.');
  });
  it('apply: phone must be exactly 10 digits', () => {
    const base = { name: 'a', email: 'a@b.org' };
    expect(ZApplyRequestSchema.safeParse({ ...base, phone: '9876543210' }).success).toBe(true);
    expect(ZApplyRequestSchema.safeParse({ ...base, phone: '98765432101' }).success).toBe(false);
    expect(ZApplyRequestSchema.safeParse({ ...base, phone: '98765-4321' }).success).toBe(false);
  });
});
