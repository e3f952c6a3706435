/** The five demo figures, drawn once in local coordinates, and how a picture places them. */

import { arm, ball, blackChrome, chrome, hand, segment, softbox, tube } from './chrome';
import { ellipsePath, FONT, f, f3, type Pt, poly, roundRect, type SvgDoc, type View } from './svg';

export const DEMO_FIGURES = ['hero', 'gamer', 'boombox', 'vhs', 'cereal'] as const;
export type DemoFigure = (typeof DEMO_FIGURES)[number];

// The figure. Local coordinates: feet at y = 0, up is negative, the body is centred on x = 0 and about
// 600 units tall with toy proportions (the head is a third of the height). Image-left is negative x.

const HEAD_Y = -440;
const SHOULDER_L: Pt = [-84, -312];
const SHOULDER_R: Pt = [84, -312];
/** The plinth's bottom edge: the floor line that reflections mirror around. */
export const PLINTH_BOTTOM = 52;

interface FigureParts {
  /** Behind the body in the front view, over the back in the back view (the hero's cape). */
  cape?: (view: View) => string;
  arms: string;
  /** The held prop: in front of the body from the front, hidden behind it from the back. */
  prop?: string;
  /** Hands drawn over the prop so they grip it. */
  hands?: string;
  chest?: string;
  mask?: string;
  hair: (view: View) => string;
  /** Head tilt in degrees, around the neck. */
  tilt?: number;
}

interface FigureMeta {
  /** Silhouette bounds (local units), used to frame each picture. */
  x0: number;
  x1: number;
  top: number;
  /** Where the gallery's "prop detail" shot looks, and how much around it. */
  prop: { x: number; y: number; r: number };
}

export const FIGURE_META: Record<DemoFigure, FigureMeta> = {
  hero: { x0: -240, x1: 214, top: -606, prop: { x: 10, y: -300, r: 150 } },
  gamer: { x0: -170, x1: 205, top: -548, prop: { x: 0, y: -245, r: 125 } },
  boombox: { x0: -362, x1: 170, top: -646, prop: { x: -226, y: -450, r: 165 } },
  vhs: { x0: -170, x1: 370, top: -566, prop: { x: 250, y: -318, r: 140 } },
  cereal: { x0: -302, x1: 200, top: -596, prop: { x: -180, y: -285, r: 175 } },
};

function legs(doc: SvgDoc): string {
  return (
    segment(doc, [-42, -205], [-44, -56], 36) + segment(doc, [42, -205], [44, -56], 36) + shoe(-48) + shoe(48)
  );
}

/** Chunky sneaker seen from the front: a rounded toe cap on a black sole. */
function shoe(x: number): string {
  const upper = `M${x - 56},-8C${x - 60},-48 ${x - 34},-64 ${x},-64C${x + 34},-64 ${x + 60},-48 ${x + 56},-8Z`;
  return chrome(upper, 'cb') + blackChrome(roundRect(x - 58, -16, 116, 20, 10));
}

function torso(): string {
  const shirt =
    'M-72,-344Q0,-358 72,-344Q98,-336 98,-300L90,-228Q88,-214 72,-212L-72,-212Q-88,-214 -90,-228L-98,-300Q-98,-336 -72,-344Z';
  const shorts = 'M-88,-236L88,-236L96,-156Q62,-144 14,-152L0,-176L-14,-152Q-62,-144 -96,-156Z';
  const hem = blackChrome('M-90,-224Q0,-210 90,-224L90,-212Q0,-198 -90,-212Z');
  return `${chrome(shorts, 'cc')}${chrome(shirt, 'cc')}<g opacity=".6">${hem}</g>`;
}

function face(mask = ''): string {
  const eyes = [-36, 36]
    .map(
      (x) =>
        blackChrome(ellipsePath(x, -428, 14, 19)) +
        `<circle cx="${x - 4}" cy="-436" r="4" fill="#fff" opacity=".85"/>`,
    )
    .join('');
  // Sculpted, not drawn: a faint engraved mouth keeps the face calm rather than cartoonish.
  const mouth =
    '<path d="M-16,-388Q0,-378 16,-388" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>';
  return mask + (mask ? '' : eyes) + mouth;
}

