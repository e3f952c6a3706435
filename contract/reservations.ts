import { z } from 'zod';
import { EmailSchema, IdSchema, requiredText, TimestampSchema } from './common';
import { SIZE_MODELS, TEXT_LIMITS } from './limits';
import { MESSAGES } from './messages';
import { INVALID_PHONE, isPhoneNumber } from './phone';
import { RESERVATION_COPY, RESERVATION_MESSAGE_MAX } from './reservation-copy';
import { RESERVATION_OWNER_HOLD_DAYS } from './reservation-states';

export const SizeModelSchema = z.enum(SIZE_MODELS);

const missing = MESSAGES.missingFields.description;

/** POST /api/reservations (and the page's form without script). */
export const ReservationInputSchema = z.object({
  sculptureId: z.coerce.number({ error: RESERVATION_COPY.notReservable }).int().positive(),
  size: z.enum(SIZE_MODELS, { error: RESERVATION_COPY.notReservable }),
  name: requiredText(missing, TEXT_LIMITS.short),
  email: z
    .string({ error: MESSAGES.emailRequired.description })
    .trim()
    .min(1, MESSAGES.emailRequired.description)
    .pipe(EmailSchema),
  phone: z
    .string()
    .trim()
    .default('')
    .refine((phone) => phone === '' || isPhoneNumber(phone), INVALID_PHONE.description),
  message: z.string().trim().max(RESERVATION_MESSAGE_MAX).default(''),
});
export type ReservationInput = z.input<typeof ReservationInputSchema>;

/** What a collector is told: their request, its place in line (from 1), and whether a number is held. */
export const ReservationPlaceSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  state: z.enum(['held', 'waiting', 'sold']),
});
export type ReservationPlace = z.infer<typeof ReservationPlaceSchema>;

/** One request as the owner sees it. */
export const AdminReservationSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  state: z.enum(['waiting', 'held', 'sold', 'released', 'lapsed']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** The number held for it or sold to it. */
  number: z.number().int().nullable(),
  createdAt: TimestampSchema,
  heldAt: TimestampSchema.nullable(),
  /** When the collector confirmed by the emailed link. */
  confirmedAt: TimestampSchema.nullable(),
  endedAt: TimestampSchema.nullable(),
  /** 'sold-out': it was still waiting when every number of its size was sold or withheld; 'unpaid': its order was not paid in time. */
  lapseReason: z.enum(['unconfirmed', 'unanswered', 'sold-out', 'unpaid']).nullable(),
  /** When a hold lapses if nothing happens: the collector's 30 minutes, or the owner's days. */
  lapsesAt: TimestampSchema.nullable(),
  /** How far the latest email to the collector has got. */
  lastEmail: z.enum(['pending', 'sent', 'failed']).nullable(),
  /** Sent without the page's check (no script): marked for the owner (decision 47). */
  unsolved: z.boolean().optional(),
});
export type AdminReservation = z.infer<typeof AdminReservationSchema>;

/** Requests shown per page of a line: a drop's line of two thousand is read a page at a time. */
export const RESERVATION_PAGE_SIZE = 50;

const StateCountsSchema = z.object({
  waiting: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  released: z.number().int(),
  lapsed: z.number().int(),
});

/**
 * GET /api/admin/reservations?sculptureId=[&size=&offset=]: the piece's lines, one per size, in
 * order of place, a page of each (the first, or for `size` the page from `offset`), with each
 * line's whole count by state.
 */
export const AdminReservationLinesSchema = z.object({
  sculptureId: z.number().int(),
  title: z.string(),
  /** When the answer was read: ages are counted from here. */
  now: TimestampSchema,
  lines: z.array(
    z.object({
      size: SizeModelSchema,
      /** Every request of the line, and how many are in each state. */
      total: z.number().int(),
      counts: StateCountsSchema,
      /** The place in the list (from 0) of the first request of this page. */
      offset: z.number().int(),
      requests: z.array(AdminReservationSchema),
    }),
  ),
});
export type AdminReservationLines = z.infer<typeof AdminReservationLinesSchema>;

/** GET the requests of a piece's lines that came without a solved challenge, by size. */
export const UnsolvedCountsSchema = z.object({ '100': z.number().int(), '450': z.number().int() });
export type UnsolvedCounts = z.infer<typeof UnsolvedCountsSchema>;

export const AdminReservationQuerySchema = z.object({
  sculptureId: IdSchema,
  size: SizeModelSchema.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** GET /api/admin/reservations/pieces: the pieces that have requests, for the tab's piece picker. */
export const AdminReservationPiecesSchema = z.array(
  z.object({
    sculptureId: z.number().int(),
    /** Requests still waiting or holding a number: the ones that need the owner. */
    open: z.number().int(),
    total: z.number().int(),
  }),
);
export type AdminReservationPieces = z.infer<typeof AdminReservationPiecesSchema>;

export const ConfirmSaleInputSchema = z
  .object({ number: z.number().int().positive().max(100_000).optional() })
  .optional()
  .default({});

export const ConfirmSaleResultSchema = z.object({ number: z.number().int() });

export const ReservationSettingsSchema = z.object({
  ownerHoldDays: z.number().int().min(RESERVATION_OWNER_HOLD_DAYS.min).max(RESERVATION_OWNER_HOLD_DAYS.max),
  /** Each morning, an email to the owner listing the holds waiting for their decision. */
  ownerDigest: z.boolean(),
});
export type ReservationSettings = z.infer<typeof ReservationSettingsSchema>;
/** PUT /api/admin/reservation-settings: the settings given change, the others stay. */
export const ReservationSettingsInputSchema = ReservationSettingsSchema.partial();
export type ReservationSettingsInput = z.infer<typeof ReservationSettingsInputSchema>;

/** The reservation link's token, as /reserve/confirm and its JSON calls take it. */
export const ReservationTokenQuerySchema = z.object({ token: z.string().max(100).optional() });
export const ReservationTokenBodySchema = z.object({ token: z.string().max(100) });

/** What the confirm page shows of a reservation link before the collector confirms. */
export const ReservationPreviewSchema = z.object({
  email: z.string(),
  title: z.string(),
  size: SizeModelSchema,
  position: z.number().int(),
  state: z.enum(['waiting', 'held', 'sold', 'released', 'lapsed']),
  confirmed: z.boolean(),
});
export type ReservationPreview = z.infer<typeof ReservationPreviewSchema>;

/** POST /api/reservations/confirm: what to say, and the order to pay when the size has a price. */
export const ReservationConfirmAnswerSchema = z.object({
  message: z.string(),
  /** The collector's order page (/orders/<token>), to go to at once; null when none opened. */
  orderPath: z.string().nullable(),
});
export type ReservationConfirmAnswer = z.infer<typeof ReservationConfirmAnswerSchema>;
