import { z } from 'zod';
import { PublicEditionSchema } from './editions';
import { SculptureSchema } from './sculpture';

/**
 * What the public sees of a locked piece, and nothing more: no intro, no tagline, no image path.
 * The one picture is `teaserImage`, a tiny blurred data: URI made on the server for the teaser
 * (greyscale when the piece is), from which no original or variant URL can be derived.
 */
export const SculptureTeaserSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.string(),
  isLocked: z.literal('true'),
  sortOrder: z.number().int(),
  releaseAt: z.string().nullable(),
  teaserImage: z.string().nullable(),
});
export type SculptureTeaser = z.infer<typeof SculptureTeaserSchema>;

/**
 * An unlocked piece as the public sees it: every public field, and what is left of each offered
 * size whose edition is counted (never who bought). The plan for its release is the owner's.
 */
export const UnlockedSculptureSchema = SculptureSchema.omit({ statusAtRelease: true }).extend({
  isLocked: z.literal('false'),
  editions: z.array(PublicEditionSchema),
  /**
   * The one edition line that stands for the piece (its card, its list entry), made by the server
   * with the register's counts (contract/edition-line.ts), so the collection's first load ships
   * no edition logic of its own.
   */
  editionLine: z.string(),
  /** Each size's edition line, as the piece's page shows it for the size chosen. */
  editionLines: z.object({ '100': z.string(), '450': z.string() }),
});
export type UnlockedSculpture = z.infer<typeof UnlockedSculptureSchema>;

/**
 * The public list (GET /api/sculptures and the pages' data). Parsing it strips every field a
 * teaser does not name, so a locked piece cannot leak through a field added later.
 */
export const PublicSculptureSchema = z.discriminatedUnion('isLocked', [
  UnlockedSculptureSchema,
  SculptureTeaserSchema,
]);
export type PublicSculpture = z.infer<typeof PublicSculptureSchema>;
export const PublicSculptureListSchema = z.array(PublicSculptureSchema);
