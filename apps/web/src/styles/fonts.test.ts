// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const fontFaces = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/["']/g, '')
    .replace(/\s+/g, '')
    .replace(/url\(\.\/files\//g, 'url(@fontsource-variable/inter/files/');

// fonts.css is @fontsource-variable/inter's index.css with one range taken out: an upgrade of the
// package that changes its faces fails here until the copy is made again.
describe('fonts.css', () => {
  it('declares the package’s Inter faces, without the currency signs in Latin Extended', () => {
    const ours = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
    const theirs = readFileSync(require.resolve('@fontsource-variable/inter/index.css'), 'utf8');
    expect(fontFaces(ours)).toBe(
      fontFaces(theirs).replace('U+2020,U+20A0-20AB,U+20AD-20C0,U+2113', 'U+2020,U+2113'),
    );
  });
});
