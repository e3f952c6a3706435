import { editionLine, pieceEditionLine } from '../../../contract/edition-line';
import type { PublicEdition } from '../../../contract/editions';
import { formatMoney } from '../../../contract/money';
import { offeredSizeModels } from '../../../contract/offered-sizes';
import type { Sculpture } from '../../../contract/sculpture';
import type { PublicSculpture, SculptureTeaser } from '../../../contract/sculpture-teaser';
import type { Db } from '../../core/db/index';
import { countEditions, type EditionCount } from '../editions/index';
import type { MediaLibrary } from '../media/index';
import { withImageMeta } from '../media/index';
import { readSalesSettings } from '../sales/index';
import { listPublishedSculptures } from './sculpture-queries';
import { teaserImage } from './teaser-image';

const isUnlocked = (sculpture: Sculpture) => sculpture.isLocked === 'false';

/**
 * What is left of each size the piece is offered in and counts (never who bought): the sizes its
 * sizes line names, in the toggle's order, that have a register.
 */
function publicEditions(sculpture: Sculpture, counts: EditionCount[], currency: string): PublicEdition[] {
  return offeredSizeModels(sculpture.sizes).flatMap((size) => {
    const count = counts.find((row) => row.sculptureId === sculpture.id && row.size === size);
    const price = size === '100' ? sculpture.price100 : sculpture.price450;
    const priceText = price === null ? null : formatMoney(price, currency);
    return count
      ? [
          {
            size,
            total: count.total,
            remaining: count.remaining,
            held: count.held,
            price,
            currency,
            priceText,
          },
        ]
      : [];
  });
}

/**
 * The sculpture list as every public answer carries it (the API, the pages' data, their tags):
 * unlocked pieces in full with their image metadata and edition counts, locked pieces as teasers
 * only. The status at release stays the owner's plan. Counts are read with the list, so an answer
 * built after a change to the register carries it (the cache's content version moves on then).
 */
export async function listPublicSculptures(
  db: Db,
  media: MediaLibrary,
  now: Date,
): Promise<PublicSculpture[]> {
  const list = await listPublishedSculptures(db, now);
  const described = new Map(
    (await withImageMeta(media, list.filter(isUnlocked))).map((sculpture) => [sculpture.id, sculpture]),
  );
  const locked = list.filter((sculpture) => !isUnlocked(sculpture));
  const previews = await media.imageMeta(locked.map((sculpture) => sculpture.thumbnailImage));
  const counts = await countEditions(
    db,
    list.filter(isUnlocked).map((sculpture) => sculpture.id),
  );
  const { currency } = await readSalesSettings(db);
  return Promise.all(
    list.map((sculpture) => {
      if (!isUnlocked(sculpture)) return toTeaser(sculpture, previews);
      const { statusAtRelease: _plan, ...shown } = described.get(sculpture.id)!;
      return {
        ...shown,
        isLocked: 'false',
        editions: publicEditions(sculpture, counts, currency),
        editionLine: pieceEditionLine(sculpture),
        editionLines: { '100': editionLine(sculpture, '100'), '450': editionLine(sculpture, '450') },
      } as const;
    }),
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
