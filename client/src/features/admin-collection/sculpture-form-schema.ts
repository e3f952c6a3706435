import { EditionSizeInputSchema, statedEditionSize } from '@contract/editions';
import {
  IMAGE_COUNT_MAX,
  IMAGE_COUNT_MIN,
  NEW_SCULPTURE_DEFAULTS,
  SCULPTURE_STATUSES,
} from '@contract/limits';
import {
  parseSizes,
  ReleaseAtInputSchema,
  type Sculpture,
  SculptureInputSchema,
  SIZE_CHART_KEYS,
  type SizeChartKey,
} from '@contract/sculpture';
import { z } from 'zod';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';

/**
 * The contract's input schema with one change: the form edits sizes as one comma-separated
 * line (§3), parsed with the contract's parseSizes and then held to the contract's own rule.
 * Its output is exactly the POST/PUT payload.
 */
/** An edition size as the form edits it: digits, or empty for a size not offered or not counted. */
const EditionSizeField = z
  .string()
  .transform((text) => (text.trim() === '' ? null : Number(text.trim())))
  .pipe(EditionSizeInputSchema);

export const SculptureFormSchema = SculptureInputSchema.extend({
  editionSize100: EditionSizeField,
  editionSize450: EditionSizeField,
  sizes: z.string().transform(parseSizes).pipe(SculptureInputSchema.shape.sizes),
  // The picker's local time, written with the browser's offset; empty means no schedule.
  releaseAt: z.string().transform(fromLocalInput).pipe(ReleaseAtInputSchema.unwrap()),
});

export type SculptureFormValues = z.input<typeof SculptureFormSchema>;
export type SculpturePayload = z.output<typeof SculptureFormSchema>;

export const IMAGE_COUNT_MESSAGE = `Image count must be between ${IMAGE_COUNT_MIN} and ${IMAGE_COUNT_MAX}`;

/**
 * Parse options for the resolver. The contract bounds imageCount without a message of its
 * own, which would surface zod's wording; every other field carries its §5 message already.
 */
export const sculptureFormParseOptions = {
  error: (issue: { path?: readonly PropertyKey[] }) =>
    issue.path?.[0] === 'imageCount' ? IMAGE_COUNT_MESSAGE : undefined,
};

const emptySizeChart = () =>
  Object.fromEntries(SIZE_CHART_KEYS.map((key) => [key, ''])) as Record<SizeChartKey, string>;

/** A new sculpture starts from the §9 defaults; everything else is blank. */
export function newSculptureFormValues(): SculptureFormValues {
  return {
    slug: '',
    title: '',
    tagline: '',
    intro: '',
    sizes: '',
    releaseAt: '',
    seoTitle: '',
    seoDescription: '',
    ...NEW_SCULPTURE_DEFAULTS,
    statusAtRelease: 'Available',
    editionSize100: String(statedEditionSize(NEW_SCULPTURE_DEFAULTS.edition) ?? ''),
    editionSize450: '',
    ...emptySizeChart(),
  };
}

/** An existing sculpture as the form edits it: sizes as one line, missing size-chart values blank. */
export function sculptureToFormValues(sculpture: Sculpture): SculptureFormValues {
  const sizeChart = emptySizeChart();
  for (const key of SIZE_CHART_KEYS) sizeChart[key] = sculpture[key] ?? '';
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

/** The §4 statuses, plus an existing sculpture's other status so that saving never changes it. */
export function statusOptions(current: string | undefined): string[] {
  const known: readonly string[] = SCULPTURE_STATUSES;
  return current && !known.includes(current) ? [...known, current] : [...known];
}
