/** The sets the figures stand in: studio backdrops, gallery views, the scale comparison, in-situ rooms. */

import { type DemoFigure, FIGURE_META, fitFigure, PLINTH_BOTTOM, placeFigure } from './figures';
import { FONT, f, f3, linear, radial, type SvgDoc, type View } from './svg';

/** Seamless near-black studio sweep with a soft light pool behind the piece and on the floor. */
export function studioBackdrop(doc: SvgDoc, floorY: number, cx: number, warm = false): string {
  const { w, h } = doc;
  const glow = doc.uid('g');
  const pool = doc.uid('g');
  const wall = doc.uid('g');
  doc.def(
    linear(wall, 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#0c0c0d'],
      [0.7, '#161618'],
      [1, '#0f0f11'],
    ]) +
      radial(glow, '', [
        [0, warm ? '#332c1a' : '#2c2c31', 0.9],
        [0.55, '#1c1c20', 0.45],
        [1, '#141416', 0],
      ]) +
      radial(pool, '', [
        [0, '#2a2a2f', 0.9],
        [1, '#111113', 0],
      ]),
  );
  return (
    `<rect width="${w}" height="${h}" fill="url(#${wall})"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(floorY - h * 0.36)}" rx="${f(w * 0.55)}" ry="${f(h * 0.42)}" fill="url(#${glow})"/>` +
    `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="#0d0d0f"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(floorY + 8)}" rx="${f(w * 0.42)}" ry="${f(h * 0.07)}" fill="url(#${pool})"/>`
  );
}

/** Fades the glossy floor (and the reflection on it) into the background towards the viewer. */
export function floorFade(doc: SvgDoc, floorY: number): string {
  const { w, h } = doc;
  const id = doc.uid('g');
  doc.def(
    linear(id, 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#0b0b0c', 0.25],
      [0.55, '#0b0b0c', 0.85],
      [1, '#0a0a0b', 1],
    ]),
  );
  return `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="url(#${id})"/>`;
}

export function vignette(doc: SvgDoc, strength = 0.7): string {
  const id = doc.uid('g');
  doc.def(
    radial(id, 'cx=".5" cy=".46" r=".75"', [
      [0, '#000', 0],
      [0.6, '#000', 0],
      [1, '#000', strength],
    ]),
  );
  return `<rect width="${doc.w}" height="${doc.h}" fill="url(#${id})"/>`;
}

/** A product shot: studio backdrop, the figure with its floor reflection, vignette. */
export function studioShot(
  doc: SvgDoc,
  figure: DemoFigure,
  opts: { mirror?: boolean; warm?: boolean; view?: View },
): string {
  const floorY = doc.h * 0.82;
  const fit = fitFigure(figure, { cx: doc.w / 2, maxW: doc.w * 0.86, maxH: doc.h * 0.64 });
  const x = opts.mirror || opts.view === 'back' ? doc.w - fit.x : fit.x;
  return (
    studioBackdrop(doc, floorY, doc.w / 2, opts.warm) +
    placeFigure(doc, figure, { ...fit, x, floorY, mirror: opts.mirror, view: opts.view, reflect: true }) +
    floorFade(doc, floorY) +
    vignette(doc)
  );
}

/** Gallery views, wrapping around: 0 head close-up, 1 three-quarter under side light, 2 prop, 3 back. */
export function galleryShot(doc: SvgDoc, figure: DemoFigure, variant: number): string {
  switch (variant % 4) {
    case 0:
      return closeUp(doc, figure, { x: 0, y: -445, r: 175 });
    case 1:
      return threeQuarter(doc, figure);
    case 2:
      return closeUp(doc, figure, FIGURE_META[figure].prop);
    default:
      return studioShot(doc, figure, { view: 'back' });
  }
}

/** Macro shot: the figure scaled so the focus region fills the frame; the floor is out of the picture. */
function closeUp(doc: SvgDoc, figure: DemoFigure, focus: { x: number; y: number; r: number }): string {
  const { w, h } = doc;
  const scale = (w * 0.46) / focus.r;
  const x = w / 2 - focus.x * scale;
  const floorY = h * 0.5 - focus.y * scale + PLINTH_BOTTOM * scale;
  return (
    studioBackdrop(doc, h * 1.4, w / 2) + placeFigure(doc, figure, { x, floorY, scale }) + vignette(doc, 0.8)
  );
}

