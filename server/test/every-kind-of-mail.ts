import { BRAND_NAME } from '../../contract/brand';
import type { DocNode } from '../../contract/email-doc';
import { renderEmailHtml } from '../../contract/email-html';
import { renderPlainText } from '../../contract/email-text';
import type { MailMessage } from '../core/mail/mailer';
import { newsletterMailing } from '../core/mail/return-path';
import { buildConfirmationMessage, confirmationLink } from '../modules/audience/confirmation-message';
import { verifyUrlOf } from '../modules/certificates/certificate-links';
import { buildCertificateMessage } from '../modules/certificates/certificate-message';
import { renderCertificatePdf } from '../modules/certificates/certificate-pdf';
import { buildInquiryNotification } from '../modules/inquiries/inquiry-notification';
import { buildReplyMessage } from '../modules/inquiries/reply-message';
import { buildNewsletterMessage, unsubscribeLinks } from '../modules/newsletters/newsletter-message';
import { TEST_SUBJECT_PREFIX } from '../modules/newsletters/test-copy';
import type { WaitingHold } from '../modules/reservations/owner-notice-message';
import {
  buildHoldConfirmedMessage,
  buildHoldsDigestMessage,
} from '../modules/reservations/owner-notice-message';
import { reservationsTabUrl } from '../modules/reservations/owner-notices';
import type { MailedReservation } from '../modules/reservations/reservation-deliveries';
import { buildReservationMessage, reservationConfirmLink } from '../modules/reservations/reservation-message';
import { type InvoiceSheet, renderInvoicePdf } from '../modules/sales/invoice-pdf';
import { buildOrderMessage, ORDER_MAIL_EVENTS } from '../modules/sales/mail/order-mail';
import type { OrderRow } from '../modules/sales/order-records';
import { buildWaitlistMessage, leaveLinks } from '../modules/waitlists/waitlist-message';

/** What the deliverability tests send: every kind of email, as its own code builds it. */
export const PUBLIC_URL = 'https://chromenostalgia.example';
const TO = 'dana.reader@example.net';
const PIECE = {
  title: 'Hero Kid',
  slug: 'hero-kid',
  tagline: 'A boy, a cape and a summer that never ended',
  intro: 'Cast from a 1988 toy and polished by hand until the chrome holds the room around it.',
  edition: '12 inch edition of 25',
  image: '/media/hero-kid/960.webp',
};

/** An order as its emails read it: Hero Kid 12 inch no. 7, paid by transfer, shipped. */
const ORDER: OrderRow = {
  id: 9,
  reservationId: 9,
  sculptureId: 1,
  editionNumberId: 1,
  collectorId: null,
  pieceTitle: 'Hero Kid',
  size: '100',
  number: 7,
  editionSize: 25,
  buyerName: 'Dana Reader',
  buyerEmail: TO,
  currency: 'EUR',
  net: 403_361,
  tax: 76_639,
  gross: 480_000,
  taxBasisPoints: 1900,
  pricesIncludeTax: true,
  state: 'paid',
  method: 'bank-transfer',
  payBy: new Date('2026-12-04T10:00:00.000Z'),
  remindedAt: null,
  paidAt: new Date('2026-11-30T10:00:00.000Z'),
  endedAt: null,
  endReason: null,
  refundDue: false,
  stripeSessionId: null,
  stripeSessionExpiresAt: null,
  stripePaymentIntent: null,
  shippingAddress: null,
  shipmentState: 'shipped',
  carrier: 'DHL Express',
  trackingNumber: 'JD014600006281230',
  trackingUrl: 'https://www.dhl.com/track?id=JD014600006281230',
  shippedAt: new Date('2026-12-01T10:00:00.000Z'),
  deliveredAt: null,
  certificateCode: null,
  createdAt: new Date('2026-11-27T10:00:00.000Z'),
};

const INVOICE_SHEET: InvoiceSheet = {
  kind: 'invoice',
  number: 'INV-2026-0007',
  issuedOn: '2026-11-27',
  dueOn: '2026-12-04',
  paid: null,
  cancels: null,
  orderReference: 'VT-0009',
  seller: {
    legalName: 'Chrome Nostalgia Studio Ltd',
    address: '1 Foundry Lane\nLondon E1 6AN',
    taxId: 'GB123456789',
  },
  buyer: { name: 'Dana Reader', email: TO, address: null },
  line: { title: 'Hero Kid', size: '100', number: 7, editionSize: 25 },
  amounts: {
    net: 403_361,
    tax: 76_639,
    gross: 480_000,
    currency: 'EUR',
    taxRatePercent: 19,
    pricesIncludeTax: true,
  },
  bank: {
    accountHolder: 'Chrome Nostalgia Studio Ltd',
    iban: 'GB33BUKB20201555555555',
    bic: 'BUKBGB22',
    reference: 'INV-2026-0007',
  },
};

