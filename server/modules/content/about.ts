import { asc, eq } from 'drizzle-orm';
import type { About, AboutValues } from '../../../contract/about';
import { encodeTimeline } from '../../../contract/timeline-wire';
import type { Db } from '../../core/db/index';
import { aboutPages } from '../../db/schema';

type AboutRow = typeof aboutPages.$inferSelect;

function toAboutDto(row: AboutRow): About {
  return {
    id: row.id,
    title: row.title,
    paragraphs: row.paragraphs,
    timelineItems: encodeTimeline(row.timelineItems),
    ctaLabel: row.ctaLabel,
    ctaHref: row.ctaHref,
  };
}

/** The about page is one record; the oldest one wins if several exist. */
export async function getAbout(db: Db): Promise<About | null> {
  const [row] = await db.select().from(aboutPages).orderBy(asc(aboutPages.id)).limit(1);
  return row ? toAboutDto(row) : null;
}

export async function createAbout(db: Db, values: AboutValues): Promise<About> {
  const [row] = await db.insert(aboutPages).values(values).returning();
  return toAboutDto(row!);
}

export async function updateAbout(db: Db, id: number, values: AboutValues): Promise<About | null> {
  const [row] = await db.update(aboutPages).set(values).where(eq(aboutPages.id, id)).returning();
  return row ? toAboutDto(row) : null;
}
