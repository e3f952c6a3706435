import { z } from 'zod';
import type { ImageMeta } from './responsive-image';

/** The wire schema of ImageMeta (responsive-image.ts holds the type and the srcset helpers). */
export const ImageMetaSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: z.string(),
}) satisfies z.ZodType<ImageMeta>;

/** Image paths (as they appear in the entity's fields) to their metadata. */
export const ImageMetaMapSchema = z.record(z.string(), ImageMetaSchema);
