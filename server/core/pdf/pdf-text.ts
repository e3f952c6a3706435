import type PDFDocument from 'pdfkit';
import { type FaceName, fontRuns } from './pdf-fonts';

/*
 * Text on the studio's printed documents (certificates, invoices): every string is drawn run by
 * run in the file of its face that has its characters (pdf-fonts.ts), so a name with a
 * Ł or an ő prints as typed. pdfkit's own wrapping knows one font at a time, so lines are
 * measured and broken here, across runs.
 */

export type Doc = InstanceType<typeof PDFDocument>;

export interface TextStyle {
  face: FaceName;
  size: number;
  color: string;
  /** Extra space between letters, in points (the site's small caps labels). */
  spacing?: number;
}

const registered = new WeakMap<Doc, Set<string>>();

/** Sets the run's font file, registering it with this document the first time. */
export function setFont(doc: Doc, run: { name: string; bytes: Buffer }, size: number): Doc {
  const names = registered.get(doc) ?? new Set<string>();
  registered.set(doc, names);
  if (!names.has(run.name)) {
    doc.registerFont(run.name, run.bytes);
    names.add(run.name);
  }
  return doc.font(run.name).fontSize(size);
}

export function widthOf(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of fontRuns(style.face, text)) {
    setFont(doc, run, style.size);
    width += doc.widthOfString(run.text, { characterSpacing: style.spacing ?? 0 });
  }
  return width;
}

/** One line at (x, y); align 'center' and 'right' take x as the middle or the right edge. */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  align: 'left' | 'center' | 'right' = 'left',
) {
  const width = widthOf(doc, text, style);
  let at = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
  for (const run of fontRuns(style.face, text)) {
    setFont(doc, run, style.size).fillColor(style.color);
    doc.text(run.text, at, y, { lineBreak: false, characterSpacing: style.spacing ?? 0 });
    at += doc.widthOfString(run.text, { characterSpacing: style.spacing ?? 0 });
  }
}

/**
 * How many of `chars`, from the first, fit `width` followed by `suffix` (at least one): found by
 * halving, as measuring is the costly part of drawing text (each measure shapes the string).
 */
function fittingCount(doc: Doc, chars: string[], width: number, style: TextStyle, suffix = ''): number {
  let low = 1;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (widthOf(doc, `${chars.slice(0, middle).join('')}${suffix}`, style) <= width) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The longest prefix of `text` that fits `width`, with an ellipsis when cut (a long title). */
export function fitted(doc: Doc, text: string, width: number, style: TextStyle): string {
  if (widthOf(doc, text, style) <= width) return text;
  const chars = Array.from(text);
  return `${chars
    .slice(0, fittingCount(doc, chars, width, style, '…'))
    .join('')
    .trimEnd()}…`;
}

/** `style`, set smaller by half points (down to `minSize`) until `text` fits `width`. */
export function sizedToFit(
  doc: Doc,
  text: string,
  width: number,
  style: TextStyle,
  minSize: number,
): TextStyle {
  let fitting = style;
  while (fitting.size > minSize && widthOf(doc, text, fitting) > width)
    fitting = { ...fitting, size: fitting.size - 0.5 };
  return fitting;
}

/**
 * `text` broken into lines no wider than `width`: at spaces, at the line breaks it has, and
 * inside a word only when the word alone is too wide (an email address, a pasted reference).
 * With `maxLines`, the last line kept ends in an ellipsis when more was cut.
 */
export function wrapped(
  doc: Doc,
  text: string,
  width: number,
  style: TextStyle,
  maxLines = Infinity,
): string[] {
  // Each word is measured once and a line's width summed from its words: measuring each longer
  // candidate line anew made a paragraph cost the square of its length.
  const widths = new Map<string, number>();
  const measure = (part: string) => {
    let measured = widths.get(part);
    if (measured === undefined) {
      measured = widthOf(doc, part, style);
      widths.set(part, measured);
    }
    return measured;
  };
  // A space between two words, and the letter spacing on either side of it.
  const gap = measure(' ') + 2 * (style.spacing ?? 0);
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    let currentWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = measure(word);
      const joined = current ? currentWidth + gap + wordWidth : wordWidth;
      if (joined <= width) {
        current = current ? `${current} ${word}` : word;
        currentWidth = joined;
        continue;
      }
      if (current) lines.push(current);
      // A word wider than the line is cut where it must be, as many times as it takes.
      let rest = Array.from(word);
      while (rest.length > 1 && widthOf(doc, rest.join(''), style) > width) {
        const cut = fittingCount(doc, rest, width, style);
        lines.push(rest.slice(0, cut).join(''));
        rest = rest.slice(cut);
      }
      current = rest.join('');
      currentWidth = measure(current);
    }
    if (current) lines.push(current);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitted(doc, `${kept[maxLines - 1]}…`, width, style);
  return kept;
}

/** Draws `lines` downwards from y, `leading` points apart; answers the y below the last. */
export function lines(
  doc: Doc,
  texts: string[],
  x: number,
  y: number,
  style: TextStyle,
  leading: number,
  align: 'left' | 'right' = 'left',
): number {
  texts.forEach((text, index) => {
    line(doc, text, x, y + index * leading, style, align);
  });
  return y + texts.length * leading;
}
