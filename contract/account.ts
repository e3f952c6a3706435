import { z } from 'zod';
import { CERTIFICATE_STATES } from './certificate-view';
import { EmailSchema, optionalText } from './common';
import { TEXT_LIMITS } from './limits';
import { AddressSchema, ORDER_STATES, SHIPMENT_STATES } from './sales';

/*
 * The collector's account (decision 44): signing in by an emailed code, and everything the studio
 * holds for one address, on one page. Every answer is one person's: never cached anywhere.
 */

export const ACCOUNT_MESSAGES = {
  /** The sign-in's one answer, whether or not the address is known. */
  codeSent:
    'If this address has anything with the studio, a sign-in code is on its way. It works for 10 minutes, once.',
  wrongCode: 'That code is not right, or it has expired. Ask for a new one.',
  code: 'Enter the 6-digit code from the email',
  tooMany: (seconds: number) =>
    `Too many tries for now. Try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
  signedOut: 'You are signed out on every device.',
  signInFirst: 'Sign in to see your collection.',
  notYours: 'This is not one of yours.',
  waitlistLeft: 'You have left the waitlist.',
  drawEntryConfirmed: 'Your entry is confirmed: it is in the draw.',
  addressSaved: 'Address saved.',
  transferStarted: 'The buyer has been emailed. They have 14 days to accept.',
  transferCancelled: 'The resale is cancelled. The certificate is still yours.',
  transferAccepted: 'The piece is yours: your certificate is issued and on its way by email.',
  transferToSelf: 'Enter the buyer’s address: it cannot be your own.',
  transferOpen: 'A resale of this certificate is already waiting for its buyer.',
  transferNotOpen: 'This resale is no longer open.',
  notValid: 'Only a valid certificate can be resold.',
  eraseConfirm: 'Type ERASE to confirm',
  erased:
    'Your account and data are erased. Sales and certificates stay in the studio’s register without your name.',
  linkInvalid: 'This sign-in link has expired or was used already. Ask for a new code.',
} as const;

export const SignInInputSchema = z.object({ email: EmailSchema });

export const CODE_LENGTH = 6;
export const VerifyInputSchema = z.union([
  z.object({
    email: EmailSchema,
    code: z
      .string({ error: ACCOUNT_MESSAGES.code })
      .trim()
      .regex(/^\d{6}$/, ACCOUNT_MESSAGES.code),
  }),
  z.object({ link: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, ACCOUNT_MESSAGES.linkInvalid) }),
]);
export type VerifyInput = z.infer<typeof VerifyInputSchema>;

const PUBLIC_OWNER = z.enum(['initials', 'none']);

export const TransferInputSchema = z.object({
  email: EmailSchema,
  /** The price in minor units, kept private; optional. */
  price: z.number().int().min(0).max(1_000_000_000_00).nullable().optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  agreedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type TransferInput = z.infer<typeof TransferInputSchema>;

export const AcceptInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name as the certificate should print it').max(TEXT_LIMITS.short),
  publicOwner: PUBLIC_OWNER.default('initials'),
});

export const EraseInputSchema = z.object({
  confirm: z.literal('ERASE', { error: ACCOUNT_MESSAGES.eraseConfirm }),
});
export const NewsletterInputSchema = z.object({ subscribed: z.boolean() });
export const AccountAddressInputSchema = z.object({ address: AddressSchema });
export const TransferParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const WaitlistParamsSchema = TransferParamsSchema;
export const BlockInputSchema = z.object({
  reason: optionalText(TEXT_LIMITS.medium).pipe(z.string().min(1, 'Say why')),
});

const TRANSFER_STATE = z.enum(['open', 'accepted', 'cancelled', 'lapsed', 'blocked']);

/** Where a resale stands, in the studio's words (its Resales screen and a collector's timeline). */
export const TRANSFER_STATE_LABELS: Record<z.infer<typeof TRANSFER_STATE>, string> = {
  open: 'Waiting for the buyer',
  accepted: 'Accepted',
  cancelled: 'Cancelled by the seller',
  lapsed: 'Lapsed',
  blocked: 'Blocked',
};

export const AccountTransferSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  buyerEmail: z.string(),
  state: TRANSFER_STATE,
  createdAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  blockReason: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  agreedOn: z.string().nullable(),
});

/**
 * A resale as the studio's dashboard lists it: the seller's own view of it, with the piece's
 * number and both people as the studio's register names them (the seller from the certificate
 * being sold, the buyer from their new certificate once accepted, else as the studio knows them).
 */
export const StudioTransferSchema = AccountTransferSchema.extend({
  sculptureId: z.number(),
  size: z.enum(['100', '450']),
  number: z.number(),
  total: z.number(),
  /** Null once the seller was erased. */
  sellerName: z.string().nullable(),
  sellerEmail: z.string().nullable(),
  buyerName: z.string().nullable(),
  /** The buyer's certificate, once accepted. */
  newCode: z.string().nullable(),
  /** The public check pages of the certificate sold and of the buyer's. */
  verifyPath: z.string(),
  newVerifyPath: z.string().nullable(),
});
export type StudioTransfer = z.infer<typeof StudioTransferSchema>;
export type TransferState = z.infer<typeof TRANSFER_STATE>;

export const AccountCertificateSchema = z.object({
  code: z.string(),
  title: z.string(),
  size: z.enum(['100', '450']),
  number: z.number(),
  total: z.number(),
  state: z.enum(CERTIFICATE_STATES),
  issuedOn: z.string(),
  acquiredOn: z.string().nullable(),
  endedOn: z.string().nullable(),
  publicOwner: PUBLIC_OWNER,
  verifyPath: z.string(),
  pdfPath: z.string(),
  /** The open resale of it, if any. */
  openTransfer: AccountTransferSchema.nullable(),
});

export const AccountOrderSchema = z.object({
  reference: z.string(),
  title: z.string(),
  size: z.enum(['100', '450']),
  number: z.number(),
  state: z.enum(ORDER_STATES),
  gross: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  shipmentState: z.enum(SHIPMENT_STATES).nullable(),
  trackingUrl: z.string().nullable(),
  pagePath: z.string(),
});

export const AccountReservationSchema = z.object({
  id: z.number(),
  title: z.string(),
  size: z.enum(['100', '450']),
  state: z.enum(['waiting', 'held', 'sold', 'released', 'lapsed']),
  /** Place in line among those still waiting (from 1), while waiting. */
  placeInLine: z.number().nullable(),
  number: z.number().nullable(),
  createdAt: z.string(),
});

export const AccountWaitlistSchema = z.object({
  id: z.number(),
  title: z.string(),
  joinedAt: z.string(),
  confirmed: z.boolean(),
});

export const AccountInquirySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  piece: z.string(),
  message: z.string(),
  state: z.string(),
  replies: z.array(z.object({ createdAt: z.string(), message: z.string() })),
});

export const TransferToAcceptSchema = z.object({
  id: z.number(),
  title: z.string(),
  size: z.enum(['100', '450']),
  number: z.number(),
  total: z.number(),
  expiresAt: z.string(),
});

/**
 * A draw the collector entered: where the draw stands and where their entry does. `drawnPlace`
 * is their place in the drawn order once drawn (null for an entry not in the draw); `number` is
 * the number held for them, with its order's page once one is opened.
 */
export const AccountDrawEntrySchema = z.object({
  id: z.number(),
  title: z.string(),
  size: z.enum(['100', '450']),
  entryCode: z.string(),
  enteredAt: z.string(),
  confirmed: z.boolean(),
  drawState: z.enum(['open', 'closed', 'drawn']),
  closesAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  drawnPlace: z.number().nullable(),
  drawnOf: z.number().nullable(),
  reservationState: z.enum(['waiting', 'held', 'sold', 'released', 'lapsed']).nullable(),
  number: z.number().nullable(),
  orderPath: z.string().nullable(),
  /** The draw's public page: its list, seed and order, to check. */
  drawPath: z.string(),
});
export type AccountDrawEntry = z.infer<typeof AccountDrawEntrySchema>;

export const AccountViewSchema = z.object({
  email: z.string(),
  certificates: z.array(AccountCertificateSchema),
  orders: z.array(AccountOrderSchema),
  reservations: z.array(AccountReservationSchema),
  waitlists: z.array(AccountWaitlistSchema),
  /** The draws they entered, newest first. */
  drawEntries: z.array(AccountDrawEntrySchema),
  subscribed: z.boolean(),
  inquiries: z.array(AccountInquirySchema),
  shippingAddress: AddressSchema.nullable(),
  transfersToAccept: z.array(TransferToAcceptSchema),
  /** Resales this collector started, newest first. */
  transfers: z.array(AccountTransferSchema),
});
export type AccountView = z.infer<typeof AccountViewSchema>;
export type AccountCertificate = z.infer<typeof AccountCertificateSchema>;
