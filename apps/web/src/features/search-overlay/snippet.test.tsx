import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlighted, shortenAtWord } from './snippet';

describe('search snippets', () => {
  it('keeps a short text whole', () => {
    expect(shortenAtWord('Eight degrees of freedom.', 200)).toBe('Eight degrees of freedom.');
  });

  it('cuts a long text at the last whole word and adds an ellipsis', () => {
    const text = 'The articulating wrist bends in two planes while the jaws rotate';
    const out = shortenAtWord(text, 30);
    expect(out).toBe('The articulating wrist bends…');
    expect(out.length).toBeLessThanOrEqual(31);
  });

  it('drops a trailing comma before the ellipsis', () => {
    expect(shortenAtWord('Needle holder, suture cut and more words here', 15)).toBe('Needle holder…');
  });

  it('marks every occurrence of the query words, whatever their case', () => {
    const { container } = render(
      <p>
        <Highlighted text="Wrist articulation: the wrist bends" query="WRIST bend" />
      </p>,
    );
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Wrist', 'wrist', 'bend']);
    expect(container.textContent).toBe('Wrist articulation: the wrist bends');
  });

  it('treats regular-expression characters in the query as text', () => {
    const { container } = render(<Highlighted text="price (approx.) 8 mm" query="(approx.)" />);
    expect(container.querySelector('mark')?.textContent).toBe('(approx.)');
  });
});
