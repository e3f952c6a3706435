import { eq } from 'drizzle-orm';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { formatCode } from '../../../contract/certificates';
import { editionNumberLabel } from '../../../contract/editions';
import type { ActivitySubject, WriteRequest } from '../../core/activity-subject';
import type { Db } from '../../core/db/index';
import { certificates, editionNumbers } from '../../db/schema';
import { certificateTransfers } from './schema';

/** A resale as the log names it: the piece, its number and the certificate's code, never a person. */
async function resaleName(db: Db, request: WriteRequest): Promise<string | null> {
  const id = Number((request.params as { id?: unknown } | undefined)?.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [row] = await db
    .select({
      code: certificates.code,
      details: certificates.details,
      size: editionNumbers.size,
      number: editionNumbers.number,
    })
    .from(certificateTransfers)
    .innerJoin(certificates, eq(certificates.id, certificateTransfers.certificateId))
    .innerJoin(editionNumbers, eq(editionNumbers.id, certificates.editionNumberId))
    .where(eq(certificateTransfers.id, id));
  if (!row) return null;
  return `${row.details.title}, ${editionNumberLabel(row.size, row.number)} (${formatCode(row.code)})`;
}

/** The studio's actions on collectors' resales, for the activity log. */
export const ACCOUNT_ACTIVITY: Record<string, ActivitySubject> = {
  [`POST ${ADMIN_API_PREFIX}${ADMIN_CALLS.certificateTransferBlock}`]: {
    entity: 'certificate',
    action: 'block resale',
    name: resaleName,
    noFields: true,
  },
};
