import { eq } from 'drizzle-orm';
import type { WriteRequest } from '../../core/activity-subject';
import type { Db } from '../../core/db/index';
import { collectors, inquiries } from '../../db/schema';

/*
 * How the activity log names an inquiry or a collector: by date and piece, never by the person's
 * name or address, so erasing someone leaves nothing of them in the log (decision 33).
 */

const idOf = (request: WriteRequest): number | null => {
  const id = Number((request.params as { id?: unknown } | undefined)?.id);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const dayOf = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Inquiry of 27 Nov 2026 about Hero Kid". */
export async function inquiryName(db: Db, request: WriteRequest): Promise<string | null> {
  const id = idOf(request);
  if (id === null) return null;
  const [row] = await db
    .select({ createdAt: inquiries.createdAt, piece: inquiries.sculptureInterest })
    .from(inquiries)
    .where(eq(inquiries.id, id));
  if (!row) return null;
  return `Inquiry of ${dayOf(row.createdAt)}${row.piece ? ` about ${row.piece}` : ''}`;
}

/** "Collector since 27 Nov 2026". */
export async function collectorName(db: Db, request: WriteRequest): Promise<string | null> {
  const id = idOf(request);
  if (id === null) return null;
  const [row] = await db
    .select({ createdAt: collectors.createdAt })
    .from(collectors)
    .where(eq(collectors.id, id));
  return row ? `Collector since ${dayOf(row.createdAt)}` : null;
}
