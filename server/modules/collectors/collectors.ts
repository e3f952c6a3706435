import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  CollectorDetail,
  CollectorEdit,
  CollectorListQuery,
  CollectorPage,
  CollectorSummary,
} from '../../../contract/collectors';
import { COLLECTORS_PAGE_SIZE } from '../../../contract/collectors';
import type { Db } from '../../core/db/index';
import { toIso } from '../../core/db/mapping';
import { addressWords, searchQuery, searchWords } from '../../core/db/search-words';
import { collectors, newsletterSubscribers } from '../../db/schema';
import { collectorTimeline } from './collector-timeline';

type CollectorRow = typeof collectors.$inferSelect;

function toSummary(row: CollectorRow): CollectorSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    tags: row.tags,
    createdAt: toIso(row.createdAt),
    lastSeenAt: toIso(row.lastSeenAt),
  };
}

/** The same expression as the GIN index collectors_search_idx, so the search reads the index. */
const COLLECTOR_WORDS = searchWords(
  sql`${collectors.name}`,
  sql`${collectors.email}`,
  addressWords(sql`${collectors.email}`),
);

/**
 * One page of collectors, most recently seen first (collectors_last_seen_idx), found by words of
 * their name or address (collectors_search_idx) and by tag (collectors_tags_idx), with the count
 * of all that match for the pager.
 */
export async function listCollectors(db: Db, query: CollectorListQuery): Promise<CollectorPage> {
  const words = searchQuery(query.q);
  if (query.q?.trim() && !words) return { items: [], total: 0 };
  const where = and(
    words ? sql`${COLLECTOR_WORDS} @@ ${words}` : undefined,
    query.tag ? sql`${collectors.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
  );
  const page = Number(query.page ?? 1);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(collectors)
      .where(where)
      .orderBy(desc(collectors.lastSeenAt), desc(collectors.id))
      .limit(COLLECTORS_PAGE_SIZE)
      .offset((page - 1) * COLLECTORS_PAGE_SIZE),
    db.select({ total: count() }).from(collectors).where(where),
  ]);
  return { items: rows.map(toSummary), total: Number(total?.total ?? 0) };
}

async function newsletterState(db: Db, collectorId: number): Promise<CollectorDetail['newsletter']> {
  const [row] = await db
    .select({
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.collectorId, collectorId))
    .limit(1);
  if (!row) return 'never';
  if (row.unsubscribedAt) return 'unsubscribed';
  return row.confirmedAt ? 'subscribed' : 'pending';
}

/** The record, its newsletter state and its timeline; null when there is no such collector. */
export async function findCollector(db: Db, id: number): Promise<CollectorDetail | null> {
  const [row] = await db.select().from(collectors).where(eq(collectors.id, id));
  if (!row) return null;
  const [newsletter, timeline] = await Promise.all([newsletterState(db, id), collectorTimeline(db, id)]);
  return { ...toSummary(row), notes: row.notes, updatedAt: toIso(row.updatedAt), newsletter, timeline };
}

/** The owner's notes and tags; null when there is no such collector. */
export async function editCollector(
  db: Db,
  id: number,
  edit: CollectorEdit,
): Promise<CollectorDetail | null> {
  const changes: Partial<CollectorRow> = {};
  if (edit.notes !== undefined) changes.notes = edit.notes;
  if (edit.tags !== undefined) changes.tags = edit.tags;
  const updated = await db
    .update(collectors)
    .set(changes)
    .where(eq(collectors.id, id))
    .returning({ id: collectors.id });
  return updated.length > 0 ? findCollector(db, id) : null;
}
