import { readFile } from 'node:fs/promises';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { FEATURES, LATIN_FONTS, latinText, sourceFile, subsetLatinFont } from './latin-font-subsets';

function face(sfnt: Buffer): Face {
  return new Face(new Blob(sfnt));
}

function features(font: Face): string[] {
  return [...new Set([...font.getTableFeatureTags('GSUB'), ...font.getTableFeatureTags('GPOS')])].sort();
}

describe.each(LATIN_FONTS)('the Latin subset of $file', (font) => {
  it('draws every character the original Latin file draws, at the site weights, with the features pages show, in far fewer bytes', async () => {
    const source = await readFile(sourceFile(font));
    // The original, only decoded from woff2: every character, feature and weight it has.
    const original = face(await subsetFont(source, latinText(), { targetFormat: 'sfnt' }));
    const subset = face(await subsetLatinFont(font, source, 'sfnt'));

    expect([...subset.collectUnicodes()]).toEqual([...original.collectUnicodes()]);
    expect(subset.getAxisInfos().wght).toMatchObject({ min: 400, max: 700 });
    expect(features(subset)).toEqual(features(original).filter((tag) => FEATURES.includes(tag)));
    expect(features(subset)).toEqual(expect.arrayContaining(['kern', 'tnum']));

    const woff2 = await subsetLatinFont(font, source);
    expect(woff2.length).toBeLessThan(source.length * 0.9);
  });
});
