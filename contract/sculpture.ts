import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import {
  BooleanTextSchema,
  IdSchema,
  optionalText,
  requiredText,
  SLUG_PATTERN,
  TimestampSchema,
} from './common';
import { DrawWindowMinutesSchema, SaleModeSchema } from './draws';
import { EditionSizeInputSchema } from './editions';
import { ImageMetaMapSchema } from './image-variants';
import { TEXT_LIMITS } from './limits';
import { IMAGE_COUNT_DEFAULT, IMAGE_COUNT_MAX, IMAGE_COUNT_MIN, IMAGE_TYPES } from './sculpture-media-limits';

const m = ADMIN_MESSAGES.sculpture;

/** The per-size fields of the size chart: height100 ... certificate450. */
export const SIZE_CHART_FIELDS = [
  'height',
  'width',
  'depth',
  'weight',
  'medium',
  'edition',
  'finish',
  'certificate',
] as const;
export type SizeChartField = (typeof SIZE_CHART_FIELDS)[number];
/** Each size-chart field as the dashboard labels it (the form, the activity log). */
export const SIZE_CHART_LABELS: Record<SizeChartField, string> = {
  height: 'Height',
  width: 'Width',
  depth: 'Depth',
  weight: 'Weight',
  medium: 'Medium',
  edition: 'Edition',
  finish: 'Finish',
  certificate: 'Certificate',
};
export type SizeChartKey = `${SizeChartField}${'100' | '450'}`;
export const SIZE_CHART_KEYS = (['100', '450'] as const).flatMap((model) =>
  SIZE_CHART_FIELDS.map((field) => `${field}${model}` as SizeChartKey),
);

const sizeChartWire = Object.fromEntries(
  SIZE_CHART_KEYS.map((key) => [key, z.string().nullable()]),
) as Record<SizeChartKey, z.ZodNullable<z.ZodString>>;
const sizeChartInput = Object.fromEntries(
  SIZE_CHART_KEYS.map((key) => [key, optionalText(TEXT_LIMITS.short)]),
) as Record<SizeChartKey, ReturnType<typeof optionalText>>;

export const ImageTypeSchema = z.enum(IMAGE_TYPES);
export const PlaceholderTypeSchema = z.enum(['photo', 'video']);

export const SculptureSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  tagline: z.string(),
  intro: z.string(),
  medium: z.string(),
  sizes: z.array(z.string()),
  edition: z.string(),
  finish: z.string(),
  certificate: z.string(),
  status: z.string(),
  /** The status the piece takes when it is released (scheduled or unlocked by hand). */
  statusAtRelease: z.string(),
  /** How many numbered casts each size has; null for a size not offered or not counted. */
  editionSize100: z.number().int().nullable(),
  editionSize450: z.number().int().nullable(),
  /** Each size's price in the shop currency's minor units; null is "Price on request". */
  price100: z.number().int().nullable(),
  price450: z.number().int().nullable(),
  /** How each size is sold at its drop (contract/draws.ts), and a draw's entry window. */
  saleMode100: SaleModeSchema,
  saleMode450: SaleModeSchema,
  drawWindowMinutes: z.number().int(),
  isLocked: BooleanTextSchema,
  /** 'false' hides the piece from every public answer (the journal's published, on a sculpture). */
  published: BooleanTextSchema,
  /** When the piece unlocks by itself: a future time (ISO 8601, UTC), or null. */
  releaseAt: z.string().nullable(),
  isGreyscale: BooleanTextSchema,
  imageCount: z.number().int(),
  placeholderType: PlaceholderTypeSchema,
  thumbnailImage: z.string().nullable(),
  rolloverImage: z.string().nullable(),
  scaleImage: z.string().nullable(),
  placeholderMedia: z.string().nullable(),
  inSituImages: z.array(z.string()),
  galleryImages: z.array(z.string()),
  seoTitle: z.string(),
  seoDescription: z.string(),
  sortOrder: z.number().int(),
  ...sizeChartWire,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /**
   * Not a field: intrinsic size and blur preview of each image path above that has them
   * (docs/decisions/0007-media-pipeline.md). Paths without an entry are shown as plain <img src>.
   */
  imageMeta: ImageMetaMapSchema.optional(),
});
export type Sculpture = z.infer<typeof SculptureSchema>;
/** What every view of a piece may read: the admin's and the public's (which lacks the release plan). */
export type ShownSculpture = Omit<Sculpture, 'statusAtRelease'>;
export const SculptureListSchema = z.array(SculptureSchema);

/** imageCount: a whole number from 1 to 10; a non-number becomes 4. */
const ImageCountSchema = z.preprocess((value) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : IMAGE_COUNT_DEFAULT;
}, z.number().int().min(IMAGE_COUNT_MIN).max(IMAGE_COUNT_MAX));

/**
 * A scheduled release: ISO 8601 with an offset, in the future; null clears the schedule (the
 * piece stays locked), absent keeps it as it is.
 */
export const ReleaseAtInputSchema = z.iso
  .datetime({ offset: true, error: m.releaseAtFormat })
  .transform((text) => new Date(text))
  .refine((date) => date.getTime() > Date.now(), m.releaseAtPast)
  .nullable()
  .optional();

/** How many sizes a piece may list, and the longest each may be: the schema's rule, and the form's counters. */
export const SIZE_LIST_LIMITS = { count: 20, length: TEXT_LIMITS.short } as const;

