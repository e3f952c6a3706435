import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  LATIN_FONTS,
  latinText,
  partCodePoints,
  sourceFile,
  splitLatinFace,
  subsetLatinFont,
  unicodeRange,
} from './latin-font-subsets';

function face(sfnt: Buffer): Face {
  return new Face(new Blob(sfnt));
}

function features(font: Face): string[] {
  return [...new Set([...font.getTableFeatureTags('GSUB'), ...font.getTableFeatureTags('GPOS')])].sort();
}

/** What one window of a new connection carries under Lighthouse's simulated phone. */
const FIRST_WINDOW_BYTES = 14_600;

describe.each(LATIN_FONTS)('the Latin parts of $file', (font) => {
  it('draw together every character the original Latin file draws, at the site weights, with the features pages show', async () => {
    const source = await readFile(sourceFile(font));
    // The original, only decoded from woff2: every character, feature and weight it has.
    const original = face(await subsetFont(source, latinText(), { targetFormat: 'sfnt' }));
    const core = face(await subsetLatinFont(font, source, 'core', 'sfnt'));
    const rest = face(await subsetLatinFont(font, source, 'rest', 'sfnt'));

    const drawn = [...core.collectUnicodes(), ...rest.collectUnicodes()].sort((a, b) => a - b);
    expect(drawn).toEqual([...original.collectUnicodes()].sort((a, b) => a - b));
    for (const part of [core, rest]) expect(part.getAxisInfos().wght).toMatchObject({ min: 400, max: 700 });
    // A part keeps a feature where it has glyphs the feature applies to (marks only in the rest).
    const kept = [...new Set([...features(core), ...features(rest)])].sort();
    expect(kept).toEqual(features(original).filter((tag) => FEATURES.includes(tag)));
    expect(features(core)).toEqual(expect.arrayContaining(['kern', 'tnum']));
  });

  it('preloads a core that fits one first window and draws the copy of every page', async () => {
    const core = await subsetLatinFont(font, await readFile(sourceFile(font)), 'core');
    expect(core.length).toBeLessThan(FIRST_WINDOW_BYTES);
    const coreText = latinText('core');
    for (const character of 'Chrome Nostalgia — “Hero Kid”, 12″? No: 54 × 30 cm… © 2026 · €1,200 & $900!') {
      if (character === '″') continue; // a double prime is not Latin: another face draws it
      expect(coreText).toContain(character);
    }
  });
});

describe('the split stylesheet', () => {
  const inter = LATIN_FONTS[0]!;
  const css = [
    '/* inter-latin-ext-wght-normal */',
    "@font-face {\n  font-family: 'Inter Variable';\n  src: url(./files/inter-latin-ext-wght-normal.woff2) format('woff2-variations');\n  unicode-range: U+0100-02BA;\n}",
    '/* inter-latin-wght-normal */',
    "@font-face {\n  font-family: 'Inter Variable';\n  font-display: swap;\n  src: url(./files/inter-latin-wght-normal.woff2) format('woff2-variations');\n  unicode-range: U+0000-00FF,U+2000-206F;\n}",
  ].join('\n');
  const root = '/repo';
  const dir = '/repo/node_modules/.cache/latin-font-subsets/abc/@fontsource-variable/inter';
  const split = splitLatinFace(css, inter, dir, root);

  it('replaces the Latin face by a core and a rest face with their own files and ranges', () => {
    expect(split).not.toContain('inter-latin-wght-normal.woff2');
    expect(split).toContain(
      `url(./inter-latin-core-wght-normal.woff2) format('woff2-variations');\n  unicode-range: ${unicodeRange(partCodePoints('core'))};`,
    );
    expect(split).toContain(
      `url(./inter-latin-rest-wght-normal.woff2) format('woff2-variations');\n  unicode-range: ${unicodeRange(partCodePoints('rest'))};`,
    );
    expect(split.match(/font-display: swap/g)).toHaveLength(2);
  });

  it('points the other faces at the package files from where the stylesheet is written', () => {
    const relative = path.posix.relative(dir, '/repo/node_modules/@fontsource-variable/inter/files');
    expect(split).toContain(`url(${relative}/inter-latin-ext-wght-normal.woff2)`);
  });

  it('writes ranges as CSS runs', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0x3d, 0x2013, 0x2014])).toBe('U+0020-0022,U+003D,U+2013-2014');
  });
});
