import type { JournalPost, JournalPostInput } from '@contract/journal';

/** Today as 'yyyy-mm-dd' in the admin's own calendar (toISOString would give the UTC day). */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A new post is published and dated today. */
export function newJournalPostValues(now: Date = new Date()): JournalPostInput {
  return { slug: '', title: '', excerpt: '', body: '', date: todayIsoDate(now), published: 'true' };
}

export function journalPostValues(post: JournalPost): JournalPostInput {
  const { slug, title, excerpt, body, date, published } = post;
  return { slug, title, excerpt, body, date, published };
}
