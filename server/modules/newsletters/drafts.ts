import { and, eq } from 'drizzle-orm';
import type { DraftInput, StoredNewsletter } from '../../../contract/newsletter';
import type { Db } from '../../core/db/index';
import { toIso } from '../../core/db/mapping';
import { newsletterCampaigns } from '../../db/schema';
import { withComposedHtml } from './composed-html';

const c = newsletterCampaigns;
type Row = typeof c.$inferSelect;

function toStored(row: Row): StoredNewsletter {
  return {
    id: row.id,
    subject: row.subject,
    htmlContent: row.htmlContent,
    textContent: row.textContent,
    design: row.design,
    state: row.status === 'queued' ? 'sent' : row.status,
    sendAt: row.sendAt ? toIso(row.sendAt) : null,
    releaseSculptureId: row.releaseSculptureId,
    updatedAt: toIso(row.updatedAt),
  };
}

export async function createDraft(db: Db, input: DraftInput): Promise<StoredNewsletter> {
  const [row] = await db
    .insert(c)
    .values({ ...withComposedHtml(input), status: 'draft' })
    .returning();
  return toStored(row!);
}

/** Saves over a draft; null once it is no longer one (sent or scheduled from another window). */
export async function updateDraft(db: Db, id: number, input: DraftInput): Promise<StoredNewsletter | null> {
  const [row] = await db
    .update(c)
    .set({ ...withComposedHtml(input), updatedAt: new Date() })
    .where(and(eq(c.id, id), eq(c.status, 'draft')))
    .returning();
  return row ? toStored(row) : null;
}

export async function deleteDraft(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(c)
    .where(and(eq(c.id, id), eq(c.status, 'draft')))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** Any newsletter, to open in the composer: a draft to go on with, or another to start from. */
export async function findStoredNewsletter(db: Db, id: number): Promise<StoredNewsletter | null> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  return row ? toStored(row) : null;
}
