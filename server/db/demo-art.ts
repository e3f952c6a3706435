/**
 * Demo artwork for the first-start seed.
 *
 * Every picture is drawn as an SVG string in code and rasterised with sharp, so a fresh install shows
 * real-looking product photography without shipping or downloading a single asset. The "fallback series"
 * are five chunky toy figures rendered as mirror-chrome sculptures on a near-black studio set.
 *
 * Chrome is faked the way product illustrators do it: a mirror shows its shape only through what it
 * reflects, so every solid gets a reflection gradient matching its form (flat plate, cylinder or ball),
 * darker edges for volume, a thin rim light on the far side and crisp white softbox highlights. Limbs use
 * the cylinder gradient laid across their own axis. All scenes are built from the same figure drawing,
 * placed with a transform (and mirrored for the floor reflection via <use>).
 *
 * No filters and no blur: blur is by far the slowest thing librsvg does, and the seed renders ~45 images
 * on a small machine. Soft light and shadows are radial gradients instead. Output is deterministic.
 */
import sharp from 'sharp';

export const DEMO_FIGURES = ['hero', 'gamer', 'boombox', 'vhs', 'cereal'] as const;
export type DemoFigure = (typeof DEMO_FIGURES)[number];
export type DemoArtworkKind = 'thumbnail' | 'rollover' | 'scale' | 'gallery' | 'inSitu';

const JPEG_QUALITY = 82;
const FONT = "Inter, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";
/** The brand accent #ffd900, lifted: alpha-blended over dark chrome the pure yellow turns olive. */
const ACCENT_RIM = '#ffe45c';

const SIZES: Record<DemoArtworkKind, { w: number; h: number }> = {
  thumbnail: { w: 900, h: 1200 },
  rollover: { w: 900, h: 1200 },
  gallery: { w: 900, h: 1200 },
  scale: { w: 1600, h: 1000 },
  inSitu: { w: 1600, h: 1067 },
};

// ---------------------------------------------------------------------------------------------------------
// SVG plumbing

type Pt = readonly [number, number];
type View = 'front' | 'back';
type Stop = readonly [offset: number, color: string, opacity?: number];

/** Rounds coordinates to one decimal: keeps the SVG strings short, which measurably speeds up parsing. */
const f = (v: number): string => String(Math.round(v * 10) / 10);
/** Three decimals, for scale factors. */
const f3 = (v: number): string => String(Math.round(v * 1000) / 1000);

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

function linear(id: string, attrs: string, list: readonly Stop[]): string {
  return `<linearGradient id="${id}" ${attrs}>${stops(list)}</linearGradient>`;
}

function radial(id: string, attrs: string, list: readonly Stop[]): string {
  return `<radialGradient id="${id}" ${attrs}>${stops(list)}</radialGradient>`;
}

