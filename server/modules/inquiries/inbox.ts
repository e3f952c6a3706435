import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  DELIVERY_LABELS,
  INBOX_PAGE_SIZE,
  type InboxCounts,
  type InboxInquiry,
  type InboxPage,
  type InboxQuery,
  type InquiryPatch,
  type InquiryReply,
} from '../../../contract/inquiry-inbox';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { toBooleanText, toIso } from '../../core/db/mapping';
import { addressWords, searchQuery, searchWords } from '../../core/db/search-words';
import type { DeliveryStatus } from '../../core/delivery/delivery-columns';
import { inquiries, inquiryReplies, mailOutbox } from '../../db/schema';

type InquiryRow = typeof inquiries.$inferSelect;

/** The same expression as the GIN index inquiries_search_idx, so the search reads the index. */
const INQUIRY_WORDS = searchWords(
  sql`${inquiries.name}`,
  sql`${inquiries.email}`,
  addressWords(sql`${inquiries.email}`),
  sql`${inquiries.message}`,
);

const replyCount = sql<number>`(select count(*)::int from ${inquiryReplies} where ${inquiryReplies.inquiryId} = ${inquiries.id})`;

function toInboxDto(row: InquiryRow & { replyCount: number }): InboxInquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    isCollector: toBooleanText(row.isCollector),
    isGallery: toBooleanText(row.isGallery),
    sculptureInterest: row.sculptureInterest,
    message: row.message,
    createdAt: toIso(row.createdAt),
    state: row.state,
    read: row.readAt !== null,
    collectorId: row.collectorId,
    replyCount: Number(row.replyCount),
  };
}

/**
 * One page of the inbox, newest first: one state (spam only when asked for, as a mail client
 * keeps its junk apart), one piece, words of the name, address or message; with the count of
 * all that match. Read from inquiries_state_created_idx / inquiries_created_idx, and the GIN
 * index inquiries_search_idx for words.
 */
export async function listInbox(db: Db, query: InboxQuery): Promise<InboxPage> {
  const words = searchQuery(query.q);
  if (query.q?.trim() && !words) return { items: [], total: 0 };
  const where = and(
    query.state ? eq(inquiries.state, query.state) : ne(inquiries.state, 'spam'),
    query.piece !== undefined && query.piece !== ''
      ? eq(inquiries.sculptureInterest, query.piece)
      : undefined,
    words ? sql`${INQUIRY_WORDS} @@ ${words}` : undefined,
  );
  const page = Number(query.page ?? 1);
  const rows = await db
    .select({ inquiry: inquiries, replyCount })
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  const [total] = await db.select({ total: count() }).from(inquiries).where(where);
  return {
    items: rows.map(({ inquiry, replyCount }) => toInboxDto({ ...inquiry, replyCount })),
    total: Number(total?.total ?? 0),
  };
}

/** How many inquiries are in each state, and how many the owner has not opened (spam aside). */
export async function inboxCounts(db: Db): Promise<InboxCounts> {
  const result = await db.execute<{ state: string; total: number; unread: number }>(sql`
    select state, count(*)::int as total, count(*) filter (where read_at is null)::int as unread
    from inquiries group by state`);
  const counts: InboxCounts = { unread: 0, new: 0, replied: 0, closed: 0, spam: 0, all: 0 };
  for (const row of result.rows) {
    const state = row.state as keyof InboxCounts;
    if (!(state in counts)) continue;
    counts[state] = Number(row.total);
    if (state !== 'spam') {
      counts.all += Number(row.total);
      counts.unread += Number(row.unread);
    }
  }
  return counts;
}

export async function findInboxInquiry(db: DbOrTransaction, id: number): Promise<InboxInquiry | null> {
  const [row] = await db
    .select({ inquiry: inquiries, replyCount })
    .from(inquiries)
    .where(eq(inquiries.id, id));
  return row ? toInboxDto({ ...row.inquiry, replyCount: row.replyCount }) : null;
}

/** A new state; acting on an inquiry reads it. Null when there is no such inquiry. */
export async function setInquiryState(
  db: Db,
  id: number,
  { state }: InquiryPatch,
  now: Date,
): Promise<InboxInquiry | null> {
  const updated = await db
    .update(inquiries)
    .set({ state, stateChangedAt: now, readAt: sql`coalesce(${inquiries.readAt}, ${now})` })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id });
  return updated.length > 0 ? findInboxInquiry(db, id) : null;
}

/** Opened, or unread again; null when there is no such inquiry. */
export async function markInquiryRead(
  db: Db,
  id: number,
  read: boolean,
  now: Date,
): Promise<InboxInquiry | null> {
  const updated = await db
    .update(inquiries)
    .set({ readAt: read ? sql`coalesce(${inquiries.readAt}, ${now})` : null })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id });
  return updated.length > 0 ? findInboxInquiry(db, id) : null;
}

/** The answers sent to one inquiry, oldest first, with their email's delivery. */
export async function listReplies(db: Db, inquiryId: number): Promise<InquiryReply[]> {
  const rows = await db
    .select({ reply: inquiryReplies, status: mailOutbox.status })
    .from(inquiryReplies)
    .leftJoin(mailOutbox, eq(mailOutbox.id, inquiryReplies.outboxId))
    .where(eq(inquiryReplies.inquiryId, inquiryId))
    .orderBy(inquiryReplies.createdAt, inquiryReplies.id);
  return rows.map(({ reply, status }) => ({
    id: reply.id,
    message: reply.message,
    sentBy: reply.sentBy,
    createdAt: toIso(reply.createdAt),
    delivery: status ? DELIVERY_LABELS[status as DeliveryStatus] : 'Not sent',
  }));
}

/** The inquiry, locked for the rest of the transaction: two replies at once are stored one after the other. */
export async function lockInquiry(tx: DbOrTransaction, id: number): Promise<InquiryRow | null> {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  return row ?? null;
}

export async function recordReply(
  tx: DbOrTransaction,
  reply: typeof inquiryReplies.$inferInsert,
  now: Date,
): Promise<number> {
  const [row] = await tx.insert(inquiryReplies).values(reply).returning({ id: inquiryReplies.id });
  await tx
    .update(inquiries)
    .set({ state: 'replied', stateChangedAt: now, readAt: sql`coalesce(${inquiries.readAt}, ${now})` })
    .where(and(eq(inquiries.id, reply.inquiryId), isNull(inquiries.erasedAt)));
  return row!.id;
}