/** Three-quarter turn under a hard side light: dark chrome, a hot edge, a light shaft across the wall. */
function threeQuarter(doc: SvgDoc, figure: DemoFigure): string {
  const { w, h } = doc;
  const floorY = h * 0.84;
  const fit = fitFigure(figure, { cx: w * 0.5, maxW: w * 0.84, maxH: h * 0.68 });
  const beam = doc.uid('g');
  const pool = doc.uid('g');
  doc.def(
    linear(beam, 'x1="1" y1="0" x2="0" y2=".6"', [
      [0, '#5a5a62', 0.5],
      [0.55, '#26262b', 0.18],
      [1, '#000', 0],
    ]) +
      radial(pool, '', [
        [0, '#3a3a40', 0.8],
        [1, '#0a0a0b', 0],
      ]),
  );
  return (
    `<rect width="${w}" height="${h}" fill="#08080a"/>` +
    `<path d="M${f(w * 0.45)},0L${w},0L${w},${f(h * 0.3)}L${f(w * 0.2)},${f(floorY)}L0,${f(floorY)}L0,${f(h * 0.55)}Z" fill="url(#${beam})"/>` +
    `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="#0b0b0d"/>` +
    `<ellipse cx="${f(w * 0.58)}" cy="${f(floorY + 10)}" rx="${f(w * 0.45)}" ry="${f(h * 0.06)}" fill="url(#${pool})"/>` +
    placeFigure(doc, figure, { ...fit, floorY, turn: true, reflect: true }) +
    floorFade(doc, floorY) +
    vignette(doc, 0.85)
  );
}

/** A neutral architectural scale figure, 1000 units tall, feet at y = 0. */
function humanSilhouette(): string {
  const body =
    'M-26,-832C-60,-826 -104,-816 -118,-790C-132,-740 -140,-640 -142,-560C-143,-520 -140,-488 -132,-466C-124,-456 -114,-460 -112,-474C-110,-520 -106,-600 -98,-680C-94,-600 -90,-540 -94,-470L-84,-250L-82,-24C-96,-14 -98,0 -80,0L-26,0L-22,-420Q0,-446 22,-420L26,0L80,0C98,0 96,-14 82,-24L84,-250L94,-470C90,-540 94,-600 98,-680C106,-600 110,-520 112,-474C114,-460 124,-456 132,-466C140,-488 143,-520 142,-560C140,-640 132,-740 118,-790C104,-816 60,-826 26,-832L22,-862L-22,-862Z';
  return `<path d="${body}" fill="#2a2a2f"/><ellipse cx="0" cy="-928" rx="56" ry="70" fill="#2a2a2f"/>`;
}

/** Small and large edition side by side, true to scale against a 5 ft 9 in (69 inch) adult. */
export function scaleShot(doc: SvgDoc, figure: DemoFigure): string {
  const { w, h } = doc;
  const floorY = h * 0.8;
  const pxPerInch = (floorY - h * 0.12) / 69;
  const m = FIGURE_META[figure];
  const items = [
    { inches: 12, cx: w * 0.25 },
    { inches: 54, cx: w * 0.5 },
  ];
  let sculptures = '';
  let captions = '';
  for (const { inches, cx } of items) {
    const scale = (inches * pxPerInch) / (PLINTH_BOTTOM - m.top);
    const x = cx - ((m.x0 + m.x1) / 2) * scale;
    sculptures += placeFigure(doc, figure, { x, floorY, scale, reflect: true });
    sculptures += dimensionLine(cx + ((m.x0 - m.x1) / 2) * scale - 30, floorY, inches * pxPerInch);
    captions += caption(cx, floorY + 80, `${inches} inch`);
  }
  const human = `<g transform="translate(${f(w * 0.76)} ${f(floorY)}) scale(${f3((69 * pxPerInch) / 1000)})">${humanSilhouette()}</g>`;
  // Captions go on top of the floor fade so they stay legible.
  return (
    studioBackdrop(doc, floorY, w * 0.45) +
    human +
    sculptures +
    floorFade(doc, floorY) +
    vignette(doc, 0.6) +
    captions
  );
}

function dimensionLine(x: number, floorY: number, height: number): string {
  const top = floorY - height;
  return `<path d="M${f(x)},${f(top)}V${f(floorY)}M${f(x - 8)},${f(top)}h16M${f(x - 8)},${f(floorY)}h16" stroke="#52525b" stroke-width="2" fill="none"/>`;
}

