import { z } from 'zod';
import { EmailSchema, requiredText } from './common';
import { SIZE_MODELS, TEXT_LIMITS } from './limits';
import { MESSAGES } from './messages';
import { INVALID_PHONE, isPhoneNumber } from './phone';

/*
 * Draws: a size sold by a draw instead of first come. Entries open at the piece's release for a
 * window the owner sets; at its close the list of confirmed entry codes is published with its
 * hash, then the seed whose SHA-256 was shown before entries opened, and the order it gives.
 * docs/decisions/0042-draws.md gives the algorithm; draw-order.ts is it, for both sides.
 */

/** How a size is sold at its drop. */
export const SALE_MODES = ['first-come', 'draw'] as const;
export type SaleMode = (typeof SALE_MODES)[number];
export const SaleModeSchema = z.enum(SALE_MODES, { error: 'Choose first come or a draw.' });

/** The entry window's bounds: 15 minutes to 7 days. */
export const DRAW_WINDOW_MINUTES_MIN = 15;
export const DRAW_WINDOW_MINUTES_MAX = 7 * 24 * 60;
export const DRAW_WINDOW_MESSAGE = 'A draw takes entries for 15 minutes to 7 days (10080 minutes).';
export const DrawWindowMinutesSchema = z.coerce
  .number({ error: DRAW_WINDOW_MESSAGE })
  .int(DRAW_WINDOW_MESSAGE)
  .min(DRAW_WINDOW_MINUTES_MIN, DRAW_WINDOW_MESSAGE)
  .max(DRAW_WINDOW_MINUTES_MAX, DRAW_WINDOW_MESSAGE);

export { DRAW_CALL, DRAW_ENTRIES_CALL, DRAW_ENTRY_CONFIRM_CALL, DRAW_PAGE_CALL } from './draw-page';
/** The owner's calls, below ADMIN_API_PREFIX. */
export const ADMIN_DRAWS_CALL = '/draws/:sculptureId';
export const ADMIN_DRAW_CLOSE_CALL = '/draws/:sculptureId/:size/close';

export const DrawPageParamsSchema = z.object({ slug: z.string().min(1).max(200), size: z.enum(SIZE_MODELS) });

export const DrawParamsSchema = z.object({
  sculptureId: z.coerce.number().int().positive(),
  size: z.enum(SIZE_MODELS),
});

export const DRAW_STATES = ['scheduled', 'open', 'closed', 'drawn'] as const;
export type DrawState = (typeof DRAW_STATES)[number];

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * GET /api/draws/:sculptureId/:size, and what the draw page shows. `entries` and `listHash`
 * appear at the close, `seed` and `order` at the draw; until then they are null.
 */
export const DrawViewSchema = z.object({
  state: z.enum(DRAW_STATES),
  pieceTitle: z.string(),
  slug: z.string(),
  size: z.enum(SIZE_MODELS),
  /** SHA-256 (hex) of the seed's 32 bytes, fixed before entries open. */
  commitment: hex64,
  /** When entries open (the release) and close; null while no release time is set. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** When entries did close; earlier than closesAt when the owner closed them early. */
  closedAt: z.string().nullable(),
  /** Confirmed entries so far (the published list's length after the close). */
  confirmedEntries: z.number().int(),
  /** The confirmed entry codes, in ascending order of the code's text. */
  entries: z.array(z.string()).nullable(),
  /** SHA-256 (hex) of the entry codes joined by "\n". */
  listHash: hex64.nullable(),
  /** The seed's 32 bytes as 64 lowercase hex digits. */
  seed: hex64.nullable(),
  /** The entry codes by rank, first drawn first. */
  order: z.array(z.string()).nullable(),
});
export type DrawView = z.infer<typeof DrawViewSchema>;

const missing = MESSAGES.missingFields.description;

/** POST /api/draws/:sculptureId/:size/entries, and the draw page's form without script. */
export const DrawEntryInputSchema = z.object({
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
});
export type DrawEntryInput = z.input<typeof DrawEntryInputSchema>;

export const DrawEntryAnswerSchema = z.object({ entryCode: z.string() });

export const DrawEntryConfirmSchema = z.object({ token: z.string().min(1).max(200) });
export const DrawEntryConfirmAnswerSchema = z.object({
  entryCode: z.string(),
  /** True when this call confirmed it; false when it was confirmed before. */
  confirmedNow: z.boolean(),
});

/** The owner's view of one size's draw on the drop screen. */
export const AdminDrawSchema = z.object({
  size: z.enum(SIZE_MODELS),
  view: DrawViewSchema,
  /** Every entry made, confirmed or not. */
  entries: z.number().int(),
  confirmed: z.number().int(),
  /** Entries sent without a solved challenge (the form without script, or a script). */
  withoutChallenge: z.number().int(),
  /** After the draw: how many were given a held number, and how many wait in the drawn order. */
  held: z.number().int(),
  waiting: z.number().int(),
  closedEarly: z.boolean(),
});
export type AdminDraw = z.infer<typeof AdminDrawSchema>;
export const AdminDrawListSchema = z.array(AdminDrawSchema);

/** What collectors and the owner read, in one place. */
export const DRAW_COPY = {
  notADraw: 'This size is not sold by a draw.',
  notOpen: 'Entries for this draw are not open.',
  closed: 'Entries for this draw have closed.',
  alreadyEntered:
    'This email address has already entered this draw. Your entry code is in the email we sent you.',
  invalidLink: 'This confirmation link is not valid. Please use the link from your email.',
  tooLate: 'Entries closed before this one was confirmed, so it is not in the draw.',
  soldByDraw: 'This size is sold by a draw: enter it on its draw page.',
  cannotClose: 'Only an open draw can be closed.',
} as const;

/** The draw page's data as the server seeds it: the view, and the piece it is for. */
export const DrawPageDataSchema = z.object({ view: DrawViewSchema, sculptureId: z.number().int() });
export type DrawPageData = z.infer<typeof DrawPageDataSchema>;