function head(view: View, parts: FigureParts): string {
  const ears = ball(-104, -430, 20) + ball(104, -430, 20);
  const skull = chrome(ellipsePath(0, HEAD_Y, 108, 102), 'cb') + softbox(-52, -488, 50, 28, -30);
  const features = view === 'front' ? face(parts.mask) : '';
  const content = ears + skull + features + parts.hair(view);
  return parts.tilt ? `<g transform="rotate(${parts.tilt} 0 -340)">${content}</g>` : content;
}

/** A soft contact shadow under the head, so the head reads as a separate volume sitting on the body. */
const NECK_SHADOW = '<ellipse cx="0" cy="-338" rx="74" ry="16" fill="url(#sh)" opacity=".7"/>';

function assemble(doc: SvgDoc, parts: FigureParts, view: View): string {
  const body = legs(doc) + torso();
  if (view === 'front') {
    return [
      parts.cape?.('front'),
      body,
      parts.chest,
      NECK_SHADOW,
      head('front', parts),
      parts.arms,
      parts.prop,
      parts.hands,
    ].join('');
  }
  // Back view: everything held in front of the body disappears behind it; the cape covers the back.
  return [
    parts.prop,
    parts.hands,
    parts.arms,
    body,
    parts.cape?.('back'),
    NECK_SHADOW,
    head('back', parts),
  ].join('');
}

/** The back of the head is a full hair cap; each figure adds its own silhouette-defining piece on top. */
function hairCap(view: View, front: string, extra = ''): string {
  const back = 'M-108,-436C-112,-552 112,-552 108,-436C92,-396 -92,-396 -108,-436Z';
  const d = view === 'front' ? front : back;
  // A dark hairline groove separates hair from face: both are the same chrome and would otherwise merge.
  return `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".55" stroke-width="7"/>${chrome(d, 'cb')}${extra}`;
}

// Hero Kid: slicked hair with a forehead curl, a domino mask, a bolt emblem, a cape and a raised fist.
function heroParts(doc: SvgDoc): FigureParts {
  const maskShape =
    'M-84,-444Q-42,-468 0,-450Q42,-468 84,-444Q88,-418 72,-404Q40,-394 12,-412Q0,-418 -12,-412Q-40,-394 -72,-404Q-88,-418 -84,-444Z';
  const eyeSlits = [-38, 38].map((x) => chrome(ellipsePath(x, -430, 17, 10))).join('');
  const badge =
    blackChrome(ellipsePath(0, -280, 42, 42)) +
    chrome('M-6,-314L22,-314L8,-288L26,-288L-14,-244L-2,-278L-22,-278Z');
  return {
    cape: heroCape,
    chest: badge,
    mask: blackChrome(maskShape) + eyeSlits,
    hair: (view) =>
      hairCap(
        view,
        'M-106,-448C-112,-540 -40,-566 10,-560C80,-556 114,-510 106,-448C92,-486 60,-502 20,-498C-14,-496 -70,-486 -106,-448Z',
        view === 'front' ? chrome('M4,-500C-24,-530 -44,-500 -18,-476C-30,-498 -12,-508 4,-500Z') : '',
      ),
    arms:
      arm(doc, [SHOULDER_R, [170, -548]], false) +
      ball(174, -566, 38) +
      arm(doc, [SHOULDER_L, [-152, -262], [-98, -212]]),
  };
}

function heroCape(view: View): string {
  // The hem is scalloped so the cloth reads as folds, not as a sheet of metal.
  const hem = 'Q200,4 160,-16Q120,6 80,-12Q40,8 0,-10Q-40,10 -80,-10Q-120,10 -160,-12Q-200,8 -238,-12';
  if (view === 'front') {
    return chrome(`M82,-336C140,-250 178,-130 204,-16${hem}C-214,-120 -150,-250 -82,-336Z`, 'cp');
  }
  return chrome(
    `M-92,-344Q0,-356 92,-344C136,-240 180,-120 204,-16${hem}C-190,-120 -146,-240 -92,-344Z`,
    'cp',
  );
}

