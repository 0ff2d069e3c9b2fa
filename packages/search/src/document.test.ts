import { describe, expect, it } from 'vitest';
import { EXCERPT_STORED, normalizeDocument, normalizeQuery, type SearchDocumentInput } from './document';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('normalizeDocument', () => {
  it('takes text first, then body, then summary (docs/product.md §3)', () => {
    expect(normalizeDocument({ title: 't', text: 'T', body: 'B', summary: 'S' }, 'x').text).toBe('T');
    expect(normalizeDocument({ title: 't', body: 'B', summary: 'S' }, 'x').text).toBe('B');
    expect(normalizeDocument({ title: 't', summary: 'S' }, 'x').text).toBe('S');
    expect(normalizeDocument({ title: 't' }, 'x').text).toBe('');
  });

  it('skips a text or body that is blank once tags are stripped', () => {
    expect(normalizeDocument({ title: 't', text: '  ', body: '<p> </p>', summary: 'S' }, 'x').text).toBe('S');
  });

  it('strips HTML, drops script and style blocks, decodes entities and collapses whitespace', () => {
    const body =
      '<h2>Needle\n holder</h2><script>alert(1)</script><style>p{}</style><p>A &amp; B&nbsp;&#8211; 3 < 5</p>';
    expect(normalizeDocument({ title: '<b>Title</b>', body }, 'x')).toMatchObject({
      title: 'Title',
      text: 'Needle holder A & B – 3 < 5',
    });
  });

  it('keeps a given id as a string and uses the fallback for a missing or blank one', () => {
    expect(normalizeDocument({ id: 12, title: 't' }, 'doc-1').id).toBe('12');
    expect(normalizeDocument({ id: 'page:/about', title: 't' }, 'doc-1').id).toBe('page:/about');
    expect(normalizeDocument({ title: 't' }, 'doc-7').id).toBe('doc-7');
    expect(normalizeDocument({ id: '  ', title: 't' }, 'doc-8').id).toBe('doc-8');
  });

  it('stores the first 300 characters of text as the default excerpt', () => {
    const text = words(200);
    const doc = normalizeDocument({ title: 't', text }, 'x');
    expect(doc.excerpt).toHaveLength(EXCERPT_STORED);
    expect(doc.excerpt).toBe(text.slice(0, EXCERPT_STORED));
    expect(doc.text).toBe(text);
  });

  it('keeps a given excerpt, stripped and cut to 300 characters', () => {
    expect(normalizeDocument({ title: 't', text: 'long text', excerpt: '<i>short</i>' }, 'x').excerpt).toBe(
      'short',
    );
    expect(normalizeDocument({ title: 't', excerpt: words(200) }, 'x').excerpt).toHaveLength(EXCERPT_STORED);
  });

  it('does not split a surrogate pair when cutting the excerpt', () => {
    const text = `${'a'.repeat(EXCERPT_STORED - 1)}😀 tail`;
    expect(normalizeDocument({ title: 't', text }, 'x').excerpt).toBe('a'.repeat(EXCERPT_STORED - 1));
  });

  it('lowercases the type and defaults it to page', () => {
    expect(normalizeDocument({ title: 't', type: ' Broadcast ' }, 'x').type).toBe('broadcast');
    expect(normalizeDocument({ title: 't' }, 'x').type).toBe('page');
    expect(normalizeDocument({ title: 't', type: '' }, 'x').type).toBe('page');
  });

  it('takes the path, then the url, else an empty path; image and date default to null', () => {
    expect(normalizeDocument({ title: 't', path: '/a', url: '/b' }, 'x').path).toBe('/a');
    expect(normalizeDocument({ title: 't', url: '/news' }, 'x').path).toBe('/news');
    expect(normalizeDocument({ title: 't' }, 'x')).toMatchObject({ path: '', image: null, date: null });
    expect(normalizeDocument({ title: 't', image: '/i.png', date: '2025-01-02' }, 'x')).toMatchObject({
      image: '/i.png',
      date: '2025-01-02',
    });
  });

  it('tolerates non-string fields from a hand-written JSON file', () => {
    const input = { title: 42, text: null, body: { html: 'x' }, type: 7 };
    expect(normalizeDocument(input, 'x')).toMatchObject({ title: '42', text: '', type: '7' });
  });
});

describe('normalizeQuery', () => {
  it('trims and lowercases (docs/product.md §5)', () => {
    expect(normalizeQuery('  Needle HOLDER \n')).toBe('needle holder');
    expect(normalizeQuery('   ')).toBe('');
    expect(normalizeQuery(undefined)).toBe('');
  });
});