function caption(x: number, y: number, text: string): string {
  return `<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="34" letter-spacing="5" fill="#a1a1aa" text-anchor="middle">${text}</text>`;
}

export function inSituShot(doc: SvgDoc, figure: DemoFigure, variant: number): string {
  switch (variant % 3) {
    case 0:
      return livingRoom(doc, figure);
    case 1:
      return whiteGallery(doc, figure);
    default:
      return crtDesk(doc, figure);
  }
}

/** A row of towers with a few lit windows, deterministic so every seed run draws the same city. */
function skyline(x0: number, x1: number, baseY: number): string {
  let towers = '';
  let lights = '';
  let x = x0;
  for (let i = 0; x < x1; i++) {
    const bw = 40 + ((i * 37) % 60);
    const bh = 90 + ((i * 53) % 230);
    towers += `M${x},${baseY}V${baseY - bh}h${bw}V${baseY}Z`;
    for (let k = 0; k < 3; k++) {
      const lx = x + 8 + ((i * 13 + k * 17) % Math.max(8, bw - 14));
      const ly = baseY - 24 - ((i * 29 + k * 41) % Math.max(20, bh - 40));
      lights += `M${lx},${ly}h5v7h-5Z`;
    }
    x += bw + 6;
  }
  return `<path d="${towers}" fill="#0d0e16"/><path d="${lights}" fill="#e8c98f" opacity=".5"/>`;
}

/** A low modern sofa seen from the front: backrest, two seat cushions, arms, a thin highlight on top. */
function sofa(x: number, y: number, w: number): string {
  return (
    `<path d="M${x},${y + 40}Q${x},${y} ${x + 40},${y}H${x + w - 40}Q${x + w},${y} ${x + w},${y + 40}V${y + 120}H${x}Z" fill="#1d1c21"/>` +
    `<path d="M${x + 40},${y + 2}H${x + w - 40}" stroke="#3b3942" stroke-width="3"/>` +
    `<rect x="${x + 50}" y="${y + 110}" width="${w / 2 - 55}" height="70" rx="14" fill="#222127"/>` +
    `<rect x="${x + w / 2 + 5}" y="${y + 110}" width="${w / 2 - 55}" height="70" rx="14" fill="#222127"/>` +
    `<rect x="${x - 20}" y="${y + 80}" width="70" height="200" rx="18" fill="#19181d"/>` +
    `<rect x="${x + w - 50}" y="${y + 80}" width="70" height="200" rx="18" fill="#19181d"/>` +
    `<rect x="${x + 30}" y="${y + 180}" width="${w - 60}" height="100" fill="#17161b"/>`
  );
}

/** Modern living room at dusk: window wall with a city skyline, a walnut shelf, a warm floor lamp. */
function livingRoom(doc: SvgDoc, figure: DemoFigure): string {
  const { w, h } = doc;
  const sky = doc.uid('g');
  const lamp = doc.uid('g');
  doc.def(
    linear(sky, 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#141a30'],
      [0.55, '#2c2a46'],
      [0.85, '#6a4a58'],
      [1, '#a8665a'],
    ]) +
      radial(lamp, '', [
        [0, '#ffcf94', 0.42],
        [0.4, '#c98a50', 0.12],
        [1, '#000', 0],
      ]),
  );
  const win = { x: 80, y: 90, w: 740, bottom: 760 };
  const shelfY = 610;
  const fit = fitFigure(figure, { cx: 1130, maxW: 470, maxH: 410 });
  return (
    `<rect width="${w}" height="${h}" fill="#161517"/>` +
    `<rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.bottom - win.y}" fill="url(#${sky})"/>` +
    skyline(win.x, win.x + win.w, win.bottom) +
    // Glass sheen and mullions.
    `<path d="M${win.x},${win.y + 200}L${win.x + 260},${win.y}H${win.x + 330}L${win.x},${win.y + 260}Z" fill="#fff" opacity=".03"/>` +
    `<path d="M${win.x + win.w / 2},${win.y}V${win.bottom}M${win.x},${win.y + 300}h${win.w}" stroke="#0c0c0e" stroke-width="14"/>` +
    `<rect x="${win.x - 10}" y="${win.y - 10}" width="${win.w + 20}" height="${win.bottom - win.y + 20}" fill="none" stroke="#0c0c0e" stroke-width="20"/>` +
    `<ellipse cx="1480" cy="300" rx="380" ry="380" fill="url(#${lamp})"/>` +
    '<path d="M1480,300V900" stroke="#2a2724" stroke-width="8"/><path d="M1430,300L1530,300L1506,226L1454,226Z" fill="#e2cfae" opacity=".92"/><ellipse cx="1480" cy="904" rx="46" ry="8" fill="#0c0b0b"/>' +
    `<rect y="${h - 200}" width="${w}" height="200" fill="#0f0e10"/>` +
    // Walnut floating shelf with a lit front edge, a few books leaning at the end.
    `<rect x="880" y="${shelfY}" width="540" height="34" fill="#2a211b"/><rect x="880" y="${shelfY}" width="540" height="4" fill="#7a6350"/>` +
    `<path d="M1330,${shelfY}v-110h26v110ZM1358,${shelfY}v-92h22v92ZM1384,${shelfY}l16,-118l24,4l-16,114Z" fill="#3a3440"/>` +
    `<ellipse cx="${f(fit.x)}" cy="${shelfY}" rx="${f(200 * fit.scale)}" ry="${f(18 * fit.scale)}" fill="url(#sh)"/>` +
    placeFigure(doc, figure, { ...fit, floorY: shelfY }) +
    sofa(40, 800, 700) +
    vignette(doc, 0.75)
  );
}

