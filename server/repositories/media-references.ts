import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { sculptures, siteSettings } from '../db/schema';

/**
 * Whether any sculpture slot or site setting still points at this public path. Files are only
 * deleted once nothing does, so a path shared by mistake never leaves a broken image behind.
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
  return Boolean(setting);
}
