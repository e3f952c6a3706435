import { or, sql } from 'drizzle-orm';
import { isLockedAt } from '../../../contract/lock-state';
import type { Db } from '../../core/db/index';
import { mediaKey } from '../../core/storage/storage';
import { sculptures } from '../../db/schema';

/**
 * Which pieces use a stored file, whatever its path: an upload under `sculptures/<id>/`, the demo
 * art under `demo/`, a file picked from elsewhere (a video, the still shown before it plays), and
 * every variant made from any of them (`<name>.w<width>.webp`, named after its original). A
 * locked or hidden piece's files must show nothing before its release (decision 27, amended for
 * issue 41), on the media route and in a newsletter alike.
 */

/** A stored file's family: its key without variant suffix or extension (an original and its variants). */
export function mediaFamilyOf(key: string): string {
  return key.replace(/\.w\d+\.webp$/i, '').replace(/\.[a-z0-9]+$/i, '');
}

const IMAGE_COLUMNS = {
  thumbnailImage: sculptures.thumbnailImage,
  rolloverImage: sculptures.rolloverImage,
  scaleImage: sculptures.scaleImage,
  placeholderMedia: sculptures.placeholderMedia,
  galleryImages: sculptures.galleryImages,
  inSituImages: sculptures.inSituImages,
};

export interface PieceUsingMedia {
  id: number;
  title: string;
  published: boolean;
  isLocked: boolean;
  releaseAt: Date | null;
}

type PieceRow = PieceUsingMedia & {
  thumbnailImage: string | null;
  rolloverImage: string | null;
  scaleImage: string | null;
  placeholderMedia: string | null;
  galleryImages: string[];
  inSituImages: string[];
};

/** The file families a piece's fields name (each a `/media/...` URL). */
function familiesOf(row: PieceRow): string[] {
  return [
    row.thumbnailImage,
    row.rolloverImage,
    row.scaleImage,
    row.placeholderMedia,
    ...row.galleryImages,
    ...row.inSituImages,
  ].flatMap((url) => {
    const key = url ? mediaKey(url) : null;
    return key ? [mediaFamilyOf(key)] : [];
  });
}

const pieceColumns = {
  id: sculptures.id,
  title: sculptures.title,
  published: sculptures.published,
  isLocked: sculptures.isLocked,
  releaseAt: sculptures.releaseAt,
  ...IMAGE_COLUMNS,
};

/** The pieces whose fields name a file of any of these families, or whose own folder holds one. */
export async function piecesUsingMedia(
  db: Db,
  keys: string[],
  { notPublicOnly = false }: { notPublicOnly?: boolean } = {},
): Promise<PieceUsingMedia[]> {
  if (keys.length === 0) return [];
  const families = new Set(keys.map(mediaFamilyOf));
  const owners = new Set(
    keys.flatMap((key) => {
      const owner = /^sculptures\/(\d+)\//.exec(key);
      return owner ? [Number(owner[1])] : [];
    }),
  );
  const rows: PieceRow[] = await db
    .select(pieceColumns)
    .from(sculptures)
    .where(
      notPublicOnly
        ? or(sql`${sculptures.published} = false`, sql`${sculptures.isLocked} = true`)
        : undefined,
    );
  return rows
    .filter((row) => owners.has(row.id) || familiesOf(row).some((family) => families.has(family)))
    .map(({ id, title, published, isLocked, releaseAt }) => ({ id, title, published, isLocked, releaseAt }));
}

const isPublicAt = (piece: PieceUsingMedia, now: Date) => piece.published && !isLockedAt(piece, now);

/**
 * Whether a stored file shows a piece that is not public at `now`: one that is hidden, or locked
 * and not yet released, uses it, and no public piece does (a file a public piece shows is out
 * already, and holding it back would break that piece's page). Costs one read of the pieces that
 * are locked or hidden, and a second only for a file one of them uses.
 */
export async function isMediaHeldBack(db: Db, key: string, now: Date): Promise<boolean> {
  const candidates = await piecesUsingMedia(db, [key], { notPublicOnly: true });
  if (!candidates.some((piece) => !isPublicAt(piece, now))) return false;
  const users = await piecesUsingMedia(db, [key]);
  return !users.some((piece) => isPublicAt(piece, now));
}
