import { describe, expect, it } from 'vitest';
import { failureOf, formOf, formWithImage } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi();

const english = (title: string, summary = 'Hands-on training') => ({
  kind: 'news',
  title,
  summary,
  body: '<p>Booth 12</p>',
  status: 'published',
});
const news = (title: string, summary?: string) =>
  staff.broadcasts.create(formWithImage(english(title, summary)));
const edit = (id: number, fields: Record<string, string>) =>
  staff.broadcasts.update(formOf({ ...english('Wet lab'), id: String(id), ...fields }));
const statusOf = async (id: number, kind: 'broadcasts' | 'careers' = 'broadcasts') =>
  Object.fromEntries(
    (await staff.translations.forItem({ kind, id })).translations.map((t) => [t.locale, t.status]),
  );

describe('translations', () => {
  it('goes missing → up to date on save → outdated when the English changes, per language', async () => {
    const item = await news('Wet lab');
    expect(await statusOf(item.id)).toEqual({ de: 'missing', fr: 'missing' });

    const saved = await staff.translations.save({
      kind: 'broadcasts',
      id: item.id,
      locale: 'de',
      fields: {
        title: 'Wet-Lab',
        summary: 'Praxistraining',
        body: '<p>Stand 12</p><script>x()</script>',
        imageAlt: 'Chirurgen am Tisch',
      },
      published: false,
    });
    expect(saved).toMatchObject({ locale: 'de', status: 'up-to-date', published: false });
    // Rich text is cleaned as the English is.
    expect(saved.fields.body).toBe('<p>Stand 12</p>');
    expect(await statusOf(item.id)).toEqual({ de: 'up-to-date', fr: 'missing' });

    // Publishing or a change outside the translatable fields does not outdate it; the title does.
    await edit(item.id, { linkUrl: 'https://example.com/x' });
    expect((await statusOf(item.id)).de).toBe('up-to-date');
    await edit(item.id, { title: 'Wet lab in Hamburg' });
    expect(await statusOf(item.id)).toEqual({ de: 'outdated', fr: 'missing' });

    const work = await staff.translations.needsWork({ kind: 'broadcasts' });
    expect(work.filter((w) => w.id === item.id)).toEqual([
      {
        kind: 'broadcasts',
        id: item.id,
        name: 'Wet lab in Hamburg',
        locale: 'de',
        status: 'outdated',
        published: false,
      },
      {
        kind: 'broadcasts',
        id: item.id,
        name: 'Wet lab in Hamburg',
        locale: 'fr',
        status: 'missing',
        published: false,
      },
    ]);
    expect((await staff.translations.needsWork({ locale: 'fr' })).every((w) => w.locale === 'fr')).toBe(true);

    // Each write leaves an audit row on the item.
    const audits = await api.auditRows('broadcast', item.id, 'translate');
    expect(audits.map((a) => [a.adminEmail, a.summary])).toEqual([
      ['editor@manovo.test', 'Deutsch (not published): Wet lab'],
    ]);
  });

  it('publishes per language: visitors of that language read it, the others do not', async () => {
    const item = await news('Congress in Pune');
    const visitor = api.caller();
    const fields = { title: 'Kongress in Pune', summary: 'Schulung', body: '<p>Stand</p>', imageAlt: 'Foto' };
    await staff.translations.save({
      kind: 'broadcasts',
      id: item.id,
      locale: 'de',
      fields,
      published: false,
    });
    const unpublished = await visitor.broadcasts.byIdPublic({ id: item.id, lang: 'de' });
    // Not published yet: news falls back to its English, marked as English.
    expect(unpublished).toMatchObject({ title: 'Congress in Pune', lang: 'en' });

    const published = await staff.translations.publish({
      kind: 'broadcasts',
      id: item.id,
      locale: 'de',
      published: true,
    });
    expect(published.published).toBe(true);
    expect(await visitor.broadcasts.byIdPublic({ id: item.id, lang: 'de' })).toMatchObject({
      title: 'Kongress in Pune',
      summary: 'Schulung',
      lang: 'de',
    });
    const list = await visitor.broadcasts.listPublic({ kind: 'news', lang: 'de' });
    expect(list.find((b) => b.id === item.id)).toMatchObject({ title: 'Kongress in Pune', lang: 'de' });
    // French is still English; a read without a language is the item as written, without `lang`.
    expect(await visitor.broadcasts.byIdPublic({ id: item.id, lang: 'fr' })).toMatchObject({
      title: 'Congress in Pune',
      lang: 'en',
    });
    const english = await visitor.broadcasts.byIdPublic({ id: item.id });
    expect(english.title).toBe('Congress in Pune');
    expect('lang' in english).toBe(false);

    await staff.translations.publish({ kind: 'broadcasts', id: item.id, locale: 'de', published: false });
    expect(await visitor.broadcasts.byIdPublic({ id: item.id, lang: 'de' })).toMatchObject({ lang: 'en' });
  });

  it('refuses to publish a translation that leaves English text untranslated, or one that does not exist', async () => {
    const item = await news('Symposium', 'Two days');
    const half = staff.translations.save({
      kind: 'broadcasts',
      id: item.id,
      locale: 'fr',
      fields: { title: 'Symposium' },
      published: true,
    });
    expect(await failureOf(half)).toEqual({
      code: 'BAD_REQUEST',
      message:
        'Translate every field that has English text before publishing: Summary, Body, Image description.',
    });
    expect(
      await failureOf(
        staff.translations.publish({ kind: 'broadcasts', id: item.id, locale: 'fr', published: true }),
      ),
    ).toEqual({
      code: 'NOT_FOUND',
      message: 'Translation not found',
    });
    expect((await failureOf(staff.translations.forItem({ kind: 'broadcasts', id: 999_999 }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await failureOf(api.caller().broadcasts.listPublic({ lang: 'es' as 'de' }))).code).toBe(
      'BAD_REQUEST',
    );
    expect((await failureOf(api.caller().translations.needsWork({}))).code).toBe('UNAUTHORIZED');
  });

  it('leaves an untranslated job out of another language when its kind does not fall back', async () => {
    const job = await staff.careers.create({
      title: 'Design Engineer',
      description: '<p>CAD</p>',
      status: 'published',
    });
    const visitor = api.caller();
    expect((await visitor.careers.listPublic({ lang: 'de' })).some((c) => c.id === job.id)).toBe(false);
    expect((await failureOf(visitor.careers.byIdPublic({ id: job.id, lang: 'de' }))).code).toBe('NOT_FOUND');
    await staff.translations.save({
      kind: 'careers',
      id: job.id,
      locale: 'de',
      fields: { title: 'Konstrukteur (m/w/d)', description: '<p>CAD</p>' },
      published: true,
    });
    expect((await visitor.careers.listPublic({ lang: 'de' })).find((c) => c.id === job.id)).toMatchObject({
      title: 'Konstrukteur (m/w/d)',
      lang: 'de',
    });
    expect(await statusOf(job.id, 'careers')).toEqual({ de: 'up-to-date', fr: 'missing' });
  });
});
