import { EDITION_STATE_LABELS, editionNumberLabel, statedEditionSize } from '../../../contract/editions';
import { SIZE_MODEL_LABELS, SIZE_MODELS, type SizeModel } from '../../../contract/limits';
import type { SculptureValues } from '../../../contract/sculpture';
import type { DbOrTransaction } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { lockSculptureForEditions, resizeEdition, setEditionSizeColumns } from './edition-numbers';

export type EditionSizes = Record<SizeModel, number | null>;

/** The sizes a new piece starts with: those given, else what its edition text states. */
export function initialEditionSizes(values: SculptureValues): EditionSizes {
  return {
    '100':
      values.editionSize100 !== undefined
        ? values.editionSize100
        : statedEditionSize(values.edition100 ?? values.edition),
    '450': values.editionSize450 !== undefined ? values.editionSize450 : statedEditionSize(values.edition450),
  };
}

/** The sizes an edit asks for: each one given, else as it is now. */
export function editedEditionSizes(values: SculptureValues, current: EditionSizes): EditionSizes {
  return {
    '100': values.editionSize100 !== undefined ? values.editionSize100 : current['100'],
    '450': values.editionSize450 !== undefined ? values.editionSize450 : current['450'],
  };
}

function listTaken(
  taken: { number: number; state: keyof typeof EDITION_STATE_LABELS }[],
  model: SizeModel,
): string {
  const named = taken
    .slice(0, 5)
    .map(
      ({ number, state }) =>
        `${editionNumberLabel(model, number)} is ${EDITION_STATE_LABELS[state].toLowerCase()}`,
    );
  const more = taken.length > 5 ? ` and ${taken.length - 5} more` : '';
  return `${named.join(', ')}${more}`;
}

/**
 * Writes the register's numbers for each size, in the caller's transaction (the piece's row
 * locked first). Growing adds available numbers; shrinking removes numbers only while available,
 * and otherwise refuses with the numbers in the way (the transaction is then rolled back, so
 * nothing of the save is kept). Answers whether any size grew: a number came back.
 */
export async function writeEditionSizes(
  tx: DbOrTransaction,
  sculptureId: number,
  sizes: EditionSizes,
  current: EditionSizes,
): Promise<{ grew: boolean }> {
  await lockSculptureForEditions(tx, sculptureId);
  let grew = false;
  for (const model of SIZE_MODELS) {
    const size = sizes[model];
    if (size === current[model]) continue;
    const taken = await resizeEdition(tx, sculptureId, model, size);
    if (taken.length > 0) {
      const to = size === null ? 'be removed' : `shrink to ${size}`;
      throw new HttpError(
        409,
        `The ${SIZE_MODEL_LABELS[model]} edition cannot ${to}: ${listTaken(taken, model)}. Make those numbers available in its register first.`,
      );
    }
    if ((size ?? 0) > (current[model] ?? 0)) grew = true;
  }
  await setEditionSizeColumns(tx, sculptureId, sizes);
  return { grew };
}
