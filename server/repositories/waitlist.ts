import { desc } from 'drizzle-orm';
import type { WaitlistMember } from '../../contract/audience';
import type { Db } from '../db/index';
import { waitlistMembers } from '../db/schema';
import { toIso } from './mapping';

/** Joins a waitlist; joining the same one twice keeps one row. */
export async function joinWaitlist(db: Db, email: string, sculptureType: string): Promise<void> {
  await db.insert(waitlistMembers).values({ email, sculptureType }).onConflictDoNothing();
}

export async function listWaitlistMembers(db: Db): Promise<WaitlistMember[]> {
  const rows = await db
    .select()
    .from(waitlistMembers)
    .orderBy(desc(waitlistMembers.createdAt), desc(waitlistMembers.id));
  return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
}
