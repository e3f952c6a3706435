import { SIZE_MODEL_LABELS } from '../../../../contract/limits';
import { formatMoney } from '../../../../contract/money';
import { EMAIL_SIGNATURE_TEXT, emailDocument, emailRows } from '../../../core/mail/email-shell';
import { type MailAttachment, type MailMessage, singleLine } from '../../../core/mail/mailer';
import type { OrderRow } from '../order-records';
import { orderReferenceOf } from '../order-token';

/** The emails of an order, one per step, each sent once (queued in the step's transaction). */
export const ORDER_MAIL_EVENTS = [
  'opened',
  'invoice',
  'reminder',
  'receipt',
  'shipped',
  'lapsed',
  'late-refund',
  'refunded',
  'cancelled',
] as const;
export type OrderMailEvent = (typeof ORDER_MAIL_EVENTS)[number];

/** The outbox kind of every order email: the collector's timeline and failed-mail list read it. */
export const ORDER_MAIL_KIND = 'order';

export interface OrderMailContext {
  /** The order's page, absolute: every email links it. */
  orderUrl: string;
  /** The invoice, receipt or credit note, as a PDF, for the emails that carry one. */
  document?: { filename: string; pdf: Buffer } | null;
  /** Said with a reminder or a lapse: until when the number is kept. */
  payBy?: Date;
  /** A refund's or cancellation's reason, in the owner's words. */
  reason?: string;
}

interface Words {
  subject: string;
  paragraphs: string[];
  /** A page to open before the order's own: the carrier's tracking, a link the owner typed. */
  lead?: { label: string; href: string };
  button: string | null;
}

