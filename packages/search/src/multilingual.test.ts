import { describe, expect, it } from 'vitest';
import type { SearchDocumentInput } from './document';
import { stemOf } from './language';
import { createMultilingualSearch } from './multilingual';
import { createSiteSearch } from './site-search';

const DOCS: SearchDocumentInput[] = [
  {
    id: 'page:/products',
    lang: 'en',
    title: 'Articulate 8 instruments',
    text: 'Reusable articulating laparoscopic instruments with 8 degrees of freedom.',
    path: '/products',
  },
  {
    id: 'page:/products',
    lang: 'de',
    title: 'Articulate 8 Instrumente',
    text: 'Wiederverwendbare, abwinkelbare laparoskopische Instrumente mit 8 Freiheitsgraden.',
    path: '/products',
  },
  {
    id: 'page:/products',
    lang: 'fr',
    title: 'Instruments Articulate 8',
    text: 'Instruments laparoscopiques articulés et réutilisables, conçus pour la précision du geste.',
    path: '/products',
  },
  { id: 'page:/about', lang: 'en', title: 'About us', text: 'Our story and our team.', path: '/about' },
  {
    id: 'page:/about',
    lang: 'de',
    title: 'Über uns',
    text: 'Unsere Geschichte und das Instrument, mit dem alles begann.',
    path: '/about',
  },
  // Content with no translation yet: English only.
  {
    id: 'video-1',
    title: 'Needle holder instrument in a hernia repair',
    text: 'A surgeon uses the needle holder.',
    path: '/videos#surgery',
    type: 'video',
  },
];

const found = (hits: { id: string; lang: string }[]) => hits.map((h) => `${h.lang}:${h.id}`);

describe('German', () => {
  it('stems with FlexSearch’s German endings', () => {
    expect(stemOf('de', 'instrumente')).toBe('instrument');
    expect(stemOf('de', 'instrumenten')).toBe('instrument');
    expect(stemOf('de', 'instrument')).toBe('instrument');
    expect(stemOf('en', 'instruments')).toBeNull();
  });

  it('finds a German page by another form of its words', () => {
    const s = createMultilingualSearch(DOCS);
    // "Instrumente" on the page, "Instrument" typed: a substring; the other way round: the same stem.
    expect(found(s.search('Instrument', { lang: 'de', limit: 2 }))).toEqual([
      'de:page:/products',
      'de:page:/about',
    ]);
    expect(found(s.search('Instrumente', { lang: 'de', limit: 2 }))).toEqual([
      'de:page:/products',
      'de:page:/about',
    ]);
    expect(found(s.search('laparoskopischen Instrumenten', { lang: 'de', limit: 1 }))).toEqual([
      'de:page:/products',
    ]);
  });

  it('matches umlauts and ß typed with or without them', () => {
    const s = createSiteSearch([{ id: 'g', lang: 'de', title: 'Größe und Übersicht' }], { lang: 'de' });
    expect(s.search('übersicht')).toHaveLength(1);
    expect(s.search('ubersicht')).toHaveLength(1);
    expect(s.search('GROSSE')).toHaveLength(1);
  });
});

describe('French', () => {
  it('finds accented words from a query without accents, and the other way round', () => {
    const s = createMultilingualSearch(DOCS);
    expect(found(s.search('precision', { lang: 'fr', limit: 1 }))).toEqual(['fr:page:/products']);
    expect(found(s.search('réutilisables', { lang: 'fr', limit: 1 }))).toEqual(['fr:page:/products']);
    expect(found(s.search('ARTICULES', { lang: 'fr', limit: 1 }))).toEqual(['fr:page:/products']);
  });

  it('stems with FlexSearch’s French endings', () => {
    const s = createSiteSearch([{ id: 'f', lang: 'fr', title: 'La précision du geste' }], { lang: 'fr' });
    expect(s.search('précisions')).toHaveLength(1);
    expect(s.search('PRECISIONS')).toHaveLength(1);
  });
});

describe('the visitor’s language first', () => {
  it('answers in the visitor’s language, then in English for what has no translation', () => {
    const s = createMultilingualSearch(DOCS);
    const hits = s.search('instrument', { lang: 'de' });
    expect(found(hits)).toEqual(['de:page:/products', 'de:page:/about', 'en:video-1']);
  });

  it('never shows the English of an item that has a version in the visitor’s language', () => {
    const s = createMultilingualSearch(DOCS);
    // "story" is only in the English About page; the German visitor has a German About page.
    expect(s.search('story', { lang: 'de' })).toEqual([]);
    expect(found(s.search('story', { lang: 'fr' }))).toEqual(['en:page:/about']);
    expect(found(s.search('story'))).toEqual(['en:page:/about']);
  });

  it('answers in English for an English visitor and for an unknown language', () => {
    const s = createMultilingualSearch(DOCS);
    expect(found(s.search('instruments', { lang: 'en', limit: 1 }))).toEqual(['en:page:/products']);
    expect(found(s.search('instruments', { lang: 'xx', limit: 1 }))).toEqual(['en:page:/products']);
  });

  it('honours the limit across languages and the type filter', () => {
    const s = createMultilingualSearch(DOCS);
    expect(s.search('instrument', { lang: 'de', limit: 1 })).toHaveLength(1);
    expect(found(s.search('instrument', { lang: 'de', types: ['video'] }))).toEqual(['en:video-1']);
  });

  it('adds, replaces and removes one language’s version', () => {
    const s = createMultilingualSearch(DOCS);
    s.add({ id: 'video-1', lang: 'de', title: 'Nadelhalter bei der Hernienreparatur', type: 'video' });
    expect(found(s.search('nadelhalter', { lang: 'de' }))).toEqual(['de:video-1']);
    // The English of a translated item no longer answers a German visitor.
    expect(s.search('needle', { lang: 'de' })).toEqual([]);
    s.removeIn('de', 'video-1');
    expect(found(s.search('needle', { lang: 'de' }))).toEqual(['en:video-1']);
    s.remove('page:/products');
    expect(s.sizes()).toEqual({ en: 2, de: 1, fr: 0 });
  });

  it('rebuilds in slices, answering from the old index until the new one is complete', async () => {
    const s = createMultilingualSearch(DOCS);
    let pauses = 0;
    const rebuilt = s.replaceAllInSlices(
      [{ id: 'n', lang: 'de', title: 'Neues Instrument' }],
      async () => {
        pauses++;
      },
      0,
    );
    expect(s.sizes().de).toBe(2);
    await rebuilt;
    expect(pauses).toBeGreaterThan(0);
    expect(s.sizes()).toEqual({ en: 0, de: 1, fr: 0 });
    expect(found(s.search('instrumente', { lang: 'de' }))).toEqual(['de:n']);
  });
});
