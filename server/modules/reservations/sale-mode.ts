import { eq } from 'drizzle-orm';
import type { SizeModel } from '../../../contract/limits';
import type { Db } from '../../core/db/index';
import { sculptures } from '../../db/schema';

/** A size sold by a draw takes no first-come requests: its line is filled by the draw, in drawn order. */
export async function soldByDraw(db: Db, sculptureId: number, size: SizeModel): Promise<boolean> {
  const [piece] = await db
    .select({ mode100: sculptures.saleMode100, mode450: sculptures.saleMode450 })
    .from(sculptures)
    .where(eq(sculptures.id, sculptureId));
  return (size === '100' ? piece?.mode100 : piece?.mode450) === 'draw';
}
