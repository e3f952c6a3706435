import { z } from 'zod';
import { EmailSchema, optionalText } from './common';
import { STATED_COUNT } from './edition-line';
import { SIZE_MODEL_LABELS, SIZE_MODELS, type SizeModel, TEXT_LIMITS } from './limits';

/** The states a number of an edition can be in. */
export const EDITION_STATES = ['available', 'held', 'sold', 'withheld'] as const;
export type EditionState = (typeof EDITION_STATES)[number];

/** The owner's words for each state, on the register and in the activity log. */
export const EDITION_STATE_LABELS: Record<EditionState, string> = {
  available: 'Available',
  held: 'Held',
  sold: 'Sold',
  withheld: 'Withheld',
};

/**
 * The largest edition a size may have: every number is a row and a square on the register, and
 * no numbered cast edition in this trade comes near it.
 */
export const EDITION_SIZE_MAX = 1000;

export const EditionSizeModelSchema = z.enum(SIZE_MODELS);

/** One number of a piece's edition in one size, as the admin register lists it. */
export const EditionNumberSchema = z.object({
  size: EditionSizeModelSchema,
  number: z.number().int(),
  state: z.enum(EDITION_STATES),
  collectorName: z.string().nullable(),
  collectorEmail: z.string().nullable(),
  /** The day of the sale, YYYY-MM-DD. */
  soldOn: z.string().nullable(),
  price: z.string().nullable(),
  note: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * Where the certificate chain took the number after its sale: the latest resale's seller and
   * the owner now (names null once erased), and its day. The register's collector stays the first
   * buyer (the sale's record); this says who owns it now. Null for a number never resold; the
   * register's list carries it, a single number's save answers without it.
   */
  resale: z
    .object({
      ownerName: z.string().nullable(),
      sellerName: z.string().nullable(),
      on: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type EditionNumber = z.infer<typeof EditionNumberSchema>;
export const EditionNumberListSchema = z.array(EditionNumberSchema);

/** GET /api/admin/sculptures/{id}/editions answers the register; the PUT names one number. */
export const EditionNumberParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  size: EditionSizeModelSchema,
  number: z.coerce.number().int().min(1).max(EDITION_SIZE_MAX),
});

export const EDITION_MESSAGES = {
  collectorName: "Enter the collector's name",
  collectorEmail: "Enter the collector's email address",
  soldOn: 'Enter the date of the sale',
  soldOnFormat: 'The date of the sale must be a real date (YYYY-MM-DD)',
  editionSize: 'An edition size is a whole number from 1 to 1000, or empty for a size not offered',
} as const;

/** The longest price text and note the register keeps. */
export const EDITION_TEXT_LIMITS = {
  price: 60,
  note: TEXT_LIMITS.medium,
  collectorName: TEXT_LIMITS.short,
} as const;

/** Whether YYYY-MM-DD names a day that exists (not 2026-02-30). */
export const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/**
 * One number as the owner sets it. A sale names its collector (name and email) and its date;
 * price and note are optional. A hold may name who it is for. Available and withheld numbers
 * belong to nobody: whatever collector details arrive with them are dropped.
 */
export const EditionNumberInputSchema = z
  .object({
    state: z.enum(EDITION_STATES),
    collectorName: optionalText(EDITION_TEXT_LIMITS.collectorName),
    collectorEmail: z.union([EmailSchema, z.literal('').transform(() => null)]).nullish(),
    soldOn: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, EDITION_MESSAGES.soldOnFormat)
      .refine(isRealDate, EDITION_MESSAGES.soldOnFormat)
      .or(z.literal('').transform(() => null))
      .nullish(),
    price: optionalText(EDITION_TEXT_LIMITS.price),
    note: optionalText(EDITION_TEXT_LIMITS.note),
  })
  .superRefine((value, context) => {
    if (value.state !== 'sold') return;
    if (!value.collectorName)
      context.addIssue({ code: 'custom', path: ['collectorName'], message: EDITION_MESSAGES.collectorName });
    if (!value.collectorEmail)
      context.addIssue({
        code: 'custom',
        path: ['collectorEmail'],
        message: EDITION_MESSAGES.collectorEmail,
      });
    if (!value.soldOn)
      context.addIssue({ code: 'custom', path: ['soldOn'], message: EDITION_MESSAGES.soldOn });
  })
  .transform((value) => {
    const owned = value.state === 'sold' || value.state === 'held';
    return {
      state: value.state,
      collectorName: owned ? (value.collectorName ?? null) : null,
      collectorEmail: owned ? (value.collectorEmail ?? null) : null,
      soldOn: value.state === 'sold' ? (value.soldOn ?? null) : null,
      price: value.state === 'sold' ? (value.price ?? null) : null,
      note: value.note ?? null,
    };
  });
export type EditionNumberInput = z.input<typeof EditionNumberInputSchema>;
export type EditionNumberValues = z.output<typeof EditionNumberInputSchema>;

/** An edition size in the sculpture payload: 1..1000, or null for a size not offered. */
export const EditionSizeInputSchema = z
  .number({ error: EDITION_MESSAGES.editionSize })
  .int(EDITION_MESSAGES.editionSize)
  .min(1, EDITION_MESSAGES.editionSize)
  .max(EDITION_SIZE_MAX, EDITION_MESSAGES.editionSize)
  .nullable();

/** '54 inch no. 7': one number as the owner names it. */
export function editionNumberLabel(size: SizeModel, number: number): string {
  return `${SIZE_MODEL_LABELS[size]} no. ${number}`;
}

/** What is left of one offered size, as the public sees it (never who bought). */
export const PublicEditionSchema = z.object({
  size: EditionSizeModelSchema,
  total: z.number().int(),
  remaining: z.number().int(),
  /** Numbers held for someone: not free now, not sold either (a hold may lapse). */
  held: z.number().int(),
  /** The size's price in minor units of `currency`, or null: "Price on request". */
  price: z.number().int().nullable(),
  currency: z.string(),
  /**
   * That price as a person reads it ('€4,800.00'), formatted once by the server, so the public
   * pages show it without shipping the formatting; null with the price.
   */
  priceText: z.string().nullable(),
});
export type PublicEdition = z.infer<typeof PublicEditionSchema>;

/**
 * The edition size an edition text states ("Limited Edition of 50" is 50), or null when it
 * states none within the register's limit: what a new size field is offered from.
 */
export function statedEditionSize(text: string | null | undefined): number | null {
  const match = STATED_COUNT.exec(text ?? '');
  if (!match) return null;
  const size = Number(match[2]);
  return size >= 1 && size <= EDITION_SIZE_MAX ? size : null;
}
