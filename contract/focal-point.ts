/**
 * Where a cropped photo's subject is: the point of it the crop keeps in view, as percentages
 * across and down ('30% 45%', CSS's object-position). Plain code: the public hero reads it.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRE: FocalPoint = { x: 50, y: 50 };

const PATTERN = /^(\d{1,3})% (\d{1,3})%$/;

/** A stored value, or null when it is not one (anything else never reaches a style). */
export function parseFocalPoint(value: string | null | undefined): FocalPoint | null {
  const match = value ? PATTERN.exec(value) : null;
  if (!match) return null;
  const x = Number(match[1]);
  const y = Number(match[2]);
  return x <= 100 && y <= 100 ? { x, y } : null;
}

export const formatFocalPoint = ({ x, y }: FocalPoint): string => `${Math.round(x)}% ${Math.round(y)}%`;

/** The ratio the homepage hero shows its photo in (width:height), named where it is uploaded. */
export const HERO_PHOTO_RATIO = { width: 3, height: 4, name: '3:4 (portrait)' } as const;
