/**
 * Demo artwork for the first-start seed.
 *
 * Every picture is drawn as an SVG string in code and rasterised with sharp, so a fresh install shows
 * real-looking product photography without shipping or downloading a single asset. The "fallback series"
 * are five chunky toy figures rendered as mirror-chrome sculptures on a near-black studio set.
 *
 * The chrome (chrome.ts), the figures (figures.ts) and the sets (scenes.ts) are drawn separately; every
 * scene places the same figure drawing with a transform (mirrored for the floor reflection via <use>).
 *
 * No filters and no blur: blur is by far the slowest thing librsvg does, and the seed renders ~45 images
 * on a small machine. Soft light and shadows are radial gradients instead. Output is deterministic.
 */

import { chromeDefs, TONES, type ToneName } from './chrome';
import { type DemoFigure, FIGURE_META, fitFigure, placeFigure } from './figures';
import {
  floorFade,
  galleryShot,
  inSituShot,
  scaleShot,
  studioBackdrop,
  studioShot,
  vignette,
} from './scenes';
import { f, linear, radial, rasterise, SvgDoc } from './svg';

export type DemoArtworkKind = 'thumbnail' | 'rollover' | 'scale' | 'gallery' | 'inSitu';

const SIZES: Record<DemoArtworkKind, { w: number; h: number }> = {
  thumbnail: { w: 900, h: 1200 },
  rollover: { w: 900, h: 1200 },
  gallery: { w: 900, h: 1200 },
  scale: { w: 1600, h: 1000 },
  inSitu: { w: 1600, h: 1067 },
};

const KIND_TONE: Record<DemoArtworkKind, ToneName> = {
  thumbnail: 'studio',
  rollover: 'warm',
  scale: 'studio',
  gallery: 'studio',
  inSitu: 'studio',
};

const IN_SITU_TONES: readonly ToneName[] = ['dusk', 'gallery', 'night'];

function toneFor(kind: DemoArtworkKind, variant: number): ToneName {
  if (kind === 'inSitu') return IN_SITU_TONES[variant % IN_SITU_TONES.length] ?? 'studio';
  if (kind === 'gallery' && variant % 4 === 1) return 'side';
  return KIND_TONE[kind];
}

/** JPEG bytes. thumbnail/rollover/gallery: 900x1200 portrait (3:4). scale: 1600x1000. inSitu: 1600x1067 landscape. */
export async function renderSculptureArtwork(
  figure: DemoFigure,
  kind: DemoArtworkKind,
  variant = 0,
): Promise<Buffer> {
  const v = Number.isFinite(variant) ? Math.max(0, Math.floor(variant)) : 0;
  const { w, h } = SIZES[kind];
  const doc = new SvgDoc(w, h, chromeDefs(TONES[toneFor(kind, v)]));
  let body: string;
  switch (kind) {
    case 'thumbnail':
      body = studioShot(doc, figure, {});
      break;
    case 'rollover':
      body = studioShot(doc, figure, { mirror: true, warm: true });
      break;
    case 'scale':
      body = scaleShot(doc, figure);
      break;
    case 'gallery':
      body = galleryShot(doc, figure, v);
      break;
    case 'inSitu':
      body = inSituShot(doc, figure, v);
      break;
  }
  return rasterise(doc, body);
}

/** Home page hero photo: 1200x1600 portrait, a dramatic composition of several chrome figures. JPEG. */
export async function renderHeroArtwork(): Promise<Buffer> {
  const doc = new SvgDoc(1200, 1600, chromeDefs(TONES.studio));
  return rasterise(doc, heroComposition(doc));
}

/** The hero figure in front under a spotlight, the other four receding behind it in a V, fading into haze. */
function heroComposition(doc: SvgDoc): string {
  const { w, h } = doc;
  const floorY = h * 0.83;
  const beam = doc.uid('g');
  doc.def(
    linear(beam, 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#ffffff', 0.14],
      [1, '#ffffff', 0],
    ]),
  );
  const rows: Array<{
    dim: number;
    items: Array<{ figure: DemoFigure; cx: number; floor: number; s: number; mirror?: boolean }>;
  }> = [
    {
      dim: 0.55,
      items: [
        { figure: 'vhs', cx: w * 0.3, floor: h * 0.55, s: 0.34, mirror: true },
        { figure: 'gamer', cx: w * 0.71, floor: h * 0.55, s: 0.34 },
      ],
    },
    {
      dim: 0.35,
      items: [
        { figure: 'boombox', cx: w * 0.16, floor: h * 0.645, s: 0.46 },
        { figure: 'cereal', cx: w * 0.85, floor: h * 0.645, s: 0.46, mirror: true },
      ],
    },
  ];
  let body = studioBackdrop(doc, h * 0.55, w / 2);
  for (const row of rows) {
    for (const it of row.items) {
      const m = FIGURE_META[it.figure];
      const centre = ((m.x0 + m.x1) / 2) * it.s;
      const x = it.mirror ? it.cx + centre : it.cx - centre;
      body += placeFigure(doc, it.figure, { x, floorY: it.floor, scale: it.s, mirror: it.mirror });
    }
    // Atmospheric perspective: everything further back sinks into the dark.
    body += `<rect width="${w}" height="${h}" fill="#0a0a0b" opacity="${row.dim}"/>`;
  }
  const hero = fitFigure('hero', { cx: w / 2, maxW: w * 0.62, maxH: h * 0.5 });
  return (
    body +
    `<path d="M${f(w * 0.4)},0L${f(w * 0.6)},0L${f(w * 0.84)},${f(floorY)}L${f(w * 0.16)},${f(floorY)}Z" fill="url(#${beam})"/>` +
    placeFigure(doc, 'hero', { ...hero, floorY, reflect: true }) +
    floorFade(doc, floorY) +
    vignette(doc, 0.8)
  );
}

