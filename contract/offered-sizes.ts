import { DEFAULT_SIZE_MODEL, SIZE_MODELS, type SizeModel } from './limits';

/**
 * The names a piece's sizes line may give each model (sizes, 12 inch is 100%, 54 inch
 * is 450%), compared without case, spaces or a trailing period: '12 inch', '12in', '12"', '100%'.
 */
const MODEL_NAMES: Record<SizeModel, readonly string[]> = {
  '100': ['12inch', '12inches', '12in', '12"', '12', '100%', '100'],
  '450': ['54inch', '54inches', '54in', '54"', '54', '450%', '450'],
};

const normalise = (size: string) =>
  size
    .toLowerCase()
    .replace(/[\s.]+/g, '')
    .replace(/[”″]/g, '"');

/**
 * The models a piece is offered in, in the toggle's order: those its sizes name. A piece whose
 * sizes name neither model (free text such as 'Made to order') shows both, as the
 * toggle always did (docs/decisions/0021-every-sculpture-field-has-its-effect.md).
 */
export function offeredSizeModels(sizes: readonly string[]): SizeModel[] {
  const named = new Set(sizes.map(normalise));
  const offered = SIZE_MODELS.filter((model) => MODEL_NAMES[model].some((name) => named.has(name)));
  return offered.length > 0 ? offered : [...SIZE_MODELS];
}

/** The model shown: the one asked for when the piece is offered in it, else its first. */
export function shownSizeModel(asked: SizeModel, offered: readonly SizeModel[]): SizeModel {
  if (offered.includes(asked)) return asked;
  return offered.includes(DEFAULT_SIZE_MODEL) ? DEFAULT_SIZE_MODEL : offered[0]!;
}
