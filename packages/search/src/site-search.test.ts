import { Index } from 'flexsearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMIT, EXCERPT_RETURNED, EXCERPT_STORED, type SearchDocumentInput } from './document';
import { createSiteSearch } from './site-search';

const longText = Array.from({ length: 80 }, (_, i) => `articulating${i}`).join(' ');

const DOCS: SearchDocumentInput[] = [
  {
    id: 'p1',
    title: 'Needle Holder',
    text: 'Precise needle holder with suture cut',
    path: '/products#needle',
  },
  { id: 'p2', title: 'Careers', text: 'Open roles in design engineering', path: '/careers', type: 'page' },
  {
    id: 'b1',
    title: 'Congress keynote',
    text: 'We present the needle holder at the congress',
    type: 'Broadcast',
  },
  { id: 'p3', title: 'About', text: longText, url: '/about', image: '/team.jpg', date: '2025-03-01' },
];

const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createSiteSearch: documents', () => {
  it('generates stable ids doc-<n> for documents without one', () => {
    const input = [{ title: 'Alpha' }, { id: 'x', title: 'Beta' }, { title: 'Gamma' }];
    const first = createSiteSearch(input);
    expect(ids(first.search('a', { limit: 5 })).sort()).toEqual(['doc-1', 'doc-2', 'x']);
    expect(ids(first.search('gamma'))).toEqual(['doc-2']);
    expect(ids(createSiteSearch(input).search('gamma'))).toEqual(['doc-2']);
    first.replaceAll(input);
    expect(ids(first.search('gamma'))).toEqual(['doc-2']);
  });

  it('never lets a generated id overwrite a given one', () => {
    const s = createSiteSearch([{ id: 'doc-1', title: 'Given' }, { title: 'Generated' }]);
    expect(s.size).toBe(2);
    expect(ids(s.search('generated'))).toEqual(['doc-2']);
  });

  it('returns the stored fields, never the text, with at most 220 characters of excerpt', () => {
    const [hit] = createSiteSearch(DOCS).search('articulating7');
    expect(hit).toEqual({
      id: 'p3',
      title: 'About',
      path: '/about',
      excerpt: longText.slice(0, EXCERPT_RETURNED),
      type: 'page',
      image: '/team.jpg',
      date: '2025-03-01',
      lang: 'en',
      score: expect.any(Number),
    });
    expect(longText.length).toBeGreaterThan(EXCERPT_STORED);
  });

  it('indexes text that came from body or summary', () => {
    const s = createSiteSearch([
      { id: 'a', title: 'A', body: '<p>Laparoscopic <b>trainer</b></p>' },
      { id: 'b', title: 'B', summary: 'Grant of fifty lakh' },
    ]);
    expect(ids(s.search('trainer'))).toEqual(['a']);
    expect(ids(s.search('lakh'))).toEqual(['b']);
  });
});

