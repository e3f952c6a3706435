/** SVG plumbing for the demo artwork: number formatting, gradients, paths, one picture's <defs>, rasterising. */
import sharp from 'sharp';

const JPEG_QUALITY = 82;
export const FONT = "Inter, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

export type Pt = readonly [number, number];
export type View = 'front' | 'back';
type Stop = readonly [offset: number, color: string, opacity?: number];

/** Rounds coordinates to one decimal: keeps the SVG strings short, which measurably speeds up parsing. */
export const f = (v: number): string => String(Math.round(v * 10) / 10);
/** Three decimals, for scale factors. */
export const f3 = (v: number): string => String(Math.round(v * 1000) / 1000);

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

export function linear(id: string, attrs: string, list: readonly Stop[]): string {
  return `<linearGradient id="${id}" ${attrs}>${stops(list)}</linearGradient>`;
}

export function radial(id: string, attrs: string, list: readonly Stop[]): string {
  return `<radialGradient id="${id}" ${attrs}>${stops(list)}</radialGradient>`;
}

/** Collects <defs> while one picture is assembled and hands out ids unique within that document. */
export class SvgDoc {
  private readonly defs: string[] = [];
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    /** Gradients every drawing in this picture refers to (the chrome materials). */
    baseDefs: string,
  ) {
    this.defs.push(baseDefs);
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

export async function rasterise(doc: SvgDoc, body: string): Promise<Buffer> {
  return sharp(Buffer.from(doc.render(body)))
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
    .toBuffer();
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)},${f(cy)}a${f(rx)},${f(ry)} 0 1 0 ${f(2 * rx)},0a${f(rx)},${f(ry)} 0 1 0 ${f(-2 * rx)},0Z`;
}

export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${f(x + r)},${f(y)}h${f(w - 2 * r)}a${r},${r} 0 0 1 ${r},${r}v${f(h - 2 * r)}a${r},${r} 0 0 1 ${-r},${r}h${f(2 * r - w)}a${r},${r} 0 0 1 ${-r},${-r}v${f(2 * r - h)}a${r},${r} 0 0 1 ${r},${-r}Z`;
}

export function poly(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${f(x)},${f(y)}`).join('L')}Z`;
}