/** The artist's studio portrait for the "A Word from the Creator" section: 1200x1200 square. JPEG. */
export async function renderArtistArtwork(): Promise<Buffer> {
  const doc = new SvgDoc(1200, 1200, chromeDefs(TONES.warm));
  return rasterise(doc, artistPortrait(doc));
}

/**
 * Low-key studio portrait: the artist in profile, silhouetted against a warm wall light, looking at a piece
 * on the workbench under an architect's lamp. A silhouette with a rim light reads as a person far better
 * than any vector attempt at a lit face, and it keeps the chrome piece the brightest thing in the frame.
 */
function artistPortrait(doc: SvgDoc): string {
  const { w, h } = doc;
  const wall = doc.uid('g');
  const skin = doc.uid('g');
  const cone = doc.uid('g');
  const bench = doc.uid('g');
  doc.def(
    radial(wall, 'cx=".36" cy=".4" r=".55"', [
      [0, '#5b4f40'],
      [0.45, '#2a241e'],
      [1, '#0c0b0a'],
    ]) +
      linear(skin, 'x1="300" y1="0" x2="640" y2="0" gradientUnits="userSpaceOnUse"', [
        [0, '#070707'],
        [0.7, '#100e0d'],
        [1, '#231c17'],
      ]) +
      linear(cone, 'x1="0" y1="0" x2="0" y2="1"', [
        [0, '#ffe2b0', 0.28],
        [1, '#ffe2b0', 0],
      ]) +
      linear(bench, 'x1="0" y1="0" x2="0" y2="1"', [
        [0, '#2b231d'],
        [1, '#0d0b09'],
      ]),
  );
  const benchY = 930;
  const profile =
    'M140,1200C150,980 170,820 230,770C280,735 320,700 330,650C334,610 318,585 312,560C286,520 282,450 300,405C318,330 380,292 440,290C500,290 535,320 540,372C544,400 548,415 552,428C550,440 548,448 554,458C566,476 582,492 586,500C588,508 580,514 566,516C560,522 562,530 566,538C568,544 560,548 558,552C564,558 566,566 560,574C556,586 560,598 554,610C546,624 520,630 500,632C488,650 486,690 494,720C540,770 640,800 700,850C760,920 780,1060 790,1200Z';
  const beanie = 'M292,446C282,340 352,262 440,256C520,252 562,304 552,382C500,360 390,372 292,446Z';
  const lit = '#e9c597';
  const piece = fitFigure('hero', { cx: 900, maxW: 300, maxH: 340 });
  return (
    `<rect width="${w}" height="${h}" fill="url(#${wall})"/>` +
    // Shelf of works in the background, out of focus: dim silhouettes with a single glint each.
    '<path d="M700,520H1200" stroke="#1a1714" stroke-width="12"/>' +
    [760, 880, 1110]
      .map(
        (x) =>
          `<g opacity=".5" fill="#37322c"><circle cx="${x}" cy="440" r="26"/><rect x="${x - 18}" y="462" width="36" height="44" rx="8"/><ellipse cx="${x}" cy="508" rx="30" ry="6"/></g><ellipse cx="${x - 9}" cy="430" rx="5" ry="9" fill="#cbbfae" opacity=".35"/>`,
      )
      .join('') +
    // Architect's lamp.
    '<path d="M1200,140L1070,250L1010,330" fill="none" stroke="#1c1916" stroke-width="12" stroke-linecap="round"/>' +
    '<path d="M960,330L1060,330L1040,290L980,290Z" fill="#24201c"/>' +
    `<path d="M968,330L1052,330L1180,${benchY}L780,${benchY}Z" fill="url(#${cone})"/>` +
    '<ellipse cx="1010" cy="332" rx="44" ry="8" fill="#fff3dc"/>' +
    `<rect y="${benchY}" width="${w}" height="${h - benchY}" fill="url(#${bench})"/>` +
    `<path d="M0,${benchY}H${w}" stroke="#5a4a3a" stroke-width="3"/>` +
    `<ellipse cx="${f(piece.x)}" cy="${benchY + 6}" rx="${f(200 * piece.scale)}" ry="${f(20 * piece.scale)}" fill="url(#sh)"/>` +
    placeFigure(doc, 'hero', { ...piece, floorY: benchY + 8 }) +
    // Rim light: a lit copy of the silhouette peeks out from behind the dark one along the lamp side.
    `<path d="${profile}" fill="${lit}"/><path d="${profile}" fill="url(#${skin})" transform="translate(-5 2)"/>` +
    `<path d="${beanie}" fill="${lit}"/><path d="${beanie}" fill="#0b0a09" transform="translate(-5 2)"/>` +
    '<path d="M300,430C380,372 480,360 552,382" fill="none" stroke="#1c1815" stroke-width="6"/>' +
    // Glasses: only the lens that stands proud of the profile catches the light.
    '<path d="M420,452L548,446" stroke="#1a1614" stroke-width="4"/><ellipse cx="558" cy="452" rx="11" ry="15" fill="none" stroke="#0b0a09" stroke-width="4"/><path d="M566,440Q570,452 566,464" stroke="#f0d2a8" stroke-width="2" fill="none" opacity=".7"/>' +
    vignette(doc, 0.75)
  );
}
