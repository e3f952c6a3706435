import { DETAIL_DEFAULTS, type SizeModel } from './limits';
import type { ShownSculpture } from './sculpture';

type Dimension = 'height' | 'width' | 'depth' | 'weight';
type Described = 'medium' | 'edition' | 'finish' | 'certificate';
export type DetailField = Dimension | Described;

/**
 * The text a piece's size details are read from: the piece as shown, or its stored row (which
 * the certificates read, the same columns under the same names).
 */
export type SizeDetailSource = Pick<ShownSculpture, Described | `${DetailField}${SizeModel}`>;

const DIMENSIONS: readonly DetailField[] = ['height', 'width', 'depth', 'weight'];

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function defaultFor(field: DetailField, model: SizeModel): string | null {
  const perSize: Partial<Record<DetailField, string>> = DETAIL_DEFAULTS[model];
  if (field === 'medium' || field === 'certificate') return DETAIL_DEFAULTS[field];
  return perSize[field] ?? null;
}

/**
 * A per-size value comes from its size field (edition100), then the base field
 * (edition), then the detail defaults. Dimensions have no base field.
 */
export function sizeValue(sculpture: SizeDetailSource, field: DetailField, model: SizeModel): string | null {
  const own = sculpture[`${field}${model}`];
  if (present(own)) return own;
  if (!DIMENSIONS.includes(field)) {
    const base = sculpture[field as Described];
    if (present(base)) return base;
  }
  return defaultFor(field, model);
}

/** 'H x W x D' for the details panel. */
export function dimensionsText(sculpture: SizeDetailSource, model: SizeModel): string {
  const [height, width, depth] = (['height', 'width', 'depth'] as const).map((field) =>
    sizeValue(sculpture, field, model),
  );
  return `${height} H x ${width} W x ${depth} D`;
}

/** The certificate row shows only when some certificate value exists. */
export function hasCertificate(sculpture: ShownSculpture): boolean {
  return [sculpture.certificate100, sculpture.certificate450, sculpture.certificate].some(present);
}