/** White-walled gallery: a white plinth under a ceiling spot, a framed work and a wall label nearby. */
function whiteGallery(doc: SvgDoc, figure: DemoFigure): string {
  const { w, h } = doc;
  const wall = doc.uid('g');
  const spot = doc.uid('g');
  const floor = doc.uid('g');
  doc.def(
    linear(wall, 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#d6d4cf'],
      [1, '#e9e7e3'],
    ]) +
      radial(spot, '', [
        [0, '#ffffff', 0.85],
        [1, '#ffffff', 0],
      ]) +
      linear(floor, 'x1="0" y1="0" x2="0" y2="1"', [
        [0, '#b9b6b0'],
        [1, '#8f8c87'],
      ]),
  );
  const floorY = 820;
  const plinthTop = 610;
  const fit = fitFigure(figure, { cx: 800, maxW: 400, maxH: 420 });
  return (
    `<rect width="${w}" height="${h}" fill="url(#${wall})"/>` +
    `<ellipse cx="800" cy="420" rx="420" ry="360" fill="url(#${spot})"/>` +
    `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#${floor})"/><rect y="${floorY - 10}" width="${w}" height="10" fill="#cfccc6"/>` +
    // A framed dark work and a wall label: the shorthand for "gallery".
    '<rect x="150" y="300" width="260" height="330" fill="#fbfbfa" stroke="#2a2a2e" stroke-width="10"/><rect x="190" y="340" width="180" height="250" fill="#1c1c20"/><rect x="222" y="380" width="116" height="3" fill="#8a8a90"/>' +
    '<rect x="1190" y="500" width="90" height="56" fill="#f7f6f4"/><path d="M1202,516h60M1202,528h44M1202,540h52" stroke="#8a8884" stroke-width="3"/>' +
    `<ellipse cx="800" cy="${floorY + 14}" rx="260" ry="26" fill="url(#sh)" opacity=".35"/>` +
    `<path d="M640,${plinthTop}L960,${plinthTop}L960,${floorY + 6}L640,${floorY + 6}Z" fill="#f4f3f0"/>` +
    `<path d="M960,${plinthTop}L1000,${plinthTop - 22}L1000,${floorY - 12}L960,${floorY + 6}Z" fill="#d2d0cb"/>` +
    `<path d="M640,${plinthTop}L680,${plinthTop - 22}L1000,${plinthTop - 22}L960,${plinthTop}Z" fill="#fdfdfc"/>` +
    `<ellipse cx="${f(fit.x)}" cy="${plinthTop - 10}" rx="${f(200 * fit.scale)}" ry="${f(18 * fit.scale)}" fill="url(#sh)" opacity=".45"/>` +
    placeFigure(doc, figure, { ...fit, floorY: plinthTop - 8 }) +
    vignette(doc, 0.35)
  );
}

/**
 * A beige-grey CRT in a dark room: deep housing, a bulging glass screen glowing blue with scan lines and a
 * falling-blocks game, which is what makes it read as a CRT rather than a flat screen.
 */
