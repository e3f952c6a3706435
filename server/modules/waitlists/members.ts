import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { WaitlistMember } from '../../../contract/audience';
import {
  LIST_PAGE_SIZE,
  type WaitlistMemberPage,
  type WaitlistPageQuery,
} from '../../../contract/list-pages';
import type { Db } from '../../core/db/index';
import { containsText, pageWindow } from '../../core/db/list-search';
import { toIso } from '../../core/db/mapping';
import { sculptures, waitlistMembers } from '../../db/schema';

export interface WaitlistJoin {
  id: number;
  email: string;
  sculptureType: string;
  sculptureId: number | null;
  /** False when the member must still confirm (double opt-in). */
  confirmed: boolean;
}

/**
 * Joins a waitlist; joining the same one twice keeps one row. The piece is the one the client
 * names by id, else the one whose title the visitor saw (the public call sends only the title).
 * A hidden piece is never named: the public cannot know it.
 * Without double opt-in the member is confirmed at once; with it, a new member is pending.
 * Answers the member, new or already there.
 */
export async function joinWaitlist(
  db: Db,
  email: string,
  sculptureType: string,
  sculptureId: number | undefined,
  doubleOptIn: boolean,
): Promise<WaitlistJoin> {
  // No piece has id 0: without an id, only the title can match.
  const byId = sql`${sculptures.id} = ${sculptureId ?? 0}`;
  const piece = sql`(
    select ${sculptures.id} from ${sculptures}
    where ${sculptures.published} and (${byId} or lower(trim(${sculptures.title})) = lower(${sculptureType}))
    order by ${byId} desc, ${sculptures.id} limit 1
  )`;
  const columns = {
    id: waitlistMembers.id,
    email: waitlistMembers.email,
    sculptureType: waitlistMembers.sculptureType,
    sculptureId: waitlistMembers.sculptureId,
    confirmed: sql<boolean>`${waitlistMembers.confirmedAt} is not null`,
  };
  const [joined] = await db
    .insert(waitlistMembers)
    .values({ email, sculptureType, sculptureId: piece, confirmedAt: doubleOptIn ? null : sql`now()` })
    .onConflictDoNothing()
    .returning(columns);
  if (joined) return joined;
  // Already there: the row the unique indexes matched, confirmed now if double opt-in is off.
  const samePiece = sql`(${waitlistMembers.sculptureId} = ${piece} or (
    ${waitlistMembers.sculptureId} is null and ${piece} is null
    and lower(${waitlistMembers.sculptureType}) = lower(${sculptureType})
  ))`;
  const match = sql`lower(${waitlistMembers.email}) = lower(${email}) and ${samePiece}`;
  if (!doubleOptIn) {
    await db
      .update(waitlistMembers)
      .set({ confirmedAt: sql`now()` })
      .where(and(match, isNull(waitlistMembers.confirmedAt)));
  }
  const [existing] = await db.select(columns).from(waitlistMembers).where(match).limit(1);
  if (!existing) throw new Error('a waitlist join matched no member');
  return existing;
}

/** Confirms a pending member; true when this call confirmed them. */
export async function confirmWaitlistMember(db: Db, id: number): Promise<boolean> {
  const confirmed = await db
    .update(waitlistMembers)
    .set({ confirmedAt: new Date() })
    .where(and(eq(waitlistMembers.id, id), isNull(waitlistMembers.confirmedAt)))
    .returning({ id: waitlistMembers.id });
  return confirmed.length > 0;
}

const newestFirst = [desc(waitlistMembers.createdAt), desc(waitlistMembers.id)];

function toMember({ confirmedAt, ...row }: typeof waitlistMembers.$inferSelect): WaitlistMember {
  return { ...row, createdAt: toIso(row.createdAt), confirmed: confirmedAt !== null };
}

export async function listWaitlistMembers(db: Db): Promise<WaitlistMember[]> {
  const rows = await db
    .select()
    .from(waitlistMembers)
    .orderBy(...newestFirst);
  return rows.map(toMember);
}

/**
 * One page of waitlist members, newest first: of one piece when `piece` is given, and whose
 * address or piece title (as they joined it) contains `q`; with how many match and are pending.
 */
export async function pageWaitlistMembers(db: Db, query: WaitlistPageQuery): Promise<WaitlistMemberPage> {
  const matching = and(
    query.piece === undefined ? undefined : eq(waitlistMembers.sculptureId, query.piece),
    query.q
      ? containsText(query.q, [sql`${waitlistMembers.email}`, sql`${waitlistMembers.sculptureType}`])
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(waitlistMembers)
      .where(matching)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        pending: sql<number>`count(*) filter (where ${waitlistMembers.confirmedAt} is null)`.mapWith(Number),
      })
      .from(waitlistMembers)
      .where(matching),
  ]);
  return {
    items: rows.map(toMember),
    total: counts?.total ?? 0,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
    pending: counts?.pending ?? 0,
  };
}

export async function findWaitlistMember(db: Db, id: number) {
  const [row] = await db.select().from(waitlistMembers).where(eq(waitlistMembers.id, id));
  return row ?? null;
}

/** The title of the piece a member is waiting for, as the collection names it; null: no such piece. */
export async function memberPieceTitle(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ title: sculptures.title })
    .from(waitlistMembers)
    .innerJoin(sculptures, eq(sculptures.id, waitlistMembers.sculptureId))
    .where(eq(waitlistMembers.id, memberId));
  return row?.title ?? null;
}

/**
 * The slug of the piece a member is waiting for, while the collection shows it (a hidden piece's
 * slug is not given away); null otherwise. The leave page links back to it.
 */
export async function memberPieceSlug(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: sculptures.slug })
    .from(waitlistMembers)
    .innerJoin(sculptures, eq(sculptures.id, waitlistMembers.sculptureId))
    .where(and(eq(waitlistMembers.id, memberId), eq(sculptures.published, true)));
  return row?.slug ?? null;
}

/** Leaves a waitlist; an email queued for the member and not yet sent is then skipped. */
export async function leaveWaitlist(db: Db, id: number): Promise<boolean> {
  const removed = await db
    .delete(waitlistMembers)
    .where(eq(waitlistMembers.id, id))
    .returning({ id: waitlistMembers.id });
  return removed.length > 0;
}
