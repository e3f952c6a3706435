import { z } from 'zod';
import { SIZE_MODELS } from './limits';
import { isKnownCurrency } from './money';

/*
 * Sales: the shop's settings, an order for each held number with a price, its payment, invoice,
 * shipment and refund. Every amount is an integer in the currency's minor units (contract/money.ts).
 */

export const SALES_LIMITS = {
  minutesToPay: { min: 30, max: 24 * 60, default: 60 },
  daysToPay: { min: 1, max: 60, default: 7 },
  text: 200,
  address: 500,
  tracking: 100,
  url: 500,
  /** The longest bank statement the owner may upload at once. */
  statementBytes: 2_000_000,
  pageSize: 25,
} as const;

const text = (max: number = SALES_LIMITS.text) => z.string().trim().max(max);

export const SALES_MESSAGES = {
  currency: 'Choose a currency by its three-letter code, such as EUR, USD, GBP or JPY.',
  taxRate: 'A tax rate is a percentage from 0 to 100, with at most two decimals.',
  minutesToPay: `Card payment time is from ${SALES_LIMITS.minutesToPay.min} minutes to 24 hours.`,
  daysToPay: `Bank transfer time is from ${SALES_LIMITS.daysToPay.min} to ${SALES_LIMITS.daysToPay.max} days.`,
  iban: 'Enter the account number (IBAN) to show on invoices before turning on bank transfer.',
  legalName: 'Enter the seller’s legal name: invoices must name who sells.',
  address: 'Enter the name, street, postal code, city and country to ship to.',
  carrier: 'Enter the carrier and the tracking number.',
  trackingUrl: 'A tracking link starts with https://.',
} as const;

/** The settings as stored and answered; SalesSettingsSchema adds the checks across fields. */
export const SalesSettingsShapeSchema = z.object({
  currency: z.string().trim().toUpperCase().refine(isKnownCurrency, SALES_MESSAGES.currency),
  taxRatePercent: z
    .number({ error: SALES_MESSAGES.taxRate })
    .min(0, SALES_MESSAGES.taxRate)
    .max(100, SALES_MESSAGES.taxRate)
    .refine(
      (rate) =>
        Number.isInteger(Math.round(rate * 100)) && Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6,
      SALES_MESSAGES.taxRate,
    ),
  pricesIncludeTax: z.boolean(),
  seller: z.object({
    legalName: text(),
    address: text(SALES_LIMITS.address),
    taxId: text(),
  }),
  bankTransfer: z.object({
    enabled: z.boolean(),
    accountHolder: text(),
    iban: text(),
    bic: text(),
    daysToPay: z
      .number({ error: SALES_MESSAGES.daysToPay })
      .int(SALES_MESSAGES.daysToPay)
      .min(SALES_LIMITS.daysToPay.min, SALES_MESSAGES.daysToPay)
      .max(SALES_LIMITS.daysToPay.max, SALES_MESSAGES.daysToPay),
  }),
  card: z.object({
    enabled: z.boolean(),
    minutesToPay: z
      .number({ error: SALES_MESSAGES.minutesToPay })
      .int(SALES_MESSAGES.minutesToPay)
      .min(SALES_LIMITS.minutesToPay.min, SALES_MESSAGES.minutesToPay)
      .max(SALES_LIMITS.minutesToPay.max, SALES_MESSAGES.minutesToPay),
  }),
});

export const SalesSettingsSchema = SalesSettingsShapeSchema.superRefine((settings, context) => {
  if (settings.bankTransfer.enabled && !settings.bankTransfer.iban)
    context.addIssue({ code: 'custom', path: ['bankTransfer', 'iban'], message: SALES_MESSAGES.iban });
  if ((settings.bankTransfer.enabled || settings.card.enabled) && !settings.seller.legalName)
    context.addIssue({ code: 'custom', path: ['seller', 'legalName'], message: SALES_MESSAGES.legalName });
});
export type SalesSettings = z.infer<typeof SalesSettingsSchema>;

/** GET /api/admin/sales-settings: the settings, and whether the server has Stripe's keys. */
export const SalesSettingsViewSchema = z.object({
  settings: SalesSettingsShapeSchema,
  cardAvailable: z.boolean(),
});
export type SalesSettingsView = z.infer<typeof SalesSettingsViewSchema>;

export const DEFAULT_SALES_SETTINGS: SalesSettings = {
  currency: 'EUR',
  taxRatePercent: 0,
  pricesIncludeTax: true,
  seller: { legalName: '', address: '', taxId: '' },
  bankTransfer: {
    enabled: false,
    accountHolder: '',
    iban: '',
    bic: '',
    daysToPay: SALES_LIMITS.daysToPay.default,
  },
  card: { enabled: false, minutesToPay: SALES_LIMITS.minutesToPay.default },
};