function crtMonitor(doc: SvgDoc): string {
  const screen = doc.uid('g');
  const lines = doc.uid('p');
  const shell = doc.uid('g');
  doc.def(
    radial(screen, 'cx=".5" cy=".45" r=".7"', [
      [0, '#3f7fd0'],
      [0.7, '#163158'],
      [1, '#0a1424'],
    ]) +
      linear(shell, 'x1="0" y1="0" x2="0" y2="1"', [
        [0, '#4a4741'],
        [1, '#2a2825'],
      ]) +
      `<pattern id="${lines}" width="8" height="6" patternUnits="userSpaceOnUse"><rect width="8" height="2" fill="#000" opacity=".35"/></pattern>`,
  );
  // Falling-blocks stack on a 22 px grid inside the screen.
  const cells = [
    [0, 9],
    [1, 9],
    [2, 9],
    [3, 9],
    [5, 9],
    [6, 9],
    [7, 9],
    [0, 8],
    [1, 8],
    [3, 8],
    [6, 8],
    [7, 8],
    [0, 7],
    [7, 7],
    [4, 3],
    [3, 4],
    [4, 4],
    [5, 4],
  ]
    .map(([c, r]) => `M${382 + (c ?? 0) * 22},${408 + (r ?? 0) * 22}h20v20h-20Z`)
    .join('');
  return (
    // Housing: the deep back of the tube shows to the right in perspective.
    '<path d="M740,330L840,370L840,690L740,720Z" fill="#24221f"/>' +
    `<rect x="200" y="310" width="560" height="420" rx="22" fill="url(#${shell})"/>` +
    '<path d="M222,318H738" stroke="#6a665e" stroke-width="3" opacity=".6"/>' +
    '<rect x="240" y="350" width="480" height="320" rx="34" fill="#121110"/>' +
    `<rect x="262" y="368" width="436" height="284" rx="40" fill="url(#${screen})"/>` +
    `<path d="${cells}" fill="#9fd0ff" opacity=".6"/>` +
    '<path d="M370,408V630H566V408" fill="none" stroke="#9fd0ff" stroke-opacity=".35" stroke-width="3"/>' +
    `<rect x="262" y="368" width="436" height="284" rx="40" fill="url(#${lines})"/>` +
    '<path d="M290,392Q450,376 580,388L556,424Q420,414 300,436Z" fill="#fff" opacity=".08"/>' +
    '<circle cx="700" cy="700" r="4" fill="#7ee0a0"/>' +
    '<path d="M360,730L600,730L640,770L320,770Z" fill="#1f1d1a"/>'
  );
}

function keyboard(x: number, y: number, w: number): string {
  let keys = '';
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 14; col++) {
      keys += `M${x + 16 + row * 6 + col * ((w - 40) / 14)},${y + 12 + row * 18}h${f((w - 40) / 14 - 5)}v12h${f(-((w - 40) / 14 - 5))}Z`;
    }
  }
  return `<path d="M${x + 20},${y}H${x + w - 20}L${x + w},${y + 88}H${x}Z" fill="#1d1c1a"/><path d="${keys}" fill="#2e2c29"/>`;
}

/** Late-night desk: a CRT monitor glowing blue, a keyboard, the figure standing beside it. */
function crtDesk(doc: SvgDoc, figure: DemoFigure): string {
  const { w, h } = doc;
  const glow = doc.uid('g');
  const desk = doc.uid('g');
  doc.def(
    radial(glow, '', [
      [0, '#3b6aa8', 0.38],
      [1, '#0b0d12', 0],
    ]) +
      linear(desk, 'x1="0" y1="0" x2="0" y2="1"', [
        [0, '#2e2620'],
        [1, '#120f0d'],
      ]),
  );
  const deskY = 770;
  const fit = fitFigure(figure, { cx: 1200, maxW: 520, maxH: 520 });
  return (
    `<rect width="${w}" height="${h}" fill="#0b0c10"/>` +
    `<ellipse cx="500" cy="500" rx="800" ry="580" fill="url(#${glow})"/>` +
    `<rect y="${deskY}" width="${w}" height="${h - deskY}" fill="url(#${desk})"/><rect y="${deskY}" width="${w}" height="3" fill="#4a3e33"/>` +
    crtMonitor(doc) +
    keyboard(290, 860, 480) +
    `<ellipse cx="${f(fit.x)}" cy="${deskY + 40}" rx="${f(200 * fit.scale)}" ry="${f(20 * fit.scale)}" fill="url(#sh)"/>` +
    placeFigure(doc, figure, { ...fit, floorY: deskY + 40 }) +
    vignette(doc, 0.8)
  );
}
