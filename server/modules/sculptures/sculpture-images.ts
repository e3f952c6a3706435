import { eq } from 'drizzle-orm';
import type { Sculpture } from '../../../contract/sculpture';
import { type ImageType, MULTI_IMAGE_LIMIT } from '../../../contract/sculpture-media-limits';
import type { Db } from '../../core/db/index';
import { sculptures } from '../../db/schema';
import { toSculptureDto } from './sculpture-queries';

type SingleColumn = 'thumbnailImage' | 'rolloverImage' | 'scaleImage' | 'placeholderMedia';
type ListColumn = 'galleryImages' | 'inSituImages';

/** Where each image type lives on the sculpture row. */
const SLOTS: Record<ImageType, { column: SingleColumn; many: false } | { column: ListColumn; many: true }> = {
  thumbnail: { column: 'thumbnailImage', many: false },
  rollover: { column: 'rolloverImage', many: false },
  scale: { column: 'scaleImage', many: false },
  placeholder: { column: 'placeholderMedia', many: false },
  gallery: { column: 'galleryImages', many: true },
  inSitu: { column: 'inSituImages', many: true },
};

export type PlaceResult =
  | { status: 'placed'; sculpture: Sculpture; replaced: string | null }
  | { status: 'not-found' }
  | { status: 'full' };

export type RemoveResult =
  | { status: 'removed'; sculpture: Sculpture }
  | { status: 'not-found' | 'not-in-slot' };

/** The number of images in a slot, or null for an unknown sculpture. */
export async function countSlot(db: Db, sculptureId: number, imageType: ImageType): Promise<number | null> {
  const [row] = await db.select().from(sculptures).where(eq(sculptures.id, sculptureId));
  if (!row) return null;
  const slot = SLOTS[imageType];
  return slot.many ? row[slot.column].length : row[slot.column] ? 1 : 0;
}

/**
 * Puts a path into a slot under a row lock: a single slot answers the path it replaced; a list
 * slot refuses the image past its tenth.
 */
export async function placeImage(
  db: Db,
  sculptureId: number,
  imageType: ImageType,
  path: string,
): Promise<PlaceResult> {
  return db.transaction(async (tx) => {
    // NO KEY UPDATE: image edits take turns without keeping a drop's reservations (whose foreign
    // key holds KEY SHARE on the piece) waiting.
    const [row] = await tx
      .select()
      .from(sculptures)
      .where(eq(sculptures.id, sculptureId))
      .for('no key update');
    if (!row) return { status: 'not-found' } as const;
    const slot = SLOTS[imageType];
    let replaced: string | null = null;
    let patch: Partial<typeof sculptures.$inferInsert>;
    if (slot.many) {
      const list = row[slot.column];
      if (list.length >= MULTI_IMAGE_LIMIT) return { status: 'full' } as const;
      patch = { [slot.column]: [...list, path] };
    } else {
      replaced = row[slot.column];
      patch = { [slot.column]: path };
    }
    const [updated] = await tx
      .update(sculptures)
      .set(patch)
      .where(eq(sculptures.id, sculptureId))
      .returning();
    return { status: 'placed', sculpture: toSculptureDto(updated!), replaced } as const;
  });
}

/** Takes a path out of a slot. */
export async function removeImage(
  db: Db,
  sculptureId: number,
  imageType: ImageType,
  path: string,
): Promise<RemoveResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sculptures)
      .where(eq(sculptures.id, sculptureId))
      .for('no key update');
    if (!row) return { status: 'not-found' } as const;
    const slot = SLOTS[imageType];
    let patch: Partial<typeof sculptures.$inferInsert>;
    if (slot.many) {
      const list = row[slot.column];
      if (!list.includes(path)) return { status: 'not-in-slot' } as const;
      patch = { [slot.column]: list.filter((item) => item !== path) };
    } else {
      if (row[slot.column] !== path) return { status: 'not-in-slot' } as const;
      patch = { [slot.column]: null };
    }
    const [updated] = await tx
      .update(sculptures)
      .set(patch)
      .where(eq(sculptures.id, sculptureId))
      .returning();
    return { status: 'removed', sculpture: toSculptureDto(updated!) } as const;
  });
}
