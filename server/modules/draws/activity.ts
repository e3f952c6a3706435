import { eq } from 'drizzle-orm';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { ADMIN_DRAW_CLOSE_CALL } from '../../../contract/draws';
import { SIZE_MODEL_LABELS, type SizeModel } from '../../../contract/limits';
import type { ActivitySubject, WriteRequest } from '../../core/activity-subject';
import type { Db } from '../../core/db/index';
import { sculptures } from '../../db/schema';

/** A draw as the log names it: the piece and the size. */
async function drawName(db: Db, request: WriteRequest): Promise<string | null> {
  const params = request.params as { sculptureId?: unknown; size?: unknown } | undefined;
  const id = Number(params?.sculptureId);
  const size = params?.size as SizeModel;
  if (!Number.isInteger(id) || id <= 0 || !(size in SIZE_MODEL_LABELS)) return null;
  const [piece] = await db.select({ title: sculptures.title }).from(sculptures).where(eq(sculptures.id, id));
  return piece ? `${piece.title}, ${SIZE_MODEL_LABELS[size]}` : null;
}

/** The owner's draw actions, in their words, for the activity log. */
export const DRAWS_ACTIVITY: Record<string, ActivitySubject> = {
  [`POST ${ADMIN_API_PREFIX}${ADMIN_DRAW_CLOSE_CALL}`]: {
    entity: 'draw',
    action: 'close entries early and draw',
    name: drawName,
    noFields: true,
  },
};