/** Collects <defs> while one picture is assembled and hands out ids unique within that document. */
class SvgDoc {
  private readonly defs: string[] = [];
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    tone: Tone,
  ) {
    this.defs.push(chromeDefs(tone));
  }

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** Call after the body is built: drawing helpers register their gradients while they run. */
  render(body: string): string {
    const { w, h } = this;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

async function rasterise(doc: SvgDoc, body: string): Promise<Buffer> {
  return sharp(Buffer.from(doc.render(body)))
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------------------
// Chrome material

/** What the chrome reflects: the tones of the room around the sculpture. */
interface Tone {
  sky: string;
  hi: string;
  mid: string;
  dark: string;
  ground: string;
  edge: string;
  rim: string;
  rimOpacity: number;
  /** Where the rim light starts across a shape (0..1): lower is a broader, more dramatic edge light. */
  rimStart?: number;
}

const STUDIO: Tone = {
  sky: '#ffffff',
  hi: '#d4d4d8',
  mid: '#8b8b94',
  dark: '#1c1c21',
  ground: '#a1a1aa',
  edge: '#0d0d0f',
  rim: '#f4f4f5',
  rimOpacity: 0.6,
};

const TONES = {
  studio: STUDIO,
  // Rollover: the same chrome under a warmer key with the brand yellow as a faint rim, so hovering a card
  // visibly changes the picture without turning the piece into brass.
  warm: { ...STUDIO, hi: '#dedbd4', ground: '#aaa69c', rim: ACCENT_RIM, rimOpacity: 0.5 },
  side: {
    sky: '#ffffff',
    hi: '#8b8b94',
    mid: '#45454d',
    dark: '#0c0c0e',
    ground: '#3a3a40',
    edge: '#050506',
    rim: '#ffffff',
    rimOpacity: 0.95,
    rimStart: 0.72,
  },
  gallery: {
    sky: '#ffffff',
    hi: '#ececee',
    mid: '#b4b4ba',
    dark: '#4b4b52',
    ground: '#d6d3cd',
    edge: '#3a3a40',
    rim: '#ffffff',
    rimOpacity: 0.5,
  },
  dusk: {
    sky: '#e0e4f4',
    hi: '#a7adc8',
    mid: '#6c6c86',
    dark: '#1a1826',
    ground: '#c9926c',
    edge: '#0e0c14',
    rim: '#ffc890',
    rimOpacity: 0.55,
  },
  night: {
    sky: '#e6f1ff',
    hi: '#9fb4cc',
    mid: '#56657a',
    dark: '#0e121a',
    ground: '#6b5e52',
    edge: '#07090d',
    rim: '#8fc1ff',
    rimOpacity: 0.6,
  },
} as const satisfies Record<string, Tone>;

type ToneName = keyof typeof TONES;

/**
 * Shared gradients, short fixed ids. Three chrome materials, because a mirror shows its shape through what
 * it reflects: cv = a flat plate (sky, dark horizon, floor bounce top to bottom), cc = a cylinder (a sharp
 * softbox streak on the key side, dark core, thin floor bounce at the far edge), cb = a ball (hot spot
 * upper left, dark band, bright floor bounce at the rim). cs = edge darkening, cr = rim light,
 * sp = soft specular, ck = black chrome, sh = contact shadow, pl/pt = plinth side/top.
 */
function chromeDefs(t: Tone): string {
  return [
    linear('cv', 'x1="0" y1="0" x2=".22" y2="1"', [
      [0, t.hi],
      [0.16, t.sky],
      [0.3, t.hi],
      [0.46, t.mid],
      [0.53, t.dark],
      [0.64, t.dark],
      [0.82, t.mid],
      [1, t.ground],
    ]),
    linear('cc', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, t.edge],
      [0.07, t.mid],
      [0.2, t.hi],
      [0.28, t.sky],
      [0.34, t.sky],
      [0.44, t.hi],
      [0.56, t.mid],
      [0.66, t.dark],
      [0.82, t.dark],
      [0.93, t.ground],
      [1, t.edge],
    ]),
    radial('cb', 'cx=".5" cy=".5" r=".5" fx=".36" fy=".3"', [
      [0, t.sky],
      [0.18, t.hi],
      [0.5, t.mid],
      [0.76, t.dark],
      [0.87, t.dark],
      [0.96, t.ground],
      [1, t.mid],
    ]),
    // Draped cloth: alternating folds catch the light like vertical pleats.
    linear('cp', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, t.edge],
      [0.1, t.mid],
      [0.2, t.dark],
      [0.33, t.hi],
      [0.44, t.dark],
      [0.58, t.mid],
      [0.68, t.edge],
      [0.84, t.hi],
      [1, t.edge],
    ]),
    radial('cs', 'cx=".45" cy=".4" r=".66"', [
      [0, '#000', 0],
      [0.62, '#000', 0],
      [0.88, '#000', 0.25],
      [1, '#000', 0.55],
    ]),
    linear('cr', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, t.rim, 0],
      [t.rimStart ?? 0.9, t.rim, 0],
      [0.975, t.rim, t.rimOpacity * 0.45],
      [1, t.rim, t.rimOpacity],
    ]),
    radial('sp', '', [
      [0, '#fff', 0.95],
      [0.35, '#fff', 0.55],
      [1, '#fff', 0],
    ]),
    linear('ck', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#5a5a63'],
      [0.4, '#1c1c20'],
      [0.5, '#050506'],
      [1, '#26262b'],
    ]),
    radial('sh', '', [
      [0, '#000', 0.75],
      [1, '#000', 0],
    ]),
    linear('pl', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, '#050506'],
      [0.22, '#1a1a1e'],
      [0.3, '#4a4a52'],
      [0.38, '#1a1a1e'],
      [0.75, '#111113'],
      [1, '#050506'],
    ]),
    radial('pt', 'cx=".45" cy=".35" r=".7"', [
      [0, '#2a2a30'],
      [1, '#0e0e10'],
    ]),
  ].join('');
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)},${f(cy)}a${f(rx)},${f(ry)} 0 1 0 ${f(2 * rx)},0a${f(rx)},${f(ry)} 0 1 0 ${f(-2 * rx)},0Z`;
}

function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${f(x + r)},${f(y)}h${f(w - 2 * r)}a${r},${r} 0 0 1 ${r},${r}v${f(h - 2 * r)}a${r},${r} 0 0 1 ${-r},${r}h${f(2 * r - w)}a${r},${r} 0 0 1 ${-r},${-r}v${f(2 * r - h)}a${r},${r} 0 0 1 ${r},${-r}Z`;
}