/** A shipping address, as the collector types it or Stripe Checkout collected it. */
export const AddressSchema = z.object({
  name: text().min(1, SALES_MESSAGES.address),
  line1: text().min(1, SALES_MESSAGES.address),
  line2: text().default(''),
  postalCode: text(20).min(1, SALES_MESSAGES.address),
  city: text().min(1, SALES_MESSAGES.address),
  region: text().default(''),
  /** ISO 3166-1 alpha-2, as Stripe names countries. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, SALES_MESSAGES.address),
  phone: text(40).default(''),
});
export type Address = z.infer<typeof AddressSchema>;

/** Where an order stands for money. */
export const ORDER_STATES = ['awaiting-payment', 'paid', 'lapsed', 'cancelled', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** Where a paid order's parcel stands. */
export const SHIPMENT_STATES = ['to-pack', 'shipped', 'delivered'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
/** One word for an order in the owner's list: its money state, or once paid its parcel's. */
export const ORDER_STAGES = [
  'awaiting-payment',
  'paid',
  'shipped',
  'delivered',
  'lapsed',
  'cancelled',
  'refunded',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
export const PAYMENT_METHODS = ['card', 'bank-transfer', 'by-hand'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STAGE_LABELS: Record<OrderStage, string> = {
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  lapsed: 'Lapsed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  'by-hand': 'Recorded by the studio',
};

const MoneySchema = z.object({
  net: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
  currency: z.string(),
  taxRatePercent: z.number(),
  pricesIncludeTax: z.boolean(),
});

const ShipmentSchema = z.object({
  state: z.enum(SHIPMENT_STATES),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});

const DocumentSchema = z.object({ number: z.string(), issuedOn: z.string(), url: z.string() });

/** GET /api/orders/:token: what the collector's order page shows. */
export const OrderViewSchema = z.object({
  reference: z.string(),
  state: z.enum(ORDER_STATES),
  piece: z.object({
    title: z.string(),
    /** While the collection shows the piece. */
    slug: z.string().nullable(),
    size: z.enum(SIZE_MODELS),
    number: z.number().int(),
    editionSize: z.number().int().nullable(),
  }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  amounts: MoneySchema,
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** The ways to pay still open to the collector (none once paid or ended). */
  canPayBy: z.object({ card: z.boolean(), bankTransfer: z.boolean() }),
  /** Until when the number is kept for the collector (while awaiting payment). */
  payBy: z.string().nullable(),
  paidAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Bank details and the reference to quote, once the collector chose bank transfer. */
  bankTransfer: z
    .object({
      accountHolder: z.string(),
      iban: z.string(),
      bic: z.string(),
      reference: z.string(),
      amount: z.number().int(),
    })
    .nullable(),
  invoice: DocumentSchema.nullable(),
  creditNote: DocumentSchema.nullable(),
  shippingAddress: AddressSchema.nullable(),
  /** A paid order whose address the collector still has to give. */
  needsAddress: z.boolean(),
  shipment: ShipmentSchema.nullable(),
  certificate: z.object({ code: z.string(), verifyPath: z.string() }).nullable(),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

export const OrderTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const CheckoutAnswerSchema = z.object({ url: z.string() });
export const OrderAddressInputSchema = z.object({ address: AddressSchema });

/** One order in the owner's list. */
export const AdminOrderSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  createdAt: z.string(),
  state: z.enum(ORDER_STATES),
  stage: z.enum(ORDER_STAGES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  amounts: MoneySchema,
  collector: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }),
  piece: z.object({
    sculptureId: z.number().int().nullable(),
    title: z.string(),
    size: z.enum(SIZE_MODELS),
    number: z.number().int(),
  }),
  payBy: z.string().nullable(),
  paidAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** What the order waits for from the owner, in the owner's words, or null. */
  waitingFor: z.string().nullable(),
  /** A payment that came after its number had gone on, to be paid back by the studio. */
  refundDue: z.boolean(),
  shipment: ShipmentSchema.nullable(),
  shippingAddress: AddressSchema.nullable(),
  creditNoteNumber: z.string().nullable(),
  /** The collector's own page of this order, for the owner to open or send. */
  orderPath: z.string(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderListSchema = z.object({ items: z.array(AdminOrderSchema), total: z.number().int() });
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const AdminOrderQuerySchema = z.object({
  state: z.enum(ORDER_STAGES).optional().catch(undefined),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

export const OrderIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const MarkPaidInputSchema = z.object({
  /** The day the money arrived (YYYY-MM-DD); today when absent. */
  paidOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const ExtendOrderInputSchema = z.object({
  /** How many days more the number is kept for the collector. */
  days: z.number().int().min(1).max(30),
});

export const ShipmentInputSchema = z.object({
  carrier: text(SALES_LIMITS.tracking).min(1, SALES_MESSAGES.carrier),
  trackingNumber: text(SALES_LIMITS.tracking).min(1, SALES_MESSAGES.carrier),
  trackingUrl: z
    .string()
    .trim()
    .max(SALES_LIMITS.url)
    .refine((url) => url === '' || /^https:\/\/[^\s]+$/.test(url), SALES_MESSAGES.trackingUrl)
    .default(''),
});

/** What becomes of the number when an order is cancelled or refunded. */
export const NUMBER_AFTER = ['sale', 'withheld'] as const;
export const EndOrderInputSchema = z.object({
  numberReturnsTo: z.enum(NUMBER_AFTER),
  reason: text(SALES_LIMITS.text).default(''),
});

/** A line of the bank's statement, as read and matched (nothing applied yet). */
export const StatementLineSchema = z.object({
  /** Stable across uploads of the same statement: applying a line twice pays once. */
  key: z.string(),
  bookedOn: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  payer: z.string(),
  /** The order it pays, or null when none matched reference and amount. */
  orderId: z.number().int().nullable(),
  orderReference: z.string().nullable(),
  /** Why it did not match, or what applying it will do, in the owner's words. */
  note: z.string(),
});
export const StatementInputSchema = z.object({ csv: z.string().max(SALES_LIMITS.statementBytes) });
export const StatementPreviewSchema = z.object({
  matched: z.array(StatementLineSchema),
  unmatched: z.array(StatementLineSchema),
});
export type StatementPreview = z.infer<typeof StatementPreviewSchema>;
export const StatementApplyInputSchema = StatementInputSchema.extend({
  keys: z.array(z.string().max(100)).max(1000),
});
export const StatementApplyAnswerSchema = z.object({ applied: z.number().int(), skipped: z.number().int() });

export const LedgerQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
