import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { expectPublicOnlyOncePublished, failureOf } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi();

describe('videos and sub-categories', () => {
  it('creates a draft with the YouTube thumbnail, publishes it, and lists it publicly by sub-category', async () => {
    const sub = await staff.subcategories.create({ topCategory: 'surgery', name: 'Hernia repair' });
    expect(sub).toEqual({ id: sub.id, name: 'Hernia repair', topCategory: 'surgery' });

    const draft = await staff.videos.create({
      title: '  TAPP repair  ',
      topCategory: 'surgery',
      subCategoryId: sub.id,
      youtubeUrl: 'https://youtu.be/abcdefghijk',
    });
    expect(draft).toMatchObject({
      title: 'TAPP repair',
      status: 'draft',
      subCategoryName: 'Hernia repair',
      thumbnailUrl: 'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg',
    });
    expect(Date.parse(draft.createdAt)).not.toBeNaN();
    expect(await api.caller().videos.listPublic({ topCategory: 'surgery' })).toEqual([]);

    const published = await staff.videos.update({ ...draft, id: draft.id, status: 'published' });
    expect(published.status).toBe('published');
    expect(await staff.videos.byId({ id: draft.id })).toEqual(published);
    const visitor = api.caller();
    expect(
      (await visitor.videos.listPublic({ topCategory: 'surgery', subCategoryId: sub.id })).map((v) => v.id),
    ).toEqual([draft.id]);
    expect(await visitor.videos.listPublic({ topCategory: 'others' })).toEqual([]);
    expect(await visitor.subcategories.listPublic({ topCategory: 'surgery' })).toEqual([sub]);

    const renamed = await staff.subcategories.rename({ id: sub.id, name: 'Inguinal hernia' });
    expect(renamed.name).toBe('Inguinal hernia');
    expect((await staff.videos.byId({ id: draft.id })).subCategoryName).toBe('Inguinal hernia');

    await staff.videos.delete({ id: draft.id });
    expect(await failureOf(staff.videos.byId({ id: draft.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Video not found',
    });
    await staff.subcategories.delete({ id: sub.id });
    expect(await staff.subcategories.list({ topCategory: 'surgery' })).toEqual([]);
  });

  it('finds drafts by title for staff only', async () => {
    await staff.videos.create({ title: 'Wombat knot drill', topCategory: 'training' });
    expect((await staff.videos.list({ q: 'wombat' })).map((v) => v.title)).toEqual(['Wombat knot drill']);
    expect(await api.caller().videos.listPublic({ topCategory: 'training' })).toEqual([]);
  });

  it('answers the product messages for bad input', async () => {
    expect(await failureOf(staff.videos.create({ title: ' ', topCategory: 'product' }))).toEqual({
      code: 'BAD_REQUEST',
      message: MESSAGES.titleRequired,
    });
    // @ts-expect-error: 'others' is a public tab, not a category staff can file under
    expect((await failureOf(staff.videos.create({ title: 'x', topCategory: 'others' }))).message).toBe(
      MESSAGES.invalidTopCategory,
    );
    expect(
      (
        await failureOf(
          staff.videos.create({ title: 'x', topCategory: 'product', youtubeUrl: 'javascript:alert(1)' }),
        )
      ).message,
    ).toBe(MESSAGES.linkScheme);
    const other = await staff.subcategories.create({ topCategory: 'training', name: 'Drills' });
    expect(
      (await failureOf(staff.videos.create({ title: 'x', topCategory: 'product', subCategoryId: other.id })))
        .message,
    ).toBe(MESSAGES.invalidSubCategory);
    expect(
      (await failureOf(staff.subcategories.create({ topCategory: 'product', name: '  ' }))).message,
    ).toBe(MESSAGES.nameRequired);
    expect((await failureOf(staff.videos.byId({ id: 2 ** 31 }))).message).toBe(MESSAGES.invalidId);
  });

  it('lets only a signed-in admin write or read drafts', async () => {
    const visitor = api.caller();
    for (const call of [
      visitor.videos.list({}),
      visitor.videos.byId({ id: 1 }),
      visitor.videos.create({ title: 'x', topCategory: 'product' }),
      visitor.videos.delete({ id: 1 }),
      visitor.subcategories.list({}),
      visitor.subcategories.create({ topCategory: 'product', name: 'x' }),
      visitor.subcategories.rename({ id: 1, name: 'x' }),
      visitor.subcategories.delete({ id: 1 }),
      api.caller('not-a-token').videos.list({}),
    ]) {
      expect(await failureOf(call)).toEqual({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
    }
  });
});

describe('videos.byIdPublic', () => {
  it('answers a published video and NOT_FOUND for a draft or an unknown id', async () => {
    const draft = await staff.videos.create({
      title: 'Port placement',
      topCategory: 'training',
      youtubeUrl: 'https://youtu.be/abcdefghijk',
    });
    await expectPublicOnlyOncePublished(
      (input) => api.caller().videos.byIdPublic(input),
      draft.id,
      () =>
        staff.videos.update({
          id: draft.id,
          title: draft.title,
          topCategory: 'training',
          youtubeUrl: 'https://youtu.be/abcdefghijk',
          status: 'published',
        }),
      // With the languages its page exists in: every one, as the kind falls back to English.
      ['en', 'de', 'fr'],
    );
  });
});