function poly(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${f(x)},${f(y)}`).join('L')}Z`;
}

type Material = 'cv' | 'cc' | 'cb' | 'cp';

/** A polished chrome solid: material reflection, darker edges for volume, a rim light on the far side. */
function chrome(d: string, material: Material = 'cv'): string {
  return `<path d="${d}" fill="url(#${material})"/><path d="${d}" fill="url(#cs)"/><path d="${d}" fill="url(#cr)"/>`;
}

/** Black chrome (lacquered insets: eyes, screens, speaker cones) keeps the details legible on chrome. */
function blackChrome(d: string): string {
  return `<path d="${d}" fill="url(#ck)"/>`;
}

function specular(cx: number, cy: number, rx: number, ry: number, rotate = -28): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#sp)" transform="rotate(${rotate} ${f(cx)} ${f(cy)})"/>`;
}

/**
 * The reflection of a rectangular softbox: a crisp, slightly curved white window. More than anything else
 * this is what makes a grey shape read as a mirror.
 */
function softbox(cx: number, cy: number, w: number, h: number, rotate = -18, opacity = 0.85): string {
  const d = `M${f(cx - w / 2)},${f(cy - h / 2)}Q${f(cx)},${f(cy - h * 0.75)} ${f(cx + w / 2)},${f(cy - h / 2)}L${f(cx + w / 2)},${f(cy + h / 2)}Q${f(cx)},${f(cy + h * 0.2)} ${f(cx - w / 2)},${f(cy + h / 2)}Z`;
  return `<path d="${d}" fill="#fff" opacity="${opacity}" transform="rotate(${rotate} ${f(cx)} ${f(cy)})"/>`;
}

function ball(cx: number, cy: number, r: number): string {
  return chrome(ellipsePath(cx, cy, r, r), 'cb') + specular(cx - r * 0.34, cy - r * 0.42, r * 0.36, r * 0.2);
}

/** Moves a segment's end points inwards by d, so the highlight along a tube stays inside its round caps. */
function trimEnds([a, b]: readonly [Pt, Pt], d: number): [Pt, Pt] {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const k = Math.min(d, len * 0.45) / len;
  const dx = (b[0] - a[0]) * k;
  const dy = (b[1] - a[1]) * k;
  return [
    [a[0] + dx, a[1] + dy],
    [b[0] - dx, b[1] - dy],
  ];
}