/** A collector's request as the reservation emails read it: held now, then sold, released or lapsed. */
const RESERVATION: MailedReservation = {
  id: 9,
  name: 'Dana Reader',
  email: TO,
  position: 2,
  size: '100',
  state: 'held',
  number: 7,
  heldAt: new Date('2026-11-27T10:00:00.000Z'),
  confirmedAt: null,
  lapseReason: null,
  price: null,
  piece: { title: PIECE.title, slug: PIECE.slug },
  editionSize: 25,
};
const reservationLinks = {
  piece: `${PUBLIC_URL}/sculptures/${PIECE.slug}`,
  confirm: reservationConfirmLink(PUBLIC_URL, '9.abcdefghijklmnopqrstuv'),
};
/** A hold its collector confirmed, as the owner's emails read it. */
const WAITING_HOLD: WaitingHold = {
  id: 9,
  title: PIECE.title,
  size: '100',
  number: 7,
  position: 2,
  name: 'Dana Reader',
  email: TO,
  phone: '+44 20 7946 0000',
  message: 'Could it ship to London in March?',
  confirmedAt: new Date('2026-11-27T10:05:00.000Z'),
  lapsesAt: new Date('2026-12-04T10:05:00.000Z'),
};
const CERTIFICATE = {
  code: 'K7M2Q9XR4T',
  title: PIECE.title,
  size: '100',
  number: 7,
  total: 25,
  verifyUrl: verifyUrlOf(PUBLIC_URL, 'K7M2Q9XR4T'),
} as const;

const text = (value: string): DocNode => ({ type: 'text', text: value });
const paragraph = (value: string): DocNode => ({ type: 'paragraph', content: [text(value)] });

/** A newsletter as an owner writes one in the composer: words, a photograph, a piece, a button. */
const COMPOSED: DocNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [text('The winter release')] },
    paragraph(
      'Three new figures leave the studio this month, each polished by hand for a week until the chrome holds a room in it.',
    ),
    {
      type: 'emailImage',
      attrs: {
        src: `${PUBLIC_URL}/media/studio/960.webp`,
        alt: 'The studio bench with three figures',
        width: 960,
        height: 640,
      },
    },
    paragraph(
      'Hero Kid comes in the 12 inch and the 54 inch edition. Collectors on the waitlist hear first; the rest of the edition opens on Friday.',
    ),
    {
      type: 'pieceCard',
      attrs: {
        href: `${PUBLIC_URL}/sculptures/hero-kid`,
        title: 'Hero Kid',
        edition: '12 inch edition of 25',
        imageUrl: `${PUBLIC_URL}/media/hero-kid/960.webp`,
        imageAlt: 'Hero Kid in mirror chrome',
      },
    },
    paragraph('Thank you for following the studio. Write back with any question about a piece.'),
    { type: 'emailButton', attrs: { href: `${PUBLIC_URL}/collection`, label: 'See the collection' } },
  ],
};

const composed = {
  subject: 'The winter release',
  htmlContent: renderEmailHtml(COMPOSED, { title: 'The winter release', brand: BRAND_NAME }),
  textContent: renderPlainText(COMPOSED, { brand: BRAND_NAME }),
};
const unsubscribe = unsubscribeLinks(PUBLIC_URL, '12.abcdefghijklmnopqrstuv');

/**
 * Every kind of email Vitrine sends, one line each: a kind added elsewhere joins the checks here
 * (SpamAssassin at most 0, a text part as full as the HTML) by adding its line.
 */
