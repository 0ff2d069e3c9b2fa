import { describe, expect, it } from 'vitest';
import { useTestDb } from '../use-test-db';
import { createBroadcast, findBroadcastById, updateBroadcast } from './broadcasts';
import {
  findTranslatableItems,
  findTranslation,
  findTranslations,
  saveTranslation,
  setTranslationPublished,
  translationStatusOf,
} from './translations';

describe('content translations: queries', () => {
  const handle = useTestDb();

  const who = { adminId: null, adminEmail: 'editor@manovo.local' };

  it('moves an item from missing to up to date to outdated, per language', async () => {
    const db = handle.db;
    const item = await createBroadcast(db, { kind: 'news', title: 'Wet lab', summary: 'Hands-on day' });
    expect(
      translationStatusOf('broadcasts', item, await findTranslation(db, 'broadcasts', item.id, 'de')),
    ).toBe('missing');

    const saved = await saveTranslation(db, {
      kind: 'broadcasts',
      itemId: item.id,
      locale: 'de',
      fields: { title: 'Wet-Lab', summary: 'Praxistag', status: 'ignored' },
      source: item,
      published: false,
      ...who,
    });
    expect(saved.fields).toEqual({ title: 'Wet-Lab', summary: 'Praxistag', body: '', imageAlt: '', tag: '' });
    expect(saved.published).toBe(false);
    expect(saved.publishedAt).toBeNull();
    expect(saved.sourceUpdatedAt?.getTime()).toBe(item.updatedAt.getTime());
    expect(translationStatusOf('broadcasts', item, saved)).toBe('up-to-date');
    // French is its own language: still missing.
    expect(await findTranslation(db, 'broadcasts', item.id, 'fr')).toBeUndefined();

    // A change to a field nobody translates (its status) leaves the translation up to date.
    const published = await updateBroadcast(db, item.id, { status: 'published' });
    expect(translationStatusOf('broadcasts', published!, saved)).toBe('up-to-date');
    // A change to the English title outdates it.
    const edited = await updateBroadcast(db, item.id, { title: 'Wet lab, Hamburg' });
    expect(translationStatusOf('broadcasts', edited!, saved)).toBe('outdated');

    // Saving again from the new English makes it up to date; one row per item and language.
    const again = await saveTranslation(db, {
      kind: 'broadcasts',
      itemId: item.id,
      locale: 'de',
      fields: { title: 'Wet-Lab, Hamburg', summary: 'Praxistag' },
      source: (await findBroadcastById(db, item.id))!,
      published: true,
      ...who,
    });
    expect(again.id).toBe(saved.id);
    expect(again.published).toBe(true);
    expect(again.publishedAt).toBeInstanceOf(Date);
    expect(translationStatusOf('broadcasts', edited!, again)).toBe('up-to-date');
  });

  it('publishes and withdraws one language without touching the others', async () => {
    const db = handle.db;
    const item = await createBroadcast(db, { kind: 'news', title: 'Congress' });
    for (const locale of ['de', 'fr']) {
      await saveTranslation(db, {
        kind: 'broadcasts',
        itemId: item.id,
        locale,
        fields: { title: `Congress ${locale}` },
        source: item,
        published: false,
        ...who,
      });
    }
    const de = await setTranslationPublished(db, 'broadcasts', item.id, 'de', true);
    expect(de?.published).toBe(true);
    const published = await findTranslations(db, 'broadcasts', [item.id], { publishedOnly: true });
    expect(published.map((t) => t.locale)).toEqual(['de']);
    expect((await setTranslationPublished(db, 'broadcasts', item.id, 'de', false))?.publishedAt).toBeNull();
    expect(await findTranslations(db, 'broadcasts', [item.id], { publishedOnly: true })).toEqual([]);
    expect(await setTranslationPublished(db, 'broadcasts', item.id, 'es', true)).toBeUndefined();
  });

  it('lists a kind’s items with their English translatable fields', async () => {
    const items = await findTranslatableItems(handle.db, 'broadcasts');
    expect(items[0]?.name).toBe('Congress');
    expect(Object.keys(items[0]?.source ?? {}).sort()).toEqual(
      ['id', 'updatedAt', 'title', 'summary', 'body', 'imageAlt', 'tag'].sort(),
    );
  });
});
