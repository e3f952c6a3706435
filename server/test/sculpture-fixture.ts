import type { Db } from '../core/db/index';
import { sculptures } from '../db/schema';

/** A piece inserted straight into the table, every required field filled: `values` says what the test is about. */
export async function insertSculpture(
  db: Db,
  values: Partial<typeof sculptures.$inferInsert> & { slug: string },
): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .insert(sculptures)
    .values({
      title: values.slug,
      tagline: 'Chrome',
      intro: 'Chrome',
      medium: 'Resin',
      edition: '50',
      finish: 'Mirror',
      certificate: 'Yes',
      seoTitle: 'Piece',
      seoDescription: 'Piece',
      sizes: ['12 inch'],
      status: 'Available',
      ...values,
    })
    .returning({ id: sculptures.id, slug: sculptures.slug });
  return row!;
}