describe('createSiteSearch: queries', () => {
  it('gives nothing for a blank or whitespace-only query', () => {
    const s = createSiteSearch(DOCS);
    expect(s.search('')).toEqual([]);
    expect(s.search('  \t\n ')).toEqual([]);
  });

  it('is case- and accent-insensitive', () => {
    const s = createSiteSearch([...DOCS, { id: 'fr', title: 'Pinces à CÔTÉ', text: 'Légère' }]);
    expect(ids(s.search('NEEDLE HOLDER'))).toEqual(ids(s.search('needle holder')));
    expect(ids(s.search('NeEdLe'))).toEqual(['p1', 'b1']);
    expect(ids(s.search('cote'))).toEqual(['fr']);
    expect(ids(s.search('LÉGÈRE'))).toEqual(['fr']);
  });

  it('ranks title matches above text matches, with decreasing scores', () => {
    const hits = createSiteSearch(DOCS).search('needle');
    expect(ids(hits)).toEqual(['p1', 'b1']);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it('matches a substring inside a word and inside a number (full tokenisation)', () => {
    const s = createSiteSearch([...DOCS, { id: 'n', title: 'Item code', text: 'Reference 1234567' }]);
    expect(ids(s.search('gress'))).toEqual(['b1']);
    expect(ids(s.search('olde'))).toEqual(['p1', 'b1']);
    expect(ids(s.search('3456'))).toEqual(['n']);
  });

  it('does not fold repeated letters: "ee" matches only words with a double e', () => {
    const s = createSiteSearch([
      { id: 'double', title: 'Needle', text: '' },
      { id: 'single', title: 'Neck', text: '' },
    ]);
    expect(ids(s.search('ee'))).toEqual(['double']);
    expect(ids(s.search('e')).sort()).toEqual(['double', 'single']);
  });

  it('needs every word of a multi-word query in the same field', () => {
    const s = createSiteSearch(DOCS);
    expect(ids(s.search('needle congress'))).toEqual(['b1']);
    expect(ids(s.search('holder precise'))).toEqual(['p1']);
  });

  it('finds exactly the documents with every word in one field, for generated queries', () => {
    let seed = 7;
    const rand = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed / 2 ** 32;
    };
    const vocab = [
      'bipolar',
      'forceps',
      'needle',
      'holder',
      'grasper',
      'hook',
      'sealer',
      'mv-1234',
      'dr',
      'kalo',
    ];
    const phrase = (n: number) =>
      Array.from({ length: n }, () => vocab[Math.floor(rand() * vocab.length)]).join(' ');
    const corpus = Array.from({ length: 300 }, (_, i) => ({
      id: `d${i}`,
      title: phrase(3),
      text: phrase(12),
    }));
    const s = createSiteSearch(corpus);
    const fragment = () => {
      const word = vocab[Math.floor(rand() * vocab.length)]!.replace('-', '');
      const start = Math.floor(rand() * 2);
      return word.slice(start, start + 2 + Math.floor(rand() * 4));
    };
    for (let i = 0; i < 60; i++) {
      const terms = Array.from({ length: 2 + Math.floor(rand() * 2) }, fragment);
      const holds = (field: string) => terms.every((t) => field.replace('-', ' ').includes(t));
      const expected = corpus.filter((d) => holds(d.title) || holds(d.text)).map((d) => d.id);
      if (!expected.length) continue;
      const found = ids(s.search(terms.join(' '), { limit: 1000 }));
      expect(found.sort(), terms.join(' ')).toEqual(expected.sort());
    }
  });

  it('lists each document once even when title and text both match', () => {
    const hits = createSiteSearch(DOCS).search('holder');
    expect(ids(hits)).toEqual(['p1', 'b1']);
  });

  it('retries the last word when the whole query has no indexed hit', () => {
    expect(ids(createSiteSearch(DOCS).search('zzzz careers'))).toEqual(['p2']);
    expect(ids(createSiteSearch(DOCS).search('needle zzzz'))).toEqual([]);
  });

  it('retries the last word as a prefix, ranking the word itself first', () => {
    const s = createSiteSearch([
      { id: 'inner', title: 'Telegrasping', text: '' },
      { id: 'prefix', title: 'Cobra grasper', text: '' },
      { id: 'word', title: 'Firm grasp', text: '' },
    ]);
    const partial = ids(s.search('qqq gras'));
    expect(partial.slice(0, 2).sort()).toEqual(['prefix', 'word']);
    expect(partial[2]).toBe('inner');
    expect(ids(s.search('qqq grasp'))).toEqual(['word', 'prefix', 'inner']);
    expect(ids(s.search('qqq graspe'))).toEqual(['prefix']);
  });

  it('does not retry a last word shorter than 2 characters', () => {
    const s = createSiteSearch([{ id: 'a', title: 'X-ray unit', text: '' }]);
    expect(s.search('zzzz x')).toEqual([]);
  });

  it('falls back to a plain substring match on title and text', () => {
    const s = createSiteSearch([
      { id: 'fw', title: 'Firmware', text: 'Written in C++ for the console' },
      { id: 'pl', title: 'Plain', text: 'No symbols here' },
    ]);
    // The encoder keeps only letters and digits, so "++" never reaches the index.
    expect(ids(s.search('++'))).toEqual(['fw']);
    expect(ids(s.search('c++ for'))).toEqual(['fw']);
  });

  it('finds text inside a word too long for the index through the substring scan', () => {
    const token = `${'k'.repeat(70)}needle${'q'.repeat(10)}`;
    const s = createSiteSearch([...DOCS, { id: 'long', title: 'Checksum', text: `value ${token} end` }]);
    expect(ids(s.search('kneedleq'))).toEqual(['long']);
    expect(ids(s.search('kkk'))).toEqual(['long']);
    expect(ids(s.search(`value ${token}`))).toEqual(['long']);
    expect(s.search(`needle ${token}`)).toEqual([]);
    s.remove('long');
    expect(s.search('kneedleq')).toEqual([]);
  });

  it('agrees with a plain substring check for queries the index misses', () => {
    const corpus = [
      ...DOCS,
      { id: 'x1', title: 'Co-axial shaft', text: 'Shaft 38 cm; jaw 18mm. Price: 3.5 lakh (approx.)' },
    ];
    const s = createSiteSearch(corpus);
    const probes = [
      'l sha',
      '8 cm;',
      'm. pr',
      '3.5 l',
      '(approx',
      'x-ax',
      'cut, w',
      'zzzz',
      'at the c',
      'holder w',
    ];
    for (const probe of probes) {
      const expected = corpus
        .filter((d) => `${d.title}\n${d.text ?? ''}`.toLowerCase().includes(probe))
        .map((d) => String(d.id));
      expect(ids(s.search(probe)).sort(), probe).toEqual(expect.arrayContaining(expected.sort()));
    }
  });

  it('filters by a list of types, case-insensitively, also in the fallbacks', () => {
    const s = createSiteSearch(DOCS);
    expect(ids(s.search('needle', { types: ['BROADCAST'] }))).toEqual(['b1']);
    expect(ids(s.search('needle', { types: ['career', ' Page '] }))).toEqual(['p1']);
    expect(s.search('needle', { types: ['career'] })).toEqual([]);
    expect(ids(s.search('zzzz congress', { types: ['broadcast'] }))).toEqual(['b1']);
    expect(ids(s.search('needle', { types: [] }))).toEqual(['p1', 'b1']);
  });

  it('still fills the page when the wanted type ranks far down', () => {
    const pages = Array.from({ length: 60 }, (_, i) => ({
      id: `p${i}`,
      title: `Forceps ${i}`,
      text: 'forceps',
    }));
    const s = createSiteSearch([
      ...pages,
      { id: 'v', title: 'Video', text: 'late mention of forceps', type: 'video' },
    ]);
    expect(ids(s.search('forceps', { types: ['video'], limit: 1 }))).toEqual(['v']);
  });

  it('returns 10 results by default and honours an explicit limit', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ title: `Grasper ${i}`, text: 'cobra grasper' }));
    const s = createSiteSearch(many);
    expect(s.search('grasper')).toHaveLength(DEFAULT_LIMIT);
    expect(s.search('grasper', { limit: 3 })).toHaveLength(3);
    expect(s.search('grasper', { limit: 100 })).toHaveLength(25);
    expect(s.search('grasper', { limit: Number.NaN })).toHaveLength(DEFAULT_LIMIT);
    expect(s.search('grasper', { limit: 0 })).toHaveLength(DEFAULT_LIMIT);
  });
});

