import { and, desc, eq, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { ACTIVITY_PAGE_SIZE, type ActivityEntry, type ActivityQuery } from '../../../contract/activity';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { toIso } from '../../core/db/mapping';
import { adminActivity, adminSessions, adminUsers } from '../../db/schema';

/**
 * Rows kept: the oldest go once there are more. Enough for years of a gallery's edits; an
 * admin token used to flood the log can only push old rows out, never fill the disk.
 */
export const ACTIVITY_KEPT_ROWS = 20_000;
/** How often (in inserted rows) the oldest are pruned: one cheap delete per hundred writes. */
const PRUNE_EVERY = 100;
/**
 * Saves of the same thing by the same session in a row, this close together, are one entry
 * (its time moves on and its fields add up): a composer's autosave is one line, not hundreds.
 */
export const COALESCE_WITHIN_MS = 10 * 60_000;

export interface ActivityWrite {
  /** The session's token hash: who made the write. */
  tokenHash: string;
  entity: ActivityEntry['entity'];
  action: string;
  /** Which one, by its name. */
  target: string | null;
  /** Its name before this write: a rename in a run of saves is still the same thing. */
  formerTarget?: string | null;
  fields: string[];
}

type ActivityRow = typeof adminActivity.$inferSelect;

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: toIso(row.at),
    username: row.username,
    sessionId: row.sessionId,
    entity: row.entity as ActivityEntry['entity'],
    action: row.action,
    target: row.target,
    fields: row.fields,
  };
}

/** Records one admin write; a write by a session that no longer exists is not recorded. */
export async function recordActivity(db: Db, write: ActivityWrite, now = new Date()): Promise<void> {
  const [who] = await db
    .select({ userId: adminUsers.id, username: adminUsers.username, sessionId: adminSessions.id })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, write.tokenHash));
  if (!who) return;

  const [last] = await db.select().from(adminActivity).orderBy(desc(adminActivity.id)).limit(1);
  if (
    last &&
    write.action === 'update' &&
    last.action === 'update' &&
    last.sessionId === who.sessionId &&
    last.entity === write.entity &&
    (last.target === write.target || (write.formerTarget != null && last.target === write.formerTarget)) &&
    now.getTime() - last.at.getTime() < COALESCE_WITHIN_MS
  ) {
    const fields = [...new Set([...last.fields, ...write.fields])];
    await db
      .update(adminActivity)
      .set({ at: now, fields, target: write.target })
      .where(eq(adminActivity.id, last.id));
    return;
  }

  const [row] = await db
    .insert(adminActivity)
    .values({
      ...who,
      entity: write.entity,
      action: write.action,
      target: write.target,
      fields: write.fields,
      at: now,
    })
    .returning({ id: adminActivity.id });
  if (row && row.id % PRUNE_EVERY === 0)
    await db.delete(adminActivity).where(lte(adminActivity.id, row.id - ACTIVITY_KEPT_ROWS));
}

/**
 * The name the log gives what the site did by itself (a piece turned Sold Out when its last
 * number went): no admin made it, and the owner must be able to tell it from their own writes.
 */
export const AUTOMATIC_ACTOR = 'Vitrine (automatic)';

/** Records a change the site made by itself, in the caller's transaction. */
export async function recordAutomaticActivity(
  db: DbOrTransaction,
  write: Omit<ActivityWrite, 'tokenHash'>,
): Promise<void> {
  await db.insert(adminActivity).values({ username: AUTOMATIC_ACTOR, ...write });
}

/** `%`, `_` and `\` typed into the filter are searched for as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filtersOf({ entity, q, before }: ActivityQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (entity) conditions.push(eq(adminActivity.entity, entity));
  if (before) conditions.push(lt(adminActivity.id, before));
  if (q) {
    const pattern = containing(q);
    conditions.push(
      or(
        ilike(adminActivity.username, pattern),
        ilike(adminActivity.entity, pattern),
        ilike(adminActivity.action, pattern),
        ilike(adminActivity.target, pattern),
        ilike(sql`${adminActivity.fields}::text`, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** A page of the log, newest first, with where the next page starts. */
export async function listActivity(db: Db, query: ActivityQuery) {
  const rows = await db
    .select()
    .from(adminActivity)
    .where(filtersOf(query))
    .orderBy(desc(adminActivity.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const entries = rows.slice(0, ACTIVITY_PAGE_SIZE).map(toEntry);
  return {
    entries,
    nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? (entries.at(-1)?.id ?? null) : null,
  };
}

/** Every kept row that matches, newest first: the CSV export (bounded by ACTIVITY_KEPT_ROWS). */
export async function listAllActivity(
  db: Db,
  query: Omit<ActivityQuery, 'before'>,
): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(adminActivity)
    .where(filtersOf(query))
    .orderBy(desc(adminActivity.id))
    .limit(ACTIVITY_KEPT_ROWS + PRUNE_EVERY);
  return rows.map(toEntry);
}
