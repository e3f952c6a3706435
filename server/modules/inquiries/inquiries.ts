import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Inquiry, InquiryInputSchema } from '../../../contract/inquiry';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { fromBooleanText, toBooleanText, toIso } from '../../core/db/mapping';
import { inquiries } from '../../db/schema';

type InquiryRow = typeof inquiries.$inferSelect;

function toInquiryDto(row: InquiryRow): Inquiry {
  return {
    ...row,
    isCollector: toBooleanText(row.isCollector),
    isGallery: toBooleanText(row.isGallery),
    createdAt: toIso(row.createdAt),
  };
}

export async function createInquiry(
  db: DbOrTransaction,
  input: z.output<typeof InquiryInputSchema>,
): Promise<Inquiry> {
  const [row] = await db
    .insert(inquiries)
    .values({
      ...input,
      isCollector: fromBooleanText(input.isCollector),
      isGallery: fromBooleanText(input.isGallery),
    })
    .returning();
  return toInquiryDto(row!);
}

/** Newest first: the admin reads the latest inquiry at the top. */
export async function listInquiries(db: Db): Promise<Inquiry[]> {
  const rows = await db.select().from(inquiries).orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  return rows.map(toInquiryDto);
}
