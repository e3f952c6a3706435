import type { Sculpture } from '../../../contract/sculpture';
import type { PublicSculpture, SculptureTeaser, UnlockedSculpture } from '../../../contract/sculpture-teaser';
import type { Db } from '../../db/index';
import { listPublishedSculptures } from '../../repositories/sculptures';
import type { MediaLibrary } from '../media/media-library';
import { withImageMeta } from '../media/sculpture-image-meta';
import { teaserImage } from './teaser-image';

const isUnlocked = (sculpture: Sculpture): sculpture is UnlockedSculpture => sculpture.isLocked === 'false';

/**
 * The sculpture list as every public answer carries it (the API, the pages' data, their tags):
 * unlocked pieces in full with their image metadata, locked pieces as teasers only.
 */
export async function listPublicSculptures(
  db: Db,
  media: MediaLibrary,
  now = new Date(),
): Promise<PublicSculpture[]> {
  const list = await listPublishedSculptures(db, now);
  const described = new Map(
    (await withImageMeta(media, list.filter(isUnlocked))).map((sculpture) => [sculpture.id, sculpture]),
  );
  const locked = list.filter((sculpture) => !isUnlocked(sculpture));
  const previews = await media.imageMeta(locked.map((sculpture) => sculpture.thumbnailImage));
  return Promise.all(
    list.map((sculpture) =>
      isUnlocked(sculpture)
        ? ({ ...described.get(sculpture.id)!, isLocked: 'false' } as const)
        : toTeaser(sculpture, previews),
    ),
  );
}

async function toTeaser(
  sculpture: Sculpture,
  previews: Awaited<ReturnType<MediaLibrary['imageMeta']>>,
): Promise<SculptureTeaser> {
  const preview = sculpture.thumbnailImage ? previews[sculpture.thumbnailImage]?.placeholder : undefined;
  return {
    id: sculpture.id,
    slug: sculpture.slug,
    title: sculpture.title,
    status: sculpture.status,
    isLocked: 'true',
    sortOrder: sculpture.sortOrder,
    releaseAt: sculpture.releaseAt,
    teaserImage: preview ? await teaserImage(preview, sculpture.isGreyscale === 'true') : null,
  };
}