export const EVERY_KIND_OF_MAIL: Record<string, () => MailMessage | Promise<MailMessage>> = {
  newsletter: () => ({ ...buildNewsletterMessage(composed, TO, unsubscribe), mailing: newsletterMailing(7) }),
  'newsletter test copy': () =>
    buildNewsletterMessage(
      { ...composed, subject: `${TEST_SUBJECT_PREFIX}${composed.subject}` },
      TO,
      unsubscribe,
    ),
  waitlist: () =>
    buildWaitlistMessage(PIECE, TO, PUBLIC_URL, leaveLinks(PUBLIC_URL, '4.abcdefghijklmnopqrstuv')),
  'waitlist, a piece without words': () =>
    buildWaitlistMessage(
      { ...PIECE, tagline: '', intro: '', edition: '' },
      TO,
      PUBLIC_URL,
      leaveLinks(PUBLIC_URL, '4.abcdefghijklmnopqrstuv'),
    ),
  'newsletter confirmation': () =>
    buildConfirmationMessage({
      to: TO,
      link: confirmationLink(PUBLIC_URL, 'n.5.abcdefghijklmnop'),
      pieceTitle: null,
    }),
  'waitlist confirmation': () =>
    buildConfirmationMessage({
      to: TO,
      link: confirmationLink(PUBLIC_URL, 'w.6.abcdefghijklmnop'),
      pieceTitle: 'Hero Kid',
    }),
  'inquiry notification': () =>
    buildInquiryNotification(
      {
        id: 3,
        name: 'Dana Reader',
        email: 'dana.reader@example.net',
        phone: '+44 20 7946 0000',
        location: 'London',
        isCollector: 'true',
        isGallery: 'false',
        sculptureInterest: 'Hero Kid',
        message:
          'Hello, is the 54 inch edition of Hero Kid still available, and could it ship to London in March?',
        createdAt: '2026-11-27T10:00:00.000Z',
      },
      'studio@chromenostalgia.example',
    ),
  'inquiry reply': () =>
    buildReplyMessage({
      to: TO,
      piece: 'Hero Kid',
      inquiry: {
        message:
          'Hello, is the 54 inch edition of Hero Kid still available, and could it ship to London in March?',
        createdAt: new Date('2026-11-27T10:00:00.000Z'),
      },
      message:
        'Dear Dana Reader,\n\nThank you for writing. The 54 inch Hero Kid has two numbers left in its edition, and we ship to London with a crate and insurance.\n\nI can hold one for you until Friday if you would like to go ahead.',
    }),
  'reservation held': () => buildReservationMessage('held', RESERVATION, TO, reservationLinks),
  'reservation waiting': () =>
    buildReservationMessage('waiting', { ...RESERVATION, state: 'waiting' }, TO, reservationLinks),
  'reservation sold': () =>
    buildReservationMessage('sold', { ...RESERVATION, state: 'sold' }, TO, reservationLinks),
  'reservation released': () =>
    buildReservationMessage('released', { ...RESERVATION, state: 'released' }, TO, reservationLinks),
  'reservation lapsed': () =>
    buildReservationMessage('lapsed', { ...RESERVATION, state: 'lapsed' }, TO, reservationLinks),
  'reservation closed when sold out': () =>
    buildReservationMessage(
      'lapsed',
      { ...RESERVATION, state: 'lapsed', number: null, lapseReason: 'sold-out' },
      TO,
      reservationLinks,
    ),
  'owner: hold confirmed': () =>
    buildHoldConfirmedMessage(WAITING_HOLD, 'studio@chromenostalgia.example', reservationsTabUrl(PUBLIC_URL)),
  'owner: holds digest': () =>
    buildHoldsDigestMessage(
      [
        WAITING_HOLD,
        { ...WAITING_HOLD, id: 10, name: 'Omar Haddad', email: 'omar@example.net', number: 8, message: '' },
      ],
      'studio@chromenostalgia.example',
      reservationsTabUrl(PUBLIC_URL),
    ),
  'reservation held, to pay online': () =>
    buildReservationMessage('held', { ...RESERVATION, price: 480_000 }, TO, reservationLinks, true),
  ...Object.fromEntries(
    ORDER_MAIL_EVENTS.map((event) => [
      `order ${event}`,
      async () =>
        buildOrderMessage(event, ORDER, {
          orderUrl: `${PUBLIC_URL}/orders/o9.AAAAAAAAAAAAAAAAAAAAAA`,
          document: ['invoice', 'receipt', 'refunded'].includes(event)
            ? { filename: 'INV-2026-0007.pdf', pdf: await renderInvoicePdf(INVOICE_SHEET) }
            : null,
          reason: event === 'refunded' || event === 'cancelled' ? 'The collector asked us to.' : undefined,
        }),
    ]),
  ),
  certificate: async () =>
    buildCertificateMessage({
      ...CERTIFICATE,
      to: TO,
      pdf: await renderCertificatePdf({
        ...CERTIFICATE,
        medium: 'Polished stainless steel',
        finish: 'Mirror chrome',
        dimensions: '12 in (30.5 cm)',
        issuedOn: '2026-11-27',
        collectorName: 'Dana Reader',
        image: null,
      }),
    }),
};