/** Sizes arrive as a list; the form edits them as one comma-separated line (see parseSizes). */
const SizesSchema = z
  .array(z.string().trim().max(SIZE_LIST_LIMITS.length))
  .max(SIZE_LIST_LIMITS.count)
  .transform((sizes) => sizes.filter(Boolean))
  .refine((sizes) => sizes.length > 0, m.sizes);

/** The longest text each field takes: the schema's rule, and the admin form's counters. */
export const SCULPTURE_TEXT_LIMITS = {
  slug: TEXT_LIMITS.slug,
  title: TEXT_LIMITS.short,
  tagline: TEXT_LIMITS.short,
  intro: TEXT_LIMITS.long,
  medium: TEXT_LIMITS.short,
  edition: TEXT_LIMITS.short,
  finish: TEXT_LIMITS.short,
  certificate: TEXT_LIMITS.short,
  seoTitle: TEXT_LIMITS.short,
  seoDescription: TEXT_LIMITS.medium,
  ...(Object.fromEntries(SIZE_CHART_KEYS.map((key) => [key, TEXT_LIMITS.short])) as Record<
    SizeChartKey,
    number
  >),
} as const;
const limit = SCULPTURE_TEXT_LIMITS;

const StatusSchema = z.string().trim().min(1).max(60);

/** The most a size may cost: 100 million in major units of any currency, in minor units. */
export const PRICE_MAX = 100_000_000_000;
const PRICE_MESSAGE =
  'A price is a whole number of minor units (cents) from 1, or empty for “Price on request”.';
/** A size's price in the admin's payload: integer minor units of the shop currency, or null. */
const PriceInputSchema = z
  .number({ error: PRICE_MESSAGE })
  .int(PRICE_MESSAGE)
  .min(1, PRICE_MESSAGE)
  .max(PRICE_MAX, PRICE_MESSAGE)
  .nullable();

export const SculptureInputSchema = z.object({
  slug: requiredText(m.slug, limit.slug).regex(SLUG_PATTERN, ADMIN_MESSAGES.journal.slugPattern),
  title: requiredText(m.title, limit.title),
  tagline: requiredText(m.tagline, limit.tagline),
  intro: requiredText(m.intro, limit.intro),
  medium: requiredText(m.medium, limit.medium),
  sizes: SizesSchema,
  edition: requiredText(m.edition, limit.edition),
  finish: requiredText(m.finish, limit.finish),
  certificate: requiredText(m.certificate, limit.certificate),
  status: StatusSchema.default('Available'),
  statusAtRelease: StatusSchema.default('Available'),
  /** Absent keeps the sizes as they are (a new piece takes them from its edition text). */
  editionSize100: EditionSizeInputSchema.optional(),
  editionSize450: EditionSizeInputSchema.optional(),
  /** Absent keeps the price as it is; null is "Price on request". */
  price100: PriceInputSchema.optional(),
  price450: PriceInputSchema.optional(),
  /** Absent keeps how the size is sold; a draw already open or done is not changed by a save. */
  saleMode100: SaleModeSchema.optional(),
  saleMode450: SaleModeSchema.optional(),
  drawWindowMinutes: DrawWindowMinutesSchema.optional(),
  isGreyscale: BooleanTextSchema.default('false'),
  isLocked: BooleanTextSchema.optional(),
  published: BooleanTextSchema.default('true'),
  releaseAt: ReleaseAtInputSchema,
  imageCount: ImageCountSchema.default(IMAGE_COUNT_DEFAULT),
  placeholderType: PlaceholderTypeSchema.default('photo'),
  seoTitle: requiredText(m.seoTitle, limit.seoTitle),
  seoDescription: requiredText(m.seoDescription, limit.seoDescription),
  ...sizeChartInput,
});
export type SculptureInput = z.input<typeof SculptureInputSchema>;
export type SculptureValues = z.output<typeof SculptureInputSchema>;

/** Splits the form's comma-separated sizes line: trimmed, empty entries dropped. */
export function parseSizes(line: string): string[] {
  return line
    .split(',')
    .map((size) => size.trim())
    .filter(Boolean);
}

/**
 * PATCH of one piece: lock or unlock it, or hide or show it (published), one at a time. Hiding is
 * what a piece with sales gets instead of a delete: it leaves every public page and keeps its records.
 */
export const SculpturePatchSchema = z.union([
  z.object({ isLocked: BooleanTextSchema }),
  z.object({ published: BooleanTextSchema }),
]);

export const ReorderSchema = z.object({
  sculptureOrders: z
    .array(z.object({ id: IdSchema, sortOrder: z.number().int().min(0) }))
    .min(1)
    .max(10_000),
});
export type ReorderInput = z.infer<typeof ReorderSchema>;

export const UploadUrlRequestSchema = z.object({ imageType: ImageTypeSchema });
export const UploadUrlSchema = z.object({ uploadURL: z.string() });
export const RegisterImageSchema = z.object({
  imageUrl: z.string().min(1).max(2_000),
  imageType: ImageTypeSchema,
});
export const DeleteImageSchema = z.object({
  imagePath: z.string().min(1).max(2_000),
  imageType: ImageTypeSchema,
});

export const DUPLICATE_TYPES = ['thumbnail', 'rollover', 'scale'] as const;
export const ValidationErrorReportSchema = z.object({
  sculptureId: z.union([z.number(), z.string().max(100)]),
  slug: z.string().max(TEXT_LIMITS.slug),
  title: z.string().max(TEXT_LIMITS.short),
  duplicateTypes: z.array(z.enum(DUPLICATE_TYPES)).max(3),
  timestamp: z.string().max(100),
});
export type ValidationErrorReport = z.infer<typeof ValidationErrorReportSchema>;
