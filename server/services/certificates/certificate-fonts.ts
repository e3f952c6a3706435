import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * The site's own typefaces (Space Grotesk for display, Inter for text), embedded in every
 * certificate so it prints the same anywhere. The site serves their variable WOFF2 files; a
 * PDF embeds TrueType outlines, and fontkit (under pdfkit) cannot subset WOFF2 nor pick a weight
 * of a variable WOFF2, so the certificate takes the same families' static WOFF files
 * (@fontsource/inter, @fontsource/space-grotesk), which it subsets into the PDF (decision 32).
 * Each face comes in its Latin file, with Latin Extended beside it for names that need it.
 */

const require = createRequire(import.meta.url);

export type FaceName = 'display' | 'displayBold' | 'text' | 'textBold';

const FACES: Record<FaceName, { family: 'space-grotesk' | 'inter'; weight: number }> = {
  display: { family: 'space-grotesk', weight: 300 },
  displayBold: { family: 'space-grotesk', weight: 600 },
  text: { family: 'inter', weight: 400 },
  textBold: { family: 'inter', weight: 600 },
};

const SUBSETS = ['latin', 'latin-ext'] as const;

function fontFile(family: string, subset: string, weight: number): Buffer {
  const packageJson = require.resolve(`@fontsource/${family}/package.json`);
  return readFileSync(
    path.join(path.dirname(packageJson), 'files', `${family}-${subset}-${weight}-normal.woff`),
  );
}

const cache = new Map<string, Buffer>();

/**
 * Whether the Latin file draws the character: Fontsource's Latin subset is Basic Latin and
 * Latin-1, the general punctuation block, and the euro and trademark signs; anything else (a Ł,
 * an ő) is in the Latin Extended file, which lacks Basic Latin itself.
 */
function isLatin(char: string): boolean {
  const cp = char.codePointAt(0)!;
  return cp <= 0xff || (cp >= 0x2000 && cp <= 0x206f) || cp === 0x20ac || cp === 0x2122;
}

function file(face: FaceName, subset: (typeof SUBSETS)[number]): { name: string; bytes: Buffer } {
  const { family, weight } = FACES[face];
  const name = `${face}-${subset}`;
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = fontFile(family, subset, weight);
    cache.set(name, bytes);
  }
  return { name, bytes };
}

/**
 * `text` cut into runs each drawn by one file of `face` (most text is one Latin run; 'Łukasz'
 * is 'Ł' in Latin Extended then 'ukasz' in Latin). Each file is read once per process.
 */
export function fontRuns(face: FaceName, text: string): { text: string; name: string; bytes: Buffer }[] {
  const runs: { text: string; name: string; bytes: Buffer }[] = [];
  for (const char of text) {
    const font = file(face, isLatin(char) ? 'latin' : 'latin-ext');
    const last = runs.at(-1);
    if (last && last.name === font.name) last.text += char;
    else runs.push({ text: char, ...font });
  }
  return runs;
}
