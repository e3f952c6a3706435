import { eq } from 'drizzle-orm';
import type { Db } from '../core/db/index';
import { sculptures } from '../db/schema';
import { lockSculptureForEditions, resizeEdition } from '../modules/editions/edition-numbers';

let pieces = 0;

/** A piece of its own, with an edition register of the given sizes (12 inch: 10 numbers unless said). */
export async function reservablePiece(
  db: Db,
  values: {
    size100?: number | null;
    size450?: number | null;
    isLocked?: boolean;
    published?: boolean;
    status?: string;
    releaseAt?: Date | null;
  } = {},
) {
  pieces += 1;
  const size100 = values.size100 === undefined ? 10 : values.size100;
  const size450 = values.size450 ?? null;
  const [row] = await db
    .insert(sculptures)
    .values({
      slug: `reservable-${process.pid}-${pieces}-${Date.now()}`,
      title: `Reservable Piece ${pieces}`,
      tagline: 'Chrome',
      intro: 'Chrome',
      medium: 'Resin',
      edition: 'Limited Edition of 10',
      finish: 'Mirror',
      certificate: 'Yes',
      seoTitle: 'Piece',
      seoDescription: 'Piece',
      sizes: ['12 inch', '54 inch'],
      isLocked: values.isLocked ?? false,
      published: values.published ?? true,
      status: values.status ?? 'Available',
      releaseAt: values.releaseAt ?? null,
      editionSize100: size100,
      editionSize450: size450,
    })
    .returning();
  await db.transaction(async (tx) => {
    await lockSculptureForEditions(tx, row!.id);
    await resizeEdition(tx, row!.id, '100', size100);
    await resizeEdition(tx, row!.id, '450', size450);
  });
  return row!;
}

export async function setPiece(db: Db, id: number, values: Partial<typeof sculptures.$inferInsert>) {
  await db.update(sculptures).set(values).where(eq(sculptures.id, id));
}

/** A collector's request body. */
export const request = (sculptureId: number, index: number | string, size: '100' | '450' = '100') => ({
  sculptureId,
  size,
  name: `Collector ${index}`,
  email: `collector${index}@example.com`,
});
