import { z } from 'zod';
import { SIZE_MODELS } from './limits';

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
});
export type EditionNumber = z.infer<typeof EditionNumberSchema>;

/** What is left of one offered size, as the public sees it (never who bought). */
export const PublicEditionSchema = z.object({
  size: EditionSizeModelSchema,
  total: z.number().int(),
  remaining: z.number().int(),
});
export type PublicEdition = z.infer<typeof PublicEditionSchema>;

/**
 * The edition size an edition text states ("Limited Edition of 50" is 50), or null when it
 * states none within the register's limit: what a new size field is offered from.
 */
export function statedEditionSize(text: string | null | undefined): number | null {
  const match = /edition of\s+(\d{1,9})/i.exec(text ?? '');
  if (!match) return null;
  const size = Number(match[1]);
  return size >= 1 && size <= EDITION_SIZE_MAX ? size : null;
}