/** Unit normal of a→b, flipped so the key-light side is always the viewer's left/top. */
function keyNormal(a: Pt, b: Pt): Pt {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = -(b[1] - a[1]) / len;
  const ny = (b[0] - a[0]) / len;
  return nx > 0 || (nx === 0 && ny > 0) ? [-nx, -ny] : [nx, ny];
}

/** The cylinder gradient laid across the axis a→b in user space, so a tube reflects along its own length. */
function axisGradient(doc: SvgDoc, a: Pt, b: Pt, r: number): string {
  const [nx, ny] = keyNormal(a, b);
  const id = doc.uid('t');
  doc.def(
    `<linearGradient id="${id}" href="#cc" gradientUnits="userSpaceOnUse" x1="${f(a[0] + nx * r)}" y1="${f(a[1] + ny * r)}" x2="${f(a[0] - nx * r)}" y2="${f(a[1] - ny * r)}"/>`,
  );
  return id;
}

/** A straight chrome cylinder with a specular streak along its key-light side. */
function segment(doc: SvgDoc, a: Pt, b: Pt, r: number): string {
  const id = axisGradient(doc, a, b, r);
  const [nx, ny] = keyNormal(a, b);
  const [h0, h1] = trimEnds([a, b], r * 0.6);
  const hx = nx * r * 0.42;
  const hy = ny * r * 0.42;
  return (
    `<path d="M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}" stroke="url(#${id})" stroke-width="${f(2 * r)}" stroke-linecap="round"/>` +
    `<path d="M${f(h0[0] + hx)},${f(h0[1] + hy)}L${f(h1[0] + hx)},${f(h1[1] + hy)}" stroke="#fff" stroke-opacity=".7" stroke-width="${f(r * 0.16)}" stroke-linecap="round"/>`
  );
}

/** A T-shirt sleeve: rounded over the shoulder, cut flat and slightly flared at the opening. */
function sleeve(doc: SvgDoc, a: Pt, b: Pt, r: number): string {
  const id = axisGradient(doc, a, b, r);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  // n is the axis turned clockwise on screen, so the arc around the shoulder is a positive sweep.
  const nx = -(b[1] - a[1]) / len;
  const ny = (b[0] - a[0]) / len;
  const o = r * 1.1;
  const d = `M${f(a[0] + nx * r)},${f(a[1] + ny * r)}A${f(r)},${f(r)} 0 0 1 ${f(a[0] - nx * r)},${f(a[1] - ny * r)}L${f(b[0] - nx * o)},${f(b[1] - ny * o)}L${f(b[0] + nx * o)},${f(b[1] + ny * o)}Z`;
  return `<path d="${d}" fill="url(#${id})"/><path d="${d}" fill="url(#cs)"/>`;
}

/**
 * A jointed chrome tube (leg, bent arm, spoon handle). Each segment reflects along its own axis; drawing
 * from the far end back to the root lets each upper segment's round end overlap the next one like an elbow.
 */
function tube(doc: SvgDoc, pts: readonly Pt[], r: number): string {
  let out = '';
  for (let i = pts.length - 1; i > 0; i--) {
    const a = pts[i - 1];
    const b = pts[i];
    if (a && b) out += segment(doc, a, b, r);
  }
  return out;
}

/** An arm in a T-shirt: a chrome tube with a short sleeve at the shoulder and (optionally) a fist. */
function arm(doc: SvgDoc, pts: readonly Pt[], withHand = true): string {
  const shoulder = pts[0];
  const elbow = pts[1];
  const end = pts[pts.length - 1];
  if (!shoulder || !elbow || !end) return '';
  const k = Math.min(1, 46 / (Math.hypot(elbow[0] - shoulder[0], elbow[1] - shoulder[1]) || 1));
  const sleeveEnd: Pt = [
    shoulder[0] + (elbow[0] - shoulder[0]) * k,
    shoulder[1] + (elbow[1] - shoulder[1]) * k,
  ];
  const out = tube(doc, pts, 27) + sleeve(doc, shoulder, sleeveEnd, 35);
  return withHand ? out + hand(end) : out;
}