describe('createSiteSearch: updates', () => {
  it('replaces a document added again with the same id', () => {
    const s = createSiteSearch(DOCS);
    s.add({ id: 'p2', title: 'Jobs', text: 'internships', type: 'Career' });
    expect(s.size).toBe(DOCS.length);
    expect(s.search('careers')).toEqual([]);
    expect(s.search('internships')).toMatchObject([{ id: 'p2', title: 'Jobs', type: 'career' }]);
  });

  it('removes by id, string or number, and ignores unknown ids', () => {
    const s = createSiteSearch([...DOCS, { id: 7, title: 'Needle seven' }]);
    s.remove('p1');
    s.remove(7);
    s.remove('missing');
    expect(ids(s.search('needle'))).toEqual(['b1']);
    expect(s.size).toBe(DOCS.length - 1);
  });

  it('replaces everything with replaceAll', () => {
    const s = createSiteSearch(DOCS);
    s.replaceAll([{ id: 'n', title: 'New page' }]);
    expect(s.size).toBe(1);
    expect(s.search('needle')).toEqual([]);
    expect(ids(s.search('new'))).toEqual(['n']);
  });

  it('adds documents one by one to an empty index', () => {
    const s = createSiteSearch();
    expect(s.size).toBe(0);
    expect(s.search('needle')).toEqual([]);
    s.add({ title: 'Needle holder' });
    expect(ids(s.search('needle'))).toEqual(['doc-1']);
  });
});

describe('createSiteSearch: failures', () => {
  it('returns [] instead of throwing when the index fails', () => {
    const s = createSiteSearch(DOCS);
    vi.spyOn(Index.prototype, 'search').mockImplementation(() => {
      throw new Error('index broken');
    });
    expect(s.search('needle')).toEqual([]);
    vi.restoreAllMocks();
    expect(ids(s.search('needle'))).toEqual(['p1', 'b1']);
  });

  it('returns [] for options that throw when read', () => {
    const hostile = Object.defineProperty({}, 'limit', {
      get() {
        throw new Error('boom');
      },
    });
    expect(createSiteSearch(DOCS).search('needle', hostile)).toEqual([]);
  });

  it('skips entries of the document list that are not objects', () => {
    const s = createSiteSearch([null, 'text', { title: 'Needle' }]);
    expect(s.size).toBe(1);
    expect(ids(s.search('needle'))).toEqual(['doc-1']);
  });
});
