import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { type CampaignStatus, sculptures, siteSettings } from '../../db/schema';

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

export interface KeptImageRow {
  storageKey: string;
  width: number | null;
  height: number | null;
  subject: string;
  status: CampaignStatus;
  startedAt: Date | null;
  sendAt: Date | null;
}

/**
 * The images of pieces (uploaded to a piece, or the demo's) that no piece or page shows any more
 * (deleted with their piece, or taken off it) and that newsletters still show, one row per image and newsletter, the newest image first and
 * its newest newsletter first. The same test as `newslettersShowing`: the original's stem in the
 * letter's markup names it and every variant.
 */
export async function imagesKeptForNewsletters(db: Db): Promise<KeptImageRow[]> {
  const result = await db.execute<{
    storage_key: string;
    width: number | null;
    height: number | null;
    subject: string;
    status: CampaignStatus;
    started_at: string | Date | null;
    send_at: string | Date | null;
  }>(sql`
    select a.storage_key, a.width, a.height, c.subject, c.status, c.started_at, c.send_at
    from media_assets a
    join newsletter_campaigns c on position('/media/' || a.base_key || '.' in c.html_content) > 0
    where a.kind = 'image'
      -- A newsletter's own images (uploaded to site/) are there for it; these were a piece's.
      and a.storage_key not like 'site/%'
      and not exists (select 1 from site_settings st where st.value = '/media/' || a.storage_key)
      and not exists (
        select 1 from sculptures s
        where '/media/' || a.storage_key in (s.thumbnail_image, s.rollover_image, s.scale_image, s.placeholder_media)
           or s.gallery_images @> jsonb_build_array('/media/' || a.storage_key)
           or s.in_situ_images @> jsonb_build_array('/media/' || a.storage_key)
      )
    order by a.created_at desc, a.storage_key, coalesce(c.started_at, c.send_at, c.created_at) desc, c.id desc
  `);
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return result.rows.map((row) => ({
    storageKey: row.storage_key,
    width: row.width,
    height: row.height,
    subject: row.subject,
    status: row.status,
    startedAt: date(row.started_at),
    sendAt: date(row.send_at),
  }));
}
