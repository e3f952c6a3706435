import { EditionSizeInputSchema, statedEditionSize } from '@contract/editions';
import { DETAIL_DEFAULTS, SIZE_MODEL_LABELS, type SizeModel } from '@contract/limits';
import {
  parseSizes,
  ReleaseAtInputSchema,
  type Sculpture,
  SculptureInputSchema,
  SIZE_CHART_KEYS,
  type SizeChartKey,
} from '@contract/sculpture';
import {
  IMAGE_COUNT_MAX,
  IMAGE_COUNT_MIN,
  NEW_SCULPTURE_DEFAULTS,
  SCULPTURE_STATUSES,
} from '@contract/sculpture-media-limits';
import { z } from 'zod';
import { priceText, readPrice } from '@/features/admin-sales/price-text';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';

/**
 * The contract's input schema with one change: the form edits sizes as one comma-separated
 * line, parsed with the contract's parseSizes and then held to the contract's own rule.
 * Its output is exactly the POST/PUT payload.
 */
/** An edition size as the form edits it: digits, or empty for a size not offered or not counted. */
const EditionSizeField = z
  .string()
  .transform((text) => (text.trim() === '' ? null : Number(text.trim())))
  .pipe(EditionSizeInputSchema);

/**
 * Without the prices: a save from this schema leaves them as they are (absent keeps a price).
 * The form's own schema, sculptureFormSchema, adds them in the shop's currency.
 */
export const SculptureFormSchema = SculptureInputSchema.omit({ price100: true, price450: true }).extend({
  editionSize100: EditionSizeField,
  editionSize450: EditionSizeField,
  sizes: z.string().transform(parseSizes).pipe(SculptureInputSchema.shape.sizes),
  // The picker's local time, written with the browser's offset; empty means no schedule.
  releaseAt: z.string().transform(fromLocalInput).pipe(ReleaseAtInputSchema.unwrap()),
});

/**
 * A size's price as the owner types it in the shop's currency ("4,800.00"), sent as minor units;
 * empty is "Price on request" (null). With no currency known (the sales settings could not be
 * read) the price is not sent, so the save keeps it as it is.
 */
const priceField = (currency: string | null) =>
  z.string().transform((text, context) => {
    if (currency === null) return undefined;
    const reading = readPrice(text, currency);
    if (reading.ok) return reading.minor;
    context.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });

/** The form's schema: every field, the prices read in the shop's currency. */
export const sculptureFormSchema = (currency: string | null) =>
  SculptureFormSchema.extend({
    price100: priceField(currency).optional(),
    price450: priceField(currency).optional(),
  });

export type SculptureFormValues = z.input<ReturnType<typeof sculptureFormSchema>>;
export type SculpturePayload = z.output<ReturnType<typeof sculptureFormSchema>>;

export const IMAGE_COUNT_MESSAGE = `Image count must be between ${IMAGE_COUNT_MIN} and ${IMAGE_COUNT_MAX}`;

/**
 * Parse options for the resolver. The contract bounds imageCount without a message of its
 * own, which would surface zod's wording; every other field carries its validation message already.
 */
export const sculptureFormParseOptions = {
  error: (issue: { path?: readonly PropertyKey[] }) =>
    issue.path?.[0] === 'imageCount' ? IMAGE_COUNT_MESSAGE : undefined,
};

/** The measurements every size has a standard value for (its medium and texts follow the piece). */
const MEASUREMENTS = ['height', 'width', 'depth', 'weight'] as const;

/**
 * The size chart as the form shows it: a blank measurement holds the standard value the detail
 * page would publish for it, as a real value the owner sees and can change, never only as a grey
 * placeholder. Saving stores what is shown, which publishes exactly what was published before.
 */
function sizeChartShown(stored: Partial<Record<SizeChartKey, string | null>> = {}) {
  const chart = Object.fromEntries(SIZE_CHART_KEYS.map((key) => [key, stored[key] ?? ''])) as Record<
    SizeChartKey,
    string
  >;
  for (const model of Object.keys(SIZE_MODEL_LABELS) as SizeModel[])
    for (const field of MEASUREMENTS)
      if (!chart[`${field}${model}`].trim()) chart[`${field}${model}`] = DETAIL_DEFAULTS[model][field];
  return chart;
}

/** Every piece comes in the two sizes: a new one starts with both named. */
const ALL_SIZES = Object.values(SIZE_MODEL_LABELS).join(', ');

/** A new sculpture starts from the defaults, in both sizes, with their standard measurements. */
export function newSculptureFormValues(): SculptureFormValues {
  return {
    slug: '',
    title: '',
    tagline: '',
    intro: '',
    sizes: ALL_SIZES,
    releaseAt: '',
    seoTitle: '',
    seoDescription: '',
    ...NEW_SCULPTURE_DEFAULTS,
    statusAtRelease: 'Available',
    editionSize100: String(statedEditionSize(NEW_SCULPTURE_DEFAULTS.edition) ?? ''),
    editionSize450: '',
    price100: '',
    price450: '',
    ...sizeChartShown(),
  };
}

/**
 * An existing sculpture as the form edits it: sizes as one line, the size chart as published, the
 * prices written in the shop's currency (empty while it is unknown: the save then keeps them).
 */
export function sculptureToFormValues(sculpture: Sculpture, currency: string | null): SculptureFormValues {
  const sizeChart = sizeChartShown(sculpture);
  return {
    slug: sculpture.slug,
    title: sculpture.title,
    tagline: sculpture.tagline,
    intro: sculpture.intro,
    medium: sculpture.medium,
    sizes: sculpture.sizes.join(', '),
    edition: sculpture.edition,
    finish: sculpture.finish,
    certificate: sculpture.certificate,
    status: sculpture.status,
    statusAtRelease: sculpture.statusAtRelease,
    editionSize100: sculpture.editionSize100 === null ? '' : String(sculpture.editionSize100),
    editionSize450: sculpture.editionSize450 === null ? '' : String(sculpture.editionSize450),
    price100: currency === null ? '' : priceText(sculpture.price100, currency),
    price450: currency === null ? '' : priceText(sculpture.price450, currency),
    published: sculpture.published,
    releaseAt: toLocalInput(sculpture.releaseAt),
    isGreyscale: sculpture.isGreyscale,
    imageCount: sculpture.imageCount,
    placeholderType: sculpture.placeholderType,
    seoTitle: sculpture.seoTitle,
    seoDescription: sculpture.seoDescription,
    ...sizeChart,
  };
}

/** The statuses, plus an existing sculpture's other status so that saving never changes it. */
export function statusOptions(current: string | undefined): string[] {
  const known: readonly string[] = SCULPTURE_STATUSES;
  return current && !known.includes(current) ? [...known, current] : [...known];
}
