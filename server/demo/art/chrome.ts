/**
 * The chrome material and the solids drawn in it. Chrome is faked the way product illustrators do it:
 * a mirror shows its shape only through what it reflects, so every solid gets a reflection gradient
 * matching its form (flat plate, cylinder or ball), darker edges for volume, a thin rim light on the
 * far side and crisp white softbox highlights. Limbs use the cylinder gradient laid across their axis.
 */
import { ellipsePath, f, linear, type Pt, radial, type SvgDoc } from './svg';

/** The brand accent #ffd900, lifted: alpha-blended over dark chrome the pure yellow turns olive. */
const ACCENT_RIM = '#ffe45c';

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

export const TONES = {
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

export type ToneName = keyof typeof TONES;

/**
 * Shared gradients, short fixed ids. Three chrome materials, because a mirror shows its shape through what
 * it reflects: cv = a flat plate (sky, dark horizon, floor bounce top to bottom), cc = a cylinder (a sharp
 * softbox streak on the key side, dark core, thin floor bounce at the far edge), cb = a ball (hot spot
 * upper left, dark band, bright floor bounce at the rim). cs = edge darkening, cr = rim light,
 * sp = soft specular, ck = black chrome, sh = contact shadow, pl/pt = plinth side/top.
 */
export function chromeDefs(t: Tone): string {
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

type Material = 'cv' | 'cc' | 'cb' | 'cp';

/** A polished chrome solid: material reflection, darker edges for volume, a rim light on the far side. */
export function chrome(d: string, material: Material = 'cv'): string {
  return `<path d="${d}" fill="url(#${material})"/><path d="${d}" fill="url(#cs)"/><path d="${d}" fill="url(#cr)"/>`;
}

/** Black chrome (lacquered insets: eyes, screens, speaker cones) keeps the details legible on chrome. */
export function blackChrome(d: string): string {
  return `<path d="${d}" fill="url(#ck)"/>`;
}

function specular(cx: number, cy: number, rx: number, ry: number, rotate = -28): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#sp)" transform="rotate(${rotate} ${f(cx)} ${f(cy)})"/>`;
}

/**
 * The reflection of a rectangular softbox: a crisp, slightly curved white window. More than anything else
 * this is what makes a grey shape read as a mirror.
 */
export function softbox(cx: number, cy: number, w: number, h: number, rotate = -18, opacity = 0.85): string {
  const d = `M${f(cx - w / 2)},${f(cy - h / 2)}Q${f(cx)},${f(cy - h * 0.75)} ${f(cx + w / 2)},${f(cy - h / 2)}L${f(cx + w / 2)},${f(cy + h / 2)}Q${f(cx)},${f(cy + h * 0.2)} ${f(cx - w / 2)},${f(cy + h / 2)}Z`;
  return `<path d="${d}" fill="#fff" opacity="${opacity}" transform="rotate(${rotate} ${f(cx)} ${f(cy)})"/>`;
}

export function ball(cx: number, cy: number, r: number): string {
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
export function segment(doc: SvgDoc, a: Pt, b: Pt, r: number): string {
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
export function tube(doc: SvgDoc, pts: readonly Pt[], r: number): string {
  let out = '';
  for (let i = pts.length - 1; i > 0; i--) {
    const a = pts[i - 1];
    const b = pts[i];
    if (a && b) out += segment(doc, a, b, r);
  }
  return out;
}

/** An arm in a T-shirt: a chrome tube with a short sleeve at the shoulder and (optionally) a fist. */
export function arm(doc: SvgDoc, pts: readonly Pt[], withHand = true): string {
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

export function hand(p: Pt): string {
  return ball(p[0], p[1], 31);
}
