import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml, stripHtml } from './sanitize';

describe('sanitizeRichHtml', () => {
  it('removes script and style blocks with their content', () => {
    expect(sanitizeRichHtml('<p>a</p><script>alert(1)</script><style>p{color:red}</style>')).toBe('<p>a</p>');
  });
  it('removes inline event handlers', () => {
    expect(sanitizeRichHtml('<p onclick="x()" onmouseover="y()">a</p>')).toBe('<p>a</p>');
  });
  it('removes javascript: links and image sources', () => {
    const out = sanitizeRichHtml(
      '<a href="javascript:alert(1)">x</a><img src="javascript:alert(1)" alt="i">',
    );
    expect(out).not.toContain('javascript:');
  });
  it('keeps formatting and safe links, adding rel to new-tab links', () => {
    expect(
      sanitizeRichHtml(
        '<h3>T</h3><ul><li><strong>b</strong></li></ul><a href="https://x.org" target="_blank">x</a>',
      ),
    ).toBe(
      '<h3>T</h3><ul><li><strong>b</strong></li></ul><a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it('drops iframes and forms entirely', () => {
    expect(sanitizeRichHtml('<iframe src="https://evil.example"></iframe><form><input></form>ok')).toBe('ok');
  });
});

describe('stripHtml', () => {
  it('gives plain text with collapsed whitespace', () => {
    expect(stripHtml('<p>Hello   <b>world</b></p>\n<p>again</p>')).toBe('Hello world again');
  });
});
