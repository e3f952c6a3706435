import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Alias, Plugin } from 'vite';

/**
 * The Latin files of the two variable fonts, as every first visit downloads them, made smaller
 * and split in two:
 *
 * - the core: the characters of English text and the site's own copy (letters, figures, common
 *   punctuation, typographic quotes and dashes, ©, ×, €). Every page draws its first screen with
 *   it, so it is the file the pages preload;
 * - the rest of @fontsource's Latin range (accented letters, rare ASCII signs such as [ ] { } _ ~,
 *   the other General Punctuation), which a browser fetches only for a page whose text uses them.
 *
 * Both have the weight axis cut to the weights the site uses and the OpenType features cut to
 * those it shows, and together they draw every character the original Latin file draws. Under
 * Lighthouse's model of a phone (150 ms round trips, 1.6 Mbps, a new connection's first window
 * of 14.6 kB), a file that fits one window arrives a round trip earlier: the core files are
 * 13.8 and 11.5 kB where the whole Latin files were 29.2 and 20.4 kB. The other subsets (Latin
 * Extended, Cyrillic, Greek, Vietnamese) are untouched.
 */
export interface LatinFont {
  package: string;
  /** The Latin file as @fontsource-variable's wght.css names it. */
  file: string;
  weights: { min: number; max: number };
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const LATIN_FONTS: LatinFont[] = [
  // Body text: font-normal to font-bold.
  {
    package: '@fontsource-variable/inter',
    file: 'inter-latin-wght-normal.woff2',
    weights: { min: 400, max: 700 },
  },
  // Headings and the wordmark: font-medium to font-bold (and normal, for safety).
  {
    package: '@fontsource-variable/space-grotesk',
    file: 'space-grotesk-latin-wght-normal.woff2',
    weights: { min: 400, max: 700 },
  },
];

/**
 * The OpenType features the pages can show: kerning, ligatures, marks, plus `tnum`
 * (`tabular-nums` on prices and counters) and `case`. Fractions (`frac`, `numr`, `dnom`) and
 * proportional figures go, and so do contextual alternates (`calt`): Inter's (arrows drawn from
 * `->`, a colon raised between figures) are 3.8 kB of its core file, which then no longer fits
 * one window. (The body's `cv11` and `ss01` in styles.css are not in @fontsource's Latin files to
 * begin with.)
 */
export const FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case'];

type Range = [number, number];

/** The unicode-range of @fontsource's `latin` faces: what the two parts together must draw. */
const LATIN_RANGES: Range[] = [
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

/** Printable ASCII but for the signs prose rarely uses, and the typography the copy uses. */
const CORE_RANGES: Range[] = [
  [0x0020, 0x003b], // space to ; (figures, common punctuation)
  [0x003d, 0x003d], // =
  [0x003f, 0x005a], // ? @ A-Z
  [0x0061, 0x007a], // a-z
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // ©
  [0x00ae, 0x00ae], // ®
  [0x00b7, 0x00b7], // ·
  [0x00d7, 0x00d7], // ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

function codePoints(ranges: Range[]): Set<number> {
  const points = new Set<number>();
  for (const [from, to] of ranges) for (let code = from; code <= to; code++) points.add(code);
  return points;
}

const LATIN = codePoints(LATIN_RANGES);
const CORE = codePoints(CORE_RANGES);

export type LatinPart = 'core' | 'rest';

/** The code points of a part, ascending. */
export function partCodePoints(part: LatinPart): number[] {
  return [...LATIN].filter((code) => CORE.has(code) === (part === 'core')).sort((a, b) => a - b);
}

export function latinText(part?: LatinPart): string {
  const points = part ? partCodePoints(part) : [...LATIN];
  return String.fromCodePoint(...points);
}

/** A CSS unicode-range for ascending code points, each run written as from-to: `U+0020-003B`. */
export function unicodeRange(points: number[]): string {
  const runs: Range[] = [];
  for (const code of points) {
    const last = runs.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** `inter-latin-wght-normal.woff2` -> `inter-latin-core-wght-normal.woff2`. */
export function partFile(font: LatinFont, part: LatinPart): string {
  return font.file.replace('-latin-', `-latin-${part}-`);
}

/** A part of `font` (its file's bytes in `source`). */
export function subsetLatinFont(
  font: LatinFont,
  source: Buffer,
  part: LatinPart,
  targetFormat: 'woff2' | 'sfnt' = 'woff2',
): Promise<Buffer> {
  return subsetFont(source, latinText(part), {
    targetFormat,
    variationAxes: { wght: font.weights },
    keepFeatures: FEATURES,
  });
}

export function sourceFile(font: LatinFont, root = REPO_ROOT): string {
  return path.join(root, 'node_modules', font.package, 'files', font.file);
}

const WGHT_CSS = 'wght.css';

/**
 * The package's wght.css with its Latin face replaced by the two parts' faces. The urls are
 * relative to `dir`, where the stylesheet is written: Tailwind rebases an imported stylesheet's
 * urls from its own folder.
 */
export function splitLatinFace(css: string, font: LatinFont, dir: string, root = REPO_ROOT): string {
  const filesDir = path.join(root, 'node_modules', font.package, 'files');
  const toPackageFiles = path.relative(dir, filesDir).split(path.sep).join('/');
  const rebased = css.replaceAll('url(./files/', `url(${toPackageFiles}/`);
  const latinFace = new RegExp(
    `@font-face \\{[^}]*url\\([^)]*/${font.file.replace(/\./g, '\\.')}\\)[^}]*\\}`,
  );
  const face = rebased.match(latinFace)?.[0];
  if (!face) throw new Error(`${font.package}/${WGHT_CSS} has no face for ${font.file}`);
  const partFace = (part: LatinPart) =>
    face
      .replace(/url\([^)]*\)/, `url(./${partFile(font, part)})`)
      .replace(/unicode-range:[^;]*;/, `unicode-range: ${unicodeRange(partCodePoints(part))};`);
  return rebased.replace(face, `${partFace('core')}\n\n${partFace('rest')}`);
}

/**
 * Writes the two parts of `font` and its stylesheet into a folder of `cacheDir` named by the
 * source and the settings (so a build reuses them), and returns the stylesheet's path.
 */
async function writeSplitFont(font: LatinFont, cacheDir: string): Promise<string> {
  const source = await readFile(sourceFile(font));
  const css = await readFile(path.join(REPO_ROOT, 'node_modules', font.package, WGHT_CSS), 'utf8');
  const settings = JSON.stringify([font.weights, FEATURES, LATIN_RANGES, CORE_RANGES]);
  const key = createHash('sha256').update(source).update(css).update(settings).digest('hex').slice(0, 12);
  const dir = path.join(cacheDir, key, font.package);
  const target = path.join(dir, WGHT_CSS);
  if (await readFile(target).catch(() => undefined)) return target;
  await mkdir(dir, { recursive: true });
  for (const part of ['core', 'rest'] as const) {
    await writeFile(path.join(dir, partFile(font, part)), await subsetLatinFont(font, source, part));
  }
  await writeFile(target, splitLatinFace(css, font, dir));
  return target;
}

/**
 * Replaces `@import "<package>/wght.css"` with the split stylesheet, written to
 * node_modules/.cache before the build; Vite hashes the parts by their own bytes as usual.
 */
export function latinFontSubsets(): Plugin {
  return {
    name: 'vitrine:latin-font-subsets',
    apply: 'build',
    async config() {
      const cacheDir = path.join(REPO_ROOT, 'node_modules/.cache/latin-font-subsets');
      const alias: Alias[] = await Promise.all(
        LATIN_FONTS.map(async (font) => ({
          find: `${font.package}/${WGHT_CSS}`,
          replacement: await writeSplitFont(font, cacheDir),
        })),
      );
      // Merged with the config's own aliases, not replacing them.
      return { resolve: { alias } };
    },
  };
}

/**
 * Preloads the core part of each font so the first screen's text does not swap late. The file
 * names are only known after bundling (content hashes), so the tags are added from the bundle.
 */
export function preloadLatinFonts(): Plugin {
  const cores = LATIN_FONTS.map((font) => partFile(font, 'core').replace(/\.woff2$/, ''));
  return {
    name: 'vitrine:preload-latin-fonts',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const files = Object.keys(ctx.bundle ?? {});
      return cores.flatMap((core) =>
        files
          .filter((file) => path.basename(file).startsWith(`${core}-`) && file.endsWith('.woff2'))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
      );
    },
  };
}
