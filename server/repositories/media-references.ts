import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { sculptures, siteSettings } from '../db/schema';

/**
 * Whether any sculpture slot, site setting or newsletter still points at this public path. Files
 * are only deleted once nothing does, so a path shared by mistake never leaves a broken image
 * behind, nor does a deleted piece in an email already sent.
 */
export async function isMediaReferenced(db: Db, path: string): Promise<boolean> {
  const asList = JSON.stringify([path]);
  const [sculpture] = await db
    .select({ id: sculptures.id })
    .from(sculptures)
    .where(
      or(
        eq(sculptures.thumbnailImage, path),
        eq(sculptures.rolloverImage, path),
        eq(sculptures.scaleImage, path),
        eq(sculptures.placeholderMedia, path),
        sql`${sculptures.galleryImages} @> ${asList}::jsonb`,
        sql`${sculptures.inSituImages} @> ${asList}::jsonb`,
      ),
    )
    .limit(1);
  if (sculpture) return true;
  const [setting] = await db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.value, path))
    .limit(1);
  if (setting) return true;
  return (await newslettersShowing(db, path)) > 0;
}

/**
 * How many newsletters (sent, sending or scheduled) show this media, original or any variant: a
 * sent email cannot be changed, so what it shows is kept though its piece is deleted.
 */
export async function newslettersShowing(db: Db, path: string): Promise<number> {
  const dot = path.lastIndexOf('.');
  // `/media/<name>.` names the original and every `<name>.w<width>.webp` variant.
  const stem = dot > path.lastIndexOf('/') ? path.slice(0, dot + 1) : path;
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from newsletter_campaigns where position(${stem} in html_content) > 0`,
  );
  return Number(result.rows[0]?.count ?? 0);
}