// Gamer Kid: a sideways cap and a handheld console held in both hands.
function gamerParts(doc: SvgDoc): FigureParts {
  const crown = 'M-108,-452C-104,-552 104,-552 108,-452C70,-470 -70,-470 -108,-452Z';
  const brim = 'M86,-474C140,-482 190,-470 206,-452C176,-444 132,-446 96,-450Z';
  return {
    hair: (view) => hairCap(view, crown, chrome(brim) + ball(0, -546, 9)),
    arms:
      arm(doc, [SHOULDER_L, [-122, -252], [-66, -208]], false) +
      arm(doc, [SHOULDER_R, [122, -252], [66, -208]], false),
    prop: handheldConsole(),
    hands: hand([-64, -206]) + hand([64, -206]),
    tilt: 4,
  };
}

function handheldConsole(): string {
  const body = roundRect(-64, -330, 128, 172, 12);
  const screen = blackChrome(roundRect(-50, -316, 100, 70, 6));
  const glass = '<path d="M-40,-306L10,-306L-22,-256L-40,-256Z" fill="#fff" opacity=".08"/>';
  const dpad = blackChrome('M-40,-222h10v-10h12v10h10v12h-10v10h-12v-10h-10Z');
  const buttons = blackChrome(ellipsePath(24, -212, 9, 9)) + blackChrome(ellipsePath(44, -226, 9, 9));
  return chrome(body) + screen + glass + dpad + buttons;
}

// Boom Box Kid: an 80s bucket hat and a boom box on the shoulder, head leaning into the music.
function boomboxParts(doc: SvgDoc): FigureParts {
  const crown = 'M-98,-470C-104,-566 104,-566 98,-470Z';
  const brim = 'M-132,-440C-124,-486 124,-486 132,-440C112,-424 -112,-424 -132,-440Z';
  const hat =
    `<path d="${crown}${brim}" fill="none" stroke="#000" stroke-opacity=".5" stroke-width="7"/>` +
    chrome(crown, 'cb') +
    blackChrome('M-98,-474Q0,-492 98,-474L99,-462Q0,-480 -99,-462Z') +
    chrome(brim, 'cc');
  return {
    // The same hat from either side; the back view only adds the back of the skull under it.
    hair: () => hat,
    tilt: -6,
    prop: `<g transform="rotate(-5 -232 -440)">${boomBox()}</g>`,
    hands: hand([-176, -372]),
    arms:
      arm(doc, [SHOULDER_L, [-172, -292], [-176, -372]], false) +
      arm(doc, [SHOULDER_R, [112, -252], [108, -198]]),
  };
}

function boomBox(): string {
  const handle =
    '<path d="M-330,-516L-322,-552L-142,-552L-134,-516" fill="none" stroke="url(#cc)" stroke-width="12" stroke-linejoin="round"/>';
  const antenna =
    '<path d="M-120,-516L-66,-636" stroke="#d4d4d8" stroke-width="4" stroke-linecap="round"/>' +
    ball(-66, -638, 7);
  const speakers = [-298, -166]
    .map(
      (x) =>
        blackChrome(ellipsePath(x, -438, 44, 44)) +
        chrome(ellipsePath(x, -438, 34, 34)) +
        blackChrome(ellipsePath(x, -438, 20, 20)) +
        ball(x, -438, 9),
    )
    .join('');
  const deck = blackChrome(roundRect(-258, -474, 52, 38, 4)) + ball(-244, -455, 7) + ball(-220, -455, 7);
  const keys = [-300, -280, -260, -240, -220].map((x) => blackChrome(roundRect(x, -510, 14, 10, 2))).join('');
  return handle + antenna + chrome(roundRect(-360, -518, 256, 150, 16)) + speakers + deck + keys;
}