/** A moment as a collector anywhere reads it: the date and time in UTC, said so. */
export const momentText = (date: Date) =>
  `${date.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

function wordsOf(event: OrderMailEvent, order: OrderRow, context: OrderMailContext): Words {
  const piece = `${order.pieceTitle}, ${SIZE_MODEL_LABELS[order.size]}, No. ${order.number}${order.editionSize ? ` of ${order.editionSize}` : ''}`;
  const amount = formatMoney(order.gross, order.currency);
  const reference = orderReferenceOf(order.id);
  const until = context.payBy ?? order.payBy;
  switch (event) {
    case 'opened':
      return {
        subject: `Your order ${reference}: ${order.pieceTitle}`,
        paragraphs: [
          `Thank you for confirming. ${piece} is kept for you until ${momentText(until)}.`,
          `The amount is ${amount}${order.tax > 0 ? `, of which ${formatMoney(order.tax, order.currency)} is tax` : ''}. ${
            order.method === 'bank-transfer'
              ? 'Your order page asks where to ship the piece; your invoice, with our bank details, follows at once.'
              : 'Your order page shows the ways to pay.'
          } Once paid, the number is yours, with its certificate of authenticity.`,
          'If it is not paid by then, the number goes to the next collector in line.',
        ],
        button: 'Open my order',
      };
    case 'invoice':
      return {
        subject: `Invoice for your order ${reference}`,
        paragraphs: [
          `Your invoice for ${piece} is attached: ${amount}, to be paid by bank transfer by ${momentText(until)}.`,
          'Please quote the invoice number as the payment reference, so your payment is matched to your order. The bank details are on the invoice and on your order page.',
        ],
        button: 'Open my order',
      };
    case 'reminder':
      return {
        subject: `A reminder: ${order.pieceTitle} is kept for you until ${momentText(until)}`,
        paragraphs: [
          `${piece} is still kept for you, awaiting payment of ${amount}.`,
          `If payment has not arrived by ${momentText(until)}, the number goes to the next collector in line. If you have already paid, thank you: there is nothing more to do.`,
        ],
        button: 'Open my order',
      };
    case 'receipt':
      return {
        subject: `Payment received: ${order.pieceTitle} is yours`,
        paragraphs: [
          `We have received your payment of ${amount} for ${piece}. Thank you: the number is yours.`,
          'Your receipt is attached. Your certificate of authenticity follows in its own email, and we will write again when the piece ships.',
        ],
        button: 'Open my order',
      };
    case 'shipped':
      return {
        subject: `${order.pieceTitle} is on its way`,
        paragraphs: [
          `${piece} has left the studio${order.carrier ? ` with ${order.carrier}` : ''}.`,
          order.trackingNumber
            ? `Tracking number: ${order.trackingNumber}`
            : 'Your order page shows where it is.',
        ],
        // A link to press, not an address to copy out of the text.
        ...(order.trackingUrl ? { lead: { label: 'Track the parcel', href: order.trackingUrl } } : {}),
        button: 'Follow my order',
      };
    case 'lapsed':
      return {
        subject: `Your order ${reference} has lapsed`,
        paragraphs: [
          `We did not receive payment for ${piece} by ${momentText(until)}, so the number has gone to the next collector in line, and your order is closed.`,
          'If you paid in the last hours, please reply to this email: a payment that arrives now is never lost. If your number is still free it will be yours; otherwise it is paid back in full.',
        ],
        button: null,
      };
    case 'late-refund':
      return {
        subject: `Your payment for ${order.pieceTitle} is being returned`,
        paragraphs: [
          `Your payment of ${amount} for ${piece} arrived after your order had lapsed, and the number had already gone to the next collector in line. We are sorry it could not be yours this time.`,
          order.method === 'card'
            ? 'The full amount is being refunded to your card; banks usually show it within 5 to 10 days.'
            : 'The studio will send the full amount back to the account it came from, and will write when it has.',
        ],
        button: null,
      };
    case 'refunded':
      return {
        subject: `Refund for your order ${reference}`,
        paragraphs: [
          `Your order for ${piece} has been refunded: ${amount}.${context.reason ? ` ${context.reason}` : ''}`,
          order.method === 'card'
            ? 'The refund goes to your card; banks usually show it within 5 to 10 days. The credit note is attached.'
            : 'The credit note is attached. The studio sends the amount back to your account.',
        ],
        button: null,
      };
    case 'cancelled':
      return {
        subject: `Your order ${reference} has been cancelled`,
        paragraphs: [
          `The studio has cancelled your order for ${piece}.${context.reason ? ` ${context.reason}` : ''}`,
          'Nothing was charged. Reply to this email with any question.',
        ],
        button: null,
      };
  }
}

const FOOTER = 'You are receiving this email about an order you placed.';

/** One step's email to the buyer, in the brand's email frame, with its document attached. */
export function buildOrderMessage(
  event: OrderMailEvent,
  order: OrderRow,
  context: OrderMailContext,
): MailMessage {
  const words = wordsOf(event, order, context);
  const greeting = `Dear ${order.buyerName},`;
  const lead = words.lead ? `\n\n${words.lead.label}: ${words.lead.href}` : '';
  const button = words.button ? `\n\n${words.button}: ${context.orderUrl}` : '';
  const attachments: MailAttachment[] = context.document
    ? [
        {
          filename: context.document.filename,
          contentType: 'application/pdf',
          contentBase64: context.document.pdf.toString('base64'),
        },
      ]
    : [];
  return {
    to: order.buyerEmail,
    subject: singleLine(words.subject),
    text: `${words.subject}\nOrder ${orderReferenceOf(order.id)}\n\n${greeting}\n\n${words.paragraphs.join('\n\n')}${lead}${button}\n\n${EMAIL_SIGNATURE_TEXT}\n\n--\n${FOOTER}\n`,
    html: emailDocument({
      title: words.subject,
      rows: [
        emailRows.heading(words.subject),
        emailRows.detail(`Order ${orderReferenceOf(order.id)}`),
        ...[greeting, ...words.paragraphs].map(emailRows.paragraph),
        ...(words.lead ? [emailRows.button(words.lead.href, words.lead.label)] : []),
        ...(words.button ? [emailRows.button(context.orderUrl, words.button)] : []),
      ],
      footer: FOOTER,
    }),
    ...(attachments.length > 0 ? { attachments } : {}),
    // Every order email may be answered (a question, a late payment): it goes to the studio.
    invitesReply: true,
  };
}
