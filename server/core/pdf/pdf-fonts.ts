import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { woffToSfnt } from './woff-to-sfnt';

/*
 * The site's own typefaces (Space Grotesk for display, Inter for text), embedded in every
 * certificate and invoice so it prints the same anywhere. The site serves their variable WOFF2
 * files; a PDF embeds TrueType outlines, and fontkit (under pdfkit) cannot subset WOFF2 nor pick a
 * weight of a variable WOFF2, so the papers take the same families' static WOFF files
 * (@fontsource/inter, @fontsource/space-grotesk), unpacked once to TrueType (woff-to-sfnt.ts),
 * which pdfkit subsets into the PDF (decision 32).
 * Fontsource cuts each face into files by script (Latin, Latin Extended, Greek, Cyrillic,
 * Vietnamese, ...) and says in its unicode.json which characters each file draws; a character
 * goes to the first file that has it. Space Grotesk has no Greek nor Cyrillic: a display line
 * with a Δ or a Ж draws those letters in Inter of the same weight rather than as empty boxes.
 */

const require = createRequire(import.meta.url);

export type FaceName = 'display' | 'displayBold' | 'text' | 'textBold';
type Family = 'space-grotesk' | 'inter';

const FACES: Record<FaceName, { family: Family; weight: number }> = {
  display: { family: 'space-grotesk', weight: 300 },
  displayBold: { family: 'space-grotesk', weight: 600 },
  text: { family: 'inter', weight: 400 },
  textBold: { family: 'inter', weight: 600 },
};

/** The family a face falls back to for a character its own family does not draw. */
const FALLBACK: Family = 'inter';

function packageDir(family: Family): string {
  return path.dirname(require.resolve(`@fontsource/${family}/package.json`));
}

/** A file of a family: its subset's name, and the code point ranges it draws. */
interface Subset {
  name: string;
  ranges: [number, number][];
}

/** 'U+0000-00FF,U+0131' → [[0x0, 0xff], [0x131, 0x131]]. */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from!, 16);
    return [start, to ? Number.parseInt(to, 16) : start];
  });
}

const subsetsOf = new Map<Family, Subset[]>();

/** The family's files in the order they are tried: Latin first, as most text is Latin. */
function subsets(family: Family): Subset[] {
  let list = subsetsOf.get(family);
  if (!list) {
    const unicode = JSON.parse(readFileSync(path.join(packageDir(family), 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    const order = (name: string) => (name === 'latin' ? 0 : name === 'latin-ext' ? 1 : 2);
    list = Object.entries(unicode)
      .map(([name, ranges]) => ({ name, ranges: parseRanges(ranges) }))
      .sort((a, b) => order(a.name) - order(b.name));
    subsetsOf.set(family, list);
  }
  return list;
}

function draws(subset: Subset, codePoint: number): boolean {
  return subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

const cache = new Map<string, Buffer>();

function file(family: Family, subset: string, weight: number): { name: string; bytes: Buffer } {
  const name = `${family}-${subset}-${weight}`;
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = woffToSfnt(
      readFileSync(path.join(packageDir(family), 'files', `${family}-${subset}-${weight}-normal.woff`)),
    );
    cache.set(name, bytes);
  }
  return { name, bytes };
}

/** The file of `face` that draws `char`: its own family's, else the fallback's, else Latin. */
function fileFor(face: FaceName, char: string): { name: string; bytes: Buffer } {
  const { family, weight } = FACES[face];
  const codePoint = char.codePointAt(0)!;
  for (const candidate of [family, FALLBACK]) {
    const subset = subsets(candidate).find((each) => draws(each, codePoint));
    if (subset) return file(candidate, subset.name, weight);
  }
  return file(family, 'latin', weight);
}

/**
 * `text` cut into runs each drawn by one file (most text is one Latin run; 'Łukasz' is 'Ł' in
 * Latin Extended then 'ukasz' in Latin). Each file is read once per process.
 */
export function fontRuns(face: FaceName, text: string): { text: string; name: string; bytes: Buffer }[] {
  const runs: { text: string; name: string; bytes: Buffer }[] = [];
  for (const char of text) {
    const font = fileFor(face, char);
    const last = runs.at(-1);
    if (last && last.name === font.name) last.text += char;
    else runs.push({ text: char, ...font });
  }
  return runs;
}
