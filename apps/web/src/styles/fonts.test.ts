// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileOf, fontsCss, packageFaces, subsetFace, WEIGHTS } from '../../scripts/inter-subsets.mjs';

const styles = fileURLToPath(new URL('.', import.meta.url));
const src = path.join(styles, '..');
const uiSrc = path.join(src, '../../../packages/ui/src');

/** Every file under `dir` (recursively) whose name ends with one of `endings`. */
const filesIn = (dir: string, endings: string[]): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'node_modules'
        ? []
        : filesIn(path.join(dir, e.name), endings)
      : endings.some((end) => e.name.endsWith(end)) && !e.name.includes('.test.')
        ? [path.join(dir, e.name)]
        : [],
  );

describe('the site’s Inter files (scripts/inter-subsets.mjs)', () => {
  it('fonts.css declares the package’s faces and ranges, from the committed files, at the weights kept', () => {
    const ours = readFileSync(path.join(styles, 'fonts.css'), 'utf8');
    expect(ours).toBe(fontsCss(packageFaces()));
    expect(ours).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
    // The Latin Extended face leaves the currency signs to the system's font (one sign must not fetch 50 KB).
    expect(ours).toContain('U+1EF2-1EFF, U+2020, U+2113, U+2C60-2C7F');
    for (const face of packageFaces())
      expect(readdirSync(path.join(styles, 'fonts'))).toContain(fileOf(face.subset));
  });

  it('the committed Latin file is what the script makes from the installed package, and smaller', async () => {
    const latin = packageFaces().find((f) => f.subset === 'latin')!;
    const committed = readFileSync(path.join(styles, 'fonts', fileOf('latin')));
    expect((await subsetFace(latin)).equals(committed)).toBe(true);
    expect(committed.length).toBeLessThan(0.7 * readFileSync(latin.source).length);
  });

  it('no stylesheet or component asks for a weight the files do not have', () => {
    const asked: string[] = [];
    for (const file of [...filesIn(src, ['.css', '.tsx']), ...filesIn(uiSrc, ['.css', '.tsx'])]) {
      if (file.endsWith('fonts.css')) continue;
      const text = readFileSync(file, 'utf8');
      for (const [, w] of text.matchAll(/font-?[wW]eight[:=]\s*["'{]?\s*(\w+)/g))
        asked.push(`${w} in ${file}`);
    }
    expect(asked.length).toBeGreaterThan(10);
    const outside = asked.filter((entry) => {
      const w = entry.split(' ')[0]!;
      const n = w === 'bold' ? 700 : w === 'normal' ? 400 : Number(w);
      return !(n >= WEIGHTS.min && n <= WEIGHTS.max);
    });
    expect(outside).toEqual([]);
  });
});
