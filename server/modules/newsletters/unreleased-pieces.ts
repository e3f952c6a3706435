import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { mediaKey } from '../../core/storage/storage';
import { sculptures } from '../../db/schema';
import { piecesUsingMedia } from '../drops/index';

export interface UnreleasedPiece {
  title: string;
  why: 'hidden' | 'locked';
}

/**
 * The pieces a newsletter names (a piece card's link or image, any link to a piece's page, any
 * file a piece uses wherever it is stored, or a variant of one: piece-media.ts) that will not be
 * public when it goes out: hidden, or locked with no release by then. A
 * newsletter is a channel like any other: it must not show a drop early (decision 27), nor send
 * subscribers to a page or image that answers 404.
 */
export async function unreleasedPiecesIn(db: Db, content: string, sentAt: Date): Promise<UnreleasedPiece[]> {
  const ids = new Set<number>();
  const slugs = new Set<string>();
  const mediaKeys = [...content.matchAll(/\/media\/([A-Za-z0-9._/-]+)/g)].flatMap((match) => {
    const key = mediaKey(`/media/${match[1]}`);
    return key ? [key] : [];
  });
  for (const piece of await piecesUsingMedia(db, mediaKeys)) ids.add(piece.id);
  for (const match of content.matchAll(/\/(?:sculptures|collection)\/([a-z0-9-]+)/g)) slugs.add(match[1]!);
  if (ids.size === 0 && slugs.size === 0) return [];
  const named = await db
    .select({
      title: sculptures.title,
      published: sculptures.published,
      isLocked: sculptures.isLocked,
      releaseAt: sculptures.releaseAt,
    })
    .from(sculptures)
    .where(
      or(
        ids.size ? inArray(sculptures.id, [...ids]) : undefined,
        slugs.size ? inArray(sculptures.slug, [...slugs]) : undefined,
      ),
    );
  return named.flatMap((piece): UnreleasedPiece[] => {
    if (!piece.published) return [{ title: piece.title, why: 'hidden' }];
    const releasedBy = piece.releaseAt !== null && piece.releaseAt.getTime() <= sentAt.getTime();
    return piece.isLocked && !releasedBy ? [{ title: piece.title, why: 'locked' }] : [];
  });
}

/** Why such a newsletter is refused, in the owner's words. */
export function unreleasedRefusal(pieces: UnreleasedPiece[]): string {
  const [first] = pieces;
  const others = pieces.length > 1 ? ` (and ${pieces.length - 1} more)` : '';
  return `This newsletter shows “${first!.title}”${others}, which is ${first!.why} and will not be public when it goes out. Send it once the piece is public, or schedule it for the piece's release.`;
}
