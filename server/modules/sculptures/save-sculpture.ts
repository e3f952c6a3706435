import type { Sculpture, SculptureValues } from '../../../contract/sculpture';
import type { Db } from '../../core/db/index';
import {
  editedEditionSizes,
  initialEditionSizes,
  settleEditionStatus,
  writeEditionSizes,
} from '../editions/index';
import { createSculpture, findSculptureRow, toSculptureDto, updateSculpture } from './sculpture-queries';

const sameStatus = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A new piece with the numbers of its edition sizes, in one transaction. */
export async function saveNewSculpture(db: Db, values: SculptureValues): Promise<Sculpture> {
  return db.transaction(async (tx) => {
    const created = await createSculpture(tx, values);
    await writeEditionSizes(tx, created.id, initialEditionSizes(values), { '100': null, '450': null });
    return toSculptureDto((await findSculptureRow(tx, created.id))!);
  });
}

/**
 * An edit of a piece, its edition sizes and their numbers in one transaction: a size that
 * cannot shrink refuses the whole save. When the sizes leave no number (or bring one back), the
 * register decides the status, unless this very save set the status: the owner's word wins.
 */
export async function saveSculptureEdit(
  db: Db,
  id: number,
  values: SculptureValues,
): Promise<Sculpture | null> {
  return db.transaction(async (tx) => {
    const before = await findSculptureRow(tx, id);
    if (!before) return null;
    const updated = await updateSculpture(tx, id, values);
    if (!updated) return null;
    const current = { '100': before.editionSize100, '450': before.editionSize450 };
    const sizes = editedEditionSizes(values, current);
    const { grew } = await writeEditionSizes(tx, id, sizes, current);
    if (sameStatus(values.status, before.status)) await settleEditionStatus(tx, id, { freed: grew });
    return toSculptureDto((await findSculptureRow(tx, id))!);
  });
}
