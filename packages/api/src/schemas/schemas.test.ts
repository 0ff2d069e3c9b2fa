import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { youtubeId, youtubeThumbnail } from '../domain/youtube';
import { ZLoginInput } from './auth';
import { ZBroadcastCreate, ZBroadcastFields } from './broadcasts';
import {
  isIsoDateTime,
  ZDecimalId,
  ZId,
  zFormData,
  zOptionalHttpUrl,
  zOptionalImageUrl,
  zRequiredText,
} from './common';
import { ZApplicationFields, ZContactInput } from './inbox';
import { ZVideoInput } from './videos';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('youtube ids (one rule for server and browser)', () => {
  it('recognises watch, short, embed and shorts links with an 11-character id', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=abcdefghijk')).toBe('abcdefghijk');
    expect(youtubeId('https://www.youtube.com/watch?feature=x&v=abc-efg_ijk')).toBe('abc-efg_ijk');
    expect(youtubeId('https://youtu.be/abcdefghijk?t=3')).toBe('abcdefghijk');
    expect(youtubeId('https://www.youtube-nocookie.com/embed/abcdefghijk')).toBe('abcdefghijk');
    expect(youtubeId('https://youtu.be/abcdefghij')).toBeNull();
    expect(youtubeId('https://youtu.be/abcdefghijkl')).toBeNull();
    expect(youtubeId('https://example.org/watch?v=abcdefghijk')).toBeNull();
    expect(youtubeThumbnail('https://youtu.be/abcdefghijk')).toBe(
      'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg',
    );
    expect(youtubeThumbnail('')).toBe('');
  });
});

describe('strict primitives', () => {
  it('takes ids only as positive 32-bit integers, and decimal digits only from text', () => {
    expect(ZId.safeParse(2_147_483_647).success).toBe(true);
    for (const bad of [0, -1, 1.5, 2_147_483_648, 1e12])
      expect(firstError(ZId.safeParse(bad))).toBe('Invalid id');
    expect(ZDecimalId.parse('42')).toBe(42);
    for (const bad of ['0x10', '1e3', '+1', ' 1', '01', '99999999999', ''])
      expect(ZDecimalId.safeParse(bad).success).toBe(false);
  });

  it('refuses NUL and lone surrogates, and says when text is too long', () => {
    const name = zRequiredText('Name', 5, MESSAGES.nameRequired);
    expect(firstError(name.safeParse('a\u0000b'))).toBe('Text contains characters that are not allowed.');
    expect(firstError(name.safeParse('a\uD800b'))).toBe('Text contains characters that are not allowed.');
    expect(name.parse(' 😀 ')).toBe('😀');
    expect(firstError(name.safeParse('   '))).toBe('Name is required');
    expect(firstError(name.safeParse('abcdef'))).toBe('Name must be at most 5 characters.');
  });

  it('accepts only real ISO 8601 dates in a sane range', () => {
    for (const ok of ['2026-03-01', '2026-03-01T09:30', '2026-03-01T09:30:00Z', '2024-02-29T00:00:00+05:30'])
      expect(isIsoDateTime(ok)).toBe(true);
    for (const bad of ['1', '2024-02-31', '2023-02-29', '+275760-09-13T00:00:00Z', '2026-13-01', 'tomorrow'])
      expect(isIsoDateTime(bad)).toBe(false);
  });

  it('accepts only http(s) links', () => {
    const link = zOptionalHttpUrl();
    expect(link.parse('')).toBe('');
    expect(link.parse(' https://example.org/a ')).toBe('https://example.org/a');
    for (const bad of ['javascript:alert(1)', '<b>x</b>', 'ftp://x.org', 'https://'])
      expect(firstError(link.safeParse(bad))).toBe(MESSAGES.linkScheme);
  });

  it('takes an image path relative to the site, stored rooted; never another scheme or host', () => {
    const image = zOptionalImageUrl('Thumbnail URL');
    expect(image.parse('thumbs/wrist.jpg')).toBe('/thumbs/wrist.jpg');
    expect(image.parse('/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(image.parse('https://img.example.org/a.jpg')).toBe('https://img.example.org/a.jpg');
    expect(image.parse('')).toBe('');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,x', '//evil.example/a.jpg', '<b>x</b>'])
      expect(firstError(image.safeParse(bad))).toBe(MESSAGES.linkScheme);
  });

  it('takes a broadcast link to a page of this site (not external, docs/product.md §5)', () => {
    const base = { kind: 'news', title: 'x' };
    expect(ZBroadcastFields.parse({ ...base, linkUrl: '/careers' }).linkUrl).toBe('/careers');
    expect(firstError(ZBroadcastFields.safeParse({ ...base, linkUrl: 'javascript:x' }))).toBe(
      MESSAGES.linkScheme,
    );
  });

  it('reads a blank two-factor code as none; a malformed one is refused', () => {
    const cases: [unknown, string | undefined | 'refused'][] = [
      ['', undefined],
      ['   ', undefined],
      [null, undefined],
      [' 123 456 ', '123456'],
      ['12ab', 'refused'],
    ];
    for (const [code, expected] of cases) {
      const parsed = ZLoginInput.safeParse({ email: 'a@b.org', password: 'secret-pass', code });
      if (expected === 'refused') expect(firstError(parsed)).toBe(MESSAGES.twoFactorCodeFormat);
      else expect(parsed.data?.code).toBe(expected);
    }
  });

  it('reads a multipart form keeping the first value of a repeated field', () => {
    const form = new FormData();
    form.append('kind', 'news');
    form.append('title', 'First');
    form.append('title', 'Second');
    const parsed = zFormData(ZBroadcastFields).parse(form);
    expect(parsed.title).toBe('First');
  });
});

describe('form schemas carry the product messages', () => {
  it('video', () => {
    expect(firstError(ZVideoInput.safeParse({ topCategory: 'product' }))).toBe('Title is required');
    expect(firstError(ZVideoInput.safeParse({ title: 'x', topCategory: 'x' }))).toBe('Invalid top category');
    expect(ZVideoInput.parse({ title: 'x', topCategory: 'surgery' })).toMatchObject({
      status: 'draft',
      subCategoryId: null,
    });
  });

  it('broadcast: title and kind required; a blank date clears it', () => {
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };
    expect(firstError(ZBroadcastCreate.safeParse(form({ kind: 'news' })))).toBe(MESSAGES.broadcastRequired);
    expect(firstError(ZBroadcastCreate.safeParse(form({ title: 't' })))).toBe(MESSAGES.broadcastRequired);
    expect(ZBroadcastCreate.parse(form({ kind: 'news', title: 't', publishAt: '' })).publishAt).toBeNull();
    expect(firstError(ZBroadcastCreate.safeParse(form({ kind: 'news', title: 't', publishAt: '1' })))).toBe(
      'Invalid date',
    );
  });

  it('contact: all four fields required', () => {
    expect(
      firstError(ZContactInput.safeParse({ name: 'a', email: 'a@b.org', purpose: 'Purchase', message: ' ' })),
    ).toBe(MESSAGES.requiredFields);
  });

  it('apply: phone must be exactly 10 digits', () => {
    const base = { name: 'a', email: 'a@b.org' };
    expect(ZApplicationFields.safeParse({ ...base, phone: '9876543210' }).success).toBe(true);
    expect(firstError(ZApplicationFields.safeParse({ ...base, phone: '98765432101' }))).toBe(
      MESSAGES.invalidPhone,
    );
    expect(ZApplicationFields.safeParse({ ...base, phone: '98765-4321' }).success).toBe(false);
  });
});