// VHS Kid: a bowl cut and a VHS cassette held out at arm's length.
function vhsParts(doc: SvgDoc): FigureParts {
  const bowl =
    'M-112,-428C-120,-544 -52,-564 0,-564C52,-564 120,-544 112,-428L98,-428C92,-468 62,-478 32,-474L20,-458L8,-474C-30,-478 -80,-478 -98,-428Z';
  return {
    hair: (view) => hairCap(view, bowl),
    arms:
      arm(doc, [SHOULDER_R, [136, -238], [162, -262]], false) +
      arm(doc, [SHOULDER_L, [-114, -252], [-108, -198]]),
    prop: `<g transform="translate(250 -318) rotate(-8)">${vhsCassette()}</g>`,
    hands: hand([160, -262]),
  };
}

/**
 * A VHS tape, centred on the origin: black lacquer shell with a chrome trim, a bright label, and the two
 * reels behind a smoked window (one full of tape, one nearly empty) which is what makes it read as VHS.
 */
function vhsCassette(): string {
  const shell = roundRect(-110, -62, 220, 124, 6);
  const label =
    chrome(roundRect(-98, -52, 156, 32, 3)) +
    '<path d="M-86,-41h96M-86,-31h64" stroke="#27272a" stroke-opacity=".7" stroke-width="3"/>';
  const window = roundRect(-72, -8, 144, 48, 4);
  const reel = (x: number, tape: number): string =>
    `<circle cx="${x}" cy="16" r="${tape}" fill="#16130f" stroke="#2e2a25" stroke-width="2"/>` +
    ball(x, 16, 11) +
    `<path d="M${x - 5},16h10M${x},11v10" stroke="#0a0a0b" stroke-width="3"/>`;
  const screws = [
    [-100, 52],
    [100, 52],
    [100, -52],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#a1a1aa"/>`)
    .join('');
  return (
    `<path d="${shell}" fill="url(#ck)" stroke="url(#cc)" stroke-width="4"/>` +
    `<path d="${shell}" fill="url(#cs)"/>` +
    label +
    `<path d="${window}" fill="#050506" stroke="#3f3f46" stroke-width="2"/>` +
    reel(-38, 22) +
    reel(38, 13) +
    '<path d="M-68,-4L-30,-4L-58,36L-68,36Z" fill="#fff" opacity=".08"/>' +
    screws
  );
}

// Cereal Kid: messy tufts, a giant cereal box under one arm and a spoon raised in the other hand.
function cerealParts(doc: SvgDoc, pose: Pose): FigureParts {
  const tufts =
    'M-106,-452C-112,-520 -72,-552 -40,-556L-30,-592L-4,-560L22,-598L36,-558L72,-582L70,-546C102,-530 114,-490 106,-452C80,-490 40,-500 0,-496C-50,-494 -86,-480 -106,-452Z';
  const spoon =
    tube(
      doc,
      [
        [150, -430],
        [170, -536],
      ],
      8,
    ) + chrome(ellipsePath(174, -560, 21, 29), 'cb');
  return {
    hair: (view) => hairCap(view, tufts, view === 'back' ? chrome(tufts, 'cb') : ''),
    prop: cerealBox(pose) + spoon,
    arms: arm(doc, [SHOULDER_R, [160, -344], [150, -428]], false),
    // The other arm wraps over the front of the box, hugging it to the body.
    hands: hand([150, -428]) + arm(doc, [SHOULDER_L, [-118, -236], [-156, -298]]),
  };
}

/** A tall cereal box in slight perspective: wordmark on a black banner, a bowl of loops below. */
function cerealBox(pose: Pose): string {
  const front = poly([
    [-272, -422],
    [-92, -422],
    [-92, -140],
    [-272, -140],
  ]);
  const top = poly([
    [-272, -422],
    [-92, -422],
    [-122, -442],
    [-302, -442],
  ]);
  const side = poly([
    [-272, -422],
    [-272, -140],
    [-302, -160],
    [-302, -442],
  ]);
  const box =
    chrome(side) +
    `<path d="${side}" fill="#000" opacity=".45"/>` +
    chrome(top) +
    `<path d="${top}" fill="#fff" opacity=".25"/>` +
    chrome(front);
  // Seen from behind there is no artwork to show.
  if (pose.view === 'back') return box;
  const loops = [
    [-226, -238],
    [-200, -250],
    [-172, -244],
    [-144, -236],
    [-186, -228],
    [-158, -258],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="none" stroke="#e4e4e7" stroke-width="6"/>`)
    .join('');
  // The wordmark is counter-flipped when the figure is mirrored, so it never reads backwards.
  const word = `<text x="0" y="0" font-family="${FONT}" font-weight="800" font-size="44" letter-spacing="1" fill="#fafafa" text-anchor="middle" transform="translate(-182 -364) scale(${pose.flip} 1)">LOOPS</text>`;
  return (
    box +
    blackChrome(roundRect(-262, -410, 160, 64, 6)) +
    word +
    blackChrome('M-250,-232Q-182,-150 -114,-232Z') +
    loops +
    `<path d="M-250,-232H-114" stroke="url(#cc)" stroke-width="5"/>`
  );
}

/** How a figure is being drawn: from the front or back, and mirrored (-1) or not (1) on screen. */
interface Pose {
  view: View;
  flip: 1 | -1;
}

const FIGURE_BUILDERS: Record<DemoFigure, (doc: SvgDoc, pose: Pose) => FigureParts> = {
  hero: heroParts,
  gamer: gamerParts,
  boombox: boomboxParts,
  vhs: vhsParts,
  cereal: cerealParts,
};

/** The round display base every sculpture stands on: black lacquer with a thin chrome lip. */
function plinth(): string {
  return (
    `<path d="M-172,4L-172,${PLINTH_BOTTOM}A172,28 0 0 0 172,${PLINTH_BOTTOM}L172,4Z" fill="url(#pl)"/>` +
    `<ellipse cx="0" cy="4" rx="172" ry="28" fill="url(#pt)" stroke="url(#cc)" stroke-width="3"/>` +
    '<ellipse cx="0" cy="2" rx="110" ry="14" fill="url(#sh)" opacity=".8"/>'
  );
}

interface Placement {
  x: number;
  /** Screen y of the plinth's bottom edge (the floor line). */
  floorY: number;
  scale: number;
  view?: View;
  mirror?: boolean;
  /** Horizontal squash + slight skew: a cheap three-quarter turn. */
  turn?: boolean;
  /** Mirror image on a glossy floor (studio shots); off on shelves and desks. */
  reflect?: boolean;
}

export function placeFigure(doc: SvgDoc, figure: DemoFigure, p: Placement): string {
  const view = p.view ?? 'front';
  const id = doc.uid('fig');
  // The back view is seen from behind, so the whole figure is mirrored as well as re-ordered; a mirrored
  // back view is therefore drawn unflipped.
  const flip: 1 | -1 = Boolean(p.mirror) !== (view === 'back') ? -1 : 1;
  const parts = FIGURE_BUILDERS[figure](doc, { view, flip });
  const turn = p.turn ? ' matrix(.84 .06 0 1 0 0)' : '';
  doc.def(
    `<g id="${id}"><g transform="scale(${flip} 1)${turn}">${assemble(doc, parts, view)}</g>${plinth()}</g>`,
  );
  const place = `translate(${f(p.x)} ${f(p.floorY - PLINTH_BOTTOM * p.scale)}) scale(${f3(p.scale)})`;
  const reflection = p.reflect
    ? `<use href="#${id}" transform="translate(${f(p.x)} ${f(p.floorY + PLINTH_BOTTOM * p.scale)}) scale(${f3(p.scale)} ${f3(-p.scale)})" opacity=".16"/>`
    : '';
  return `${reflection}<use href="#${id}" transform="${place}"/>`;
}

/** Scale and x that fit a figure's silhouette into a box whose floor line is at floorY. */
export function fitFigure(
  figure: DemoFigure,
  box: { cx: number; maxW: number; maxH: number },
): { x: number; scale: number } {
  const m = FIGURE_META[figure];
  const scale = Math.min(box.maxH / (PLINTH_BOTTOM - m.top), box.maxW / (m.x1 - m.x0));
  return { x: box.cx - ((m.x0 + m.x1) / 2) * scale, scale };
}