function hand(p: Pt): string {
  return ball(p[0], p[1], 31);
}

// ---------------------------------------------------------------------------------------------------------
// The figure. Local coordinates: feet at y = 0, up is negative, the body is centred on x = 0 and about
// 600 units tall with toy proportions (the head is a third of the height). Image-left is negative x.

const HEAD_Y = -440;
const SHOULDER_L: Pt = [-84, -312];
const SHOULDER_R: Pt = [84, -312];
/** The plinth's bottom edge: the floor line that reflections mirror around. */
const PLINTH_BOTTOM = 52;

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

const FIGURE_META: Record<DemoFigure, FigureMeta> = {
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

// ---------------------------------------------------------------------------------------------------------
// Placing figures in a picture

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

function placeFigure(doc: SvgDoc, figure: DemoFigure, p: Placement): string {
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
function fitFigure(
  figure: DemoFigure,
  box: { cx: number; maxW: number; maxH: number },
): { x: number; scale: number } {
  const m = FIGURE_META[figure];
  const scale = Math.min(box.maxH / (PLINTH_BOTTOM - m.top), box.maxW / (m.x1 - m.x0));
  return { x: box.cx - ((m.x0 + m.x1) / 2) * scale, scale };
}

// ---------------------------------------------------------------------------------------------------------
// Backdrops

/** Seamless near-black studio sweep with a soft light pool behind the piece and on the floor. */
function studioBackdrop(doc: SvgDoc, floorY: number, cx: number, warm = false): string {
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
function floorFade(doc: SvgDoc, floorY: number): string {
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

function vignette(doc: SvgDoc, strength = 0.7): string {
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
function studioShot(
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

// ---------------------------------------------------------------------------------------------------------
// Gallery views

/** Gallery views, wrapping around: 0 head close-up, 1 three-quarter under side light, 2 prop, 3 back. */
function galleryShot(doc: SvgDoc, figure: DemoFigure, variant: number): string {
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

// ---------------------------------------------------------------------------------------------------------
// Scale comparison

/** A neutral architectural scale figure, 1000 units tall, feet at y = 0. */
function humanSilhouette(): string {
  const body =
    'M-26,-832C-60,-826 -104,-816 -118,-790C-132,-740 -140,-640 -142,-560C-143,-520 -140,-488 -132,-466C-124,-456 -114,-460 -112,-474C-110,-520 -106,-600 -98,-680C-94,-600 -90,-540 -94,-470L-84,-250L-82,-24C-96,-14 -98,0 -80,0L-26,0L-22,-420Q0,-446 22,-420L26,0L80,0C98,0 96,-14 82,-24L84,-250L94,-470C90,-540 94,-600 98,-680C106,-600 110,-520 112,-474C114,-460 124,-456 132,-466C140,-488 143,-520 142,-560C140,-640 132,-740 118,-790C104,-816 60,-826 26,-832L22,-862L-22,-862Z';
  return `<path d="${body}" fill="#2a2a2f"/><ellipse cx="0" cy="-928" rx="56" ry="70" fill="#2a2a2f"/>`;
}

/** Small and large edition side by side, true to scale against a 5 ft 9 in (69 inch) adult. */
function scaleShot(doc: SvgDoc, figure: DemoFigure): string {
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

// ---------------------------------------------------------------------------------------------------------
// In situ scenes

function inSituShot(doc: SvgDoc, figure: DemoFigure, variant: number): string {
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

// ---------------------------------------------------------------------------------------------------------
// Public API

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
  const doc = new SvgDoc(w, h, TONES[toneFor(kind, v)]);
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
  const doc = new SvgDoc(1200, 1600, TONES.studio);
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
  const doc = new SvgDoc(1200, 1200, TONES.warm);
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
