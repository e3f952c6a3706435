import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Alias, Plugin } from 'vite';

/**
 * The Latin files of the two variable fonts, as every first visit downloads them, made smaller:
 * the weight axis cut to the weights the site uses and the OpenType features cut to those it
 * shows. Every character of the face's unicode-range stays, so no glyph falls back to another
 * font. The other subsets (Latin Extended, Cyrillic, Greek, Vietnamese) are untouched: a browser
 * fetches them only for text that needs them.
 */
export interface LatinFont {
  /** The file as @fontsource-variable's wght.css names it. */
  file: string;
  package: string;
  weights: { min: number; max: number };
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const LATIN_FONTS: LatinFont[] = [
  // Body text: font-normal to font-bold.
  {
    file: 'inter-latin-wght-normal.woff2',
    package: '@fontsource-variable/inter',
    weights: { min: 400, max: 700 },
  },
  // Headings and the wordmark: font-medium to font-bold (and normal, for safety).
  {
    file: 'space-grotesk-latin-wght-normal.woff2',
    package: '@fontsource-variable/space-grotesk',
    weights: { min: 400, max: 700 },
  },
];

/**
 * The OpenType features the pages can show: kerning, ligatures, contextual alternates and marks,
 * plus `tnum` (`tabular-nums` on prices and counters) and `case`. Fractions (`frac`, `numr`,
 * `dnom`) and proportional figures go. (The body's `cv11` and `ss01` in styles.css are not in
 * @fontsource's Latin files to begin with.)
 */
export const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case'];

/** The unicode-range of @fontsource's `latin` faces: what the subset must still draw. */
const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export function latinText(): string {
  let text = '';
  for (const [from, to] of LATIN_RANGES) {
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The subset of `font` (its file's bytes in `source`). */
export function subsetLatinFont(
  font: LatinFont,
  source: Buffer,
  targetFormat: 'woff2' | 'sfnt' = 'woff2',
): Promise<Buffer> {
  return subsetFont(source, latinText(), {
    targetFormat,
    variationAxes: { wght: font.weights },
    keepFeatures: FEATURES,
  });
}

export function sourceFile(font: LatinFont, root = REPO_ROOT): string {
  return path.join(root, 'node_modules', font.package, 'files', font.file);
}

/** Writes the subset of `font` into `dir` (once per source and settings) and returns its path. */
async function writeSubset(font: LatinFont, dir: string): Promise<string> {
  const source = await readFile(sourceFile(font));
  const settings = JSON.stringify([font.weights, FEATURES, LATIN_RANGES]);
  const key = createHash('sha256').update(source).update(settings).digest('hex').slice(0, 12);
  const target = path.join(dir, key, font.file);
  const cached = await readFile(target).catch(() => undefined);
  if (cached) return target;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, await subsetLatinFont(font, source));
  return target;
}

/**
 * Points the stylesheet's `url(…/files/<latin file>)` at the subsets, written to
 * node_modules/.cache before the build. The file keeps its name, so the font preloads still
 * find it, and Vite hashes it by its own bytes as usual.
 */
export function latinFontSubsets(): Plugin {
  return {
    name: 'vitrine:latin-font-subsets',
    apply: 'build',
    async config() {
      const dir = path.join(REPO_ROOT, 'node_modules/.cache/latin-font-subsets');
      const alias: Alias[] = await Promise.all(
        LATIN_FONTS.map(async (font) => ({
          find: new RegExp(`^.*/files/${font.file.replace(/\./g, '\\.')}$`),
          replacement: await writeSubset(font, dir),
        })),
      );
      // Merged with the config's own aliases, not replacing them.
      return { resolve: { alias } };
    },
  };
}
