import { broadcasts } from '@manovo/db/schema';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { failureOf, formOf, formWithImage, pngFile } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi();

describe('broadcasts', () => {
  it('creates a news item with its image, publishes it, edits it keeping the image, and deletes it with the file', async () => {
    const news = await staff.broadcasts.create(
      formWithImage({
        kind: 'news',
        title: 'Congress in Pune',
        body: '<p>Booth 12</p>',
      }),
    );
    expect(news).toMatchObject({
      kind: 'news',
      status: 'draft',
      socialSource: null,
      body: '<p>Booth 12</p>',
    });
    expect(news.imageUrl).toMatch(/^\/uploads\/.+\.png$/);
    expect(api.files.images.has(news.imageUrl ?? '')).toBe(true);
    expect((await failureOf(api.caller().broadcasts.byIdPublic({ id: news.id }))).code).toBe('NOT_FOUND');

    const live = await staff.broadcasts.update(
      formOf({ id: String(news.id), kind: 'news', title: 'Congress in Pune', status: 'published' }),
    );
    expect(live.imageUrl).toBe(news.imageUrl);
    // With the languages its page exists in: every one, as the kind falls back to English.
    expect(await api.caller().broadcasts.byIdPublic({ id: news.id })).toEqual({
      ...live,
      pageLocales: ['en', 'de', 'fr'],
    });
    expect((await api.caller().broadcasts.listPublic({ kind: 'news' })).map((b) => b.id)).toEqual([news.id]);

    await staff.broadcasts.delete({ id: news.id });
    // Kept with the deleted item's last version, for a restore within 30 days.
    expect(api.files.images.has(news.imageUrl ?? '')).toBe(true);
  });

  it('keeps social_source for social posts only, hides a scheduled post until its time', async () => {
    const social = await staff.broadcasts.create(
      formWithImage({
        kind: 'social',
        title: 'Wet lab',
        socialSource: 'linkedin',
        status: 'published',
      }),
    );
    expect(social.socialSource).toBe('linkedin');
    const news = await staff.broadcasts.create(
      formWithImage({ kind: 'news', title: 'N', socialSource: 'twitter' }),
    );
    expect(news.socialSource).toBeNull();
    const future = await staff.broadcasts.create(
      formWithImage({
        kind: 'social',
        title: 'Later',
        status: 'published',
        publishAt: '2099-01-01T00:00:00Z',
      }),
    );
    expect(future.publishAt).toBe('2099-01-01T00:00:00.000Z');
    const visible = (await api.caller().broadcasts.listPublic({ kind: 'social' })).map((b) => b.id);
    expect(visible).toContain(social.id);
    expect(visible).not.toContain(future.id);
    expect((await staff.broadcasts.list({ kind: 'social' })).map((b) => b.id)).toContain(future.id);
  });

  it('answers the product messages for bad input, checking the image by its bytes', async () => {
    expect(await failureOf(staff.broadcasts.create(formWithImage({ kind: 'news' })))).toEqual({
      code: 'BAD_REQUEST',
      message: MESSAGES.broadcastRequired,
    });
    const html = new File(['<html><script>alert(1)</script></html>'], 'x.png', { type: 'image/png' });
    const refused: [FormData, string][] = [
      [formWithImage({ kind: 'blog', title: 'x' }), MESSAGES.broadcastRequired],
      [formOf({ kind: 'news', title: 'x' }), MESSAGES.imageRequired],
      [formOf({ kind: 'news', title: 'x', image: html, imageAlt: 'Photo' }), MESSAGES.imageType],
      [formWithImage({ kind: 'news', title: 'x', publishAt: '2024-02-31' }), MESSAGES.invalidDate],
      [formWithImage({ kind: 'news', title: 'x', linkUrl: 'javascript:x' }), MESSAGES.linkScheme],
    ];
    for (const [form, message] of refused) {
      expect((await failureOf(staff.broadcasts.create(form))).message).toBe(message);
    }
    expect(api.files.images.size).toBeGreaterThan(0);
  });

  it('stores an image without alt text (the admin form asks for it; the door does not): an older broadcast edits freely', async () => {
    const [older] = await api.db
      .insert(broadcasts)
      .values({
        kind: 'news',
        title: 'Congress',
        summary: '',
        body: '',
        status: 'published',
        imagePath: null,
      })
      .returning();
    const edited = await staff.broadcasts.update(
      formOf({ id: String(older!.id), kind: 'news', title: 'Congress 2027' }),
    );
    expect(edited.title).toBe('Congress 2027');
    expect(edited.imageAlt).toBe('');
    // Giving it an image without alt text stores both; the public pages fall back to the title.
    const withImage = await staff.broadcasts.update(
      formOf({ id: String(older!.id), kind: 'news', title: 'C', image: pngFile() }),
    );
    expect(withImage.imageUrl).toMatch(/^\/uploads\//);
    expect(withImage.imageAlt).toBe('');
  });

  it('lets only a signed-in admin write or read drafts', async () => {
    const visitor = api.caller();
    for (const call of [
      visitor.broadcasts.list({}),
      visitor.broadcasts.byId({ id: 1 }),
      visitor.broadcasts.create(formWithImage({ kind: 'news', title: 'x' })),
      visitor.broadcasts.update(formOf({ id: '1', kind: 'news', title: 'x' })),
      visitor.broadcasts.delete({ id: 1 }),
    ]) {
      expect((await failureOf(call)).code).toBe('UNAUTHORIZED');
    }
  });
});
