import { desc, eq, sql } from 'drizzle-orm';
import type { WaitlistMember } from '../../contract/audience';
import type { Db } from '../db/index';
import { sculptures, waitlistMembers } from '../db/schema';
import { toIso } from './mapping';

/**
 * Joins a waitlist; joining the same one twice keeps one row. The piece is the one the client
 * names by id, else the one whose title the visitor saw (the spec's call sends only the title). A hidden piece is never named: the public cannot know it.
 */
export async function joinWaitlist(
  db: Db,
  email: string,
  sculptureType: string,
  sculptureId?: number,
): Promise<void> {
  // No piece has id 0: without an id, only the title can match.
  const byId = sql`${sculptures.id} = ${sculptureId ?? 0}`;
  const piece = sql`(
    select ${sculptures.id} from ${sculptures}
    where ${sculptures.published} and (${byId} or lower(trim(${sculptures.title})) = lower(${sculptureType}))
    order by ${byId} desc, ${sculptures.id} limit 1
  )`;
  await db.insert(waitlistMembers).values({ email, sculptureType, sculptureId: piece }).onConflictDoNothing();
}

export async function listWaitlistMembers(db: Db): Promise<WaitlistMember[]> {
  const rows = await db
    .select()
    .from(waitlistMembers)
    .orderBy(desc(waitlistMembers.createdAt), desc(waitlistMembers.id));
  return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
}

export async function findWaitlistMember(db: Db, id: number) {
  const [row] = await db.select().from(waitlistMembers).where(eq(waitlistMembers.id, id));
  return row ?? null;
}

/** Leaves a waitlist; an email queued for the member and not yet sent is then skipped. */
export async function leaveWaitlist(db: Db, id: number): Promise<boolean> {
  const removed = await db
    .delete(waitlistMembers)
    .where(eq(waitlistMembers.id, id))
    .returning({ id: waitlistMembers.id });
  return removed.length > 0;
}
