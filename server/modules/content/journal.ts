import { and, desc, eq } from 'drizzle-orm';
import type { JournalPost } from '../../../contract/journal';
import type { Db } from '../../core/db/index';
import { toBooleanText, toIso } from '../../core/db/mapping';
import { journalPosts } from '../../db/schema';

type JournalRow = typeof journalPosts.$inferSelect;

export function toJournalDto(row: JournalRow): JournalPost {
  return {
    ...row,
    published: toBooleanText(row.published),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

const newestFirst = [desc(journalPosts.date), desc(journalPosts.id)];

export async function listPublishedPosts(db: Db): Promise<JournalPost[]> {
  const rows = await db
    .select()
    .from(journalPosts)
    .where(eq(journalPosts.published, true))
    .orderBy(...newestFirst);
  return rows.map(toJournalDto);
}

export async function findPublishedPost(db: Db, slug: string): Promise<JournalPost | null> {
  const [row] = await db
    .select()
    .from(journalPosts)
    .where(and(eq(journalPosts.slug, slug), eq(journalPosts.published, true)));
  return row ? toJournalDto(row) : null;
}

export async function listAllPosts(db: Db): Promise<JournalPost[]> {
  const rows = await db
    .select()
    .from(journalPosts)
    .orderBy(...newestFirst);
  return rows.map(toJournalDto);
}

type JournalValues = Omit<JournalPost, 'id' | 'createdAt' | 'updatedAt'>;

function toColumns(values: JournalValues) {
  return { ...values, published: values.published === 'true' };
}

export async function createPost(db: Db, values: JournalValues): Promise<JournalPost> {
  const [row] = await db.insert(journalPosts).values(toColumns(values)).returning();
  return toJournalDto(row!);
}

export async function updatePost(db: Db, id: number, values: JournalValues): Promise<JournalPost | null> {
  const [row] = await db
    .update(journalPosts)
    .set(toColumns(values))
    .where(eq(journalPosts.id, id))
    .returning();
  return row ? toJournalDto(row) : null;
}

export async function deletePost(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(journalPosts)
    .where(eq(journalPosts.id, id))
    .returning({ id: journalPosts.id });
  return rows.length > 0;
}
