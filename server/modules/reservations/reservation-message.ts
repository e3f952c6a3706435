import { SIZE_MODEL_LABELS } from '../../../contract/limits';
import { absoluteUrl, ROUTES, withToken } from '../../../contract/page-paths';
import { COLLECTOR_CONFIRM_MINUTES } from '../../../contract/reservation-copy';
import { EMAIL_SIGNATURE_TEXT, emailDocument, emailMoment, emailRows } from '../../core/mail/email-shell';
import { type MailMessage, singleLine } from '../../core/mail/mailer';
import type { ReservationMailEvent } from '../../db/schema';
import type { MailedReservation } from './reservation-deliveries';

export interface ReservationMailLinks {
  /** The piece's page. */
  piece: string;
  /** The page that confirms the request: `${PUBLIC_URL}/reserve/confirm?token=...`. */
  confirm: string;
}

export function reservationConfirmLink(publicUrl: string, token: string): string {
  return absoluteUrl(publicUrl, withToken(ROUTES.reservationConfirm, token));
}

interface Words {
  subject: string;
  paragraphs: string[];
  button: { label: string; href: string } | null;
}

/** What each step tells the collector, from the request as it is when the email goes out. */
function wordsOf(
  event: ReservationMailEvent,
  r: MailedReservation,
  links: ReservationMailLinks,
  paysOnline: boolean,
): Words {
  const piece = `${r.piece.title}, ${SIZE_MODEL_LABELS[r.size]}`;
  const place = `You are number ${r.position} in line for ${piece}.`;
  const confirmButton = { label: 'Confirm my request', href: links.confirm };
  switch (event) {
    case 'held': {
      const until = r.heldAt ? new Date(r.heldAt.getTime() + COLLECTOR_CONFIRM_MINUTES * 60_000) : null;
      return {
        subject: `A number of ${r.piece.title} is held for you`,
        paragraphs: [
          `${place} An edition number is held for you.`,
          r.confirmedAt
            ? paysOnline
              ? 'You have already confirmed your address: your order follows in its own email, with the price and the ways to pay.'
              : 'You have already confirmed your address, so there is nothing more to do: the studio will contact you to complete the sale.'
            : `Confirm your request within ${COLLECTOR_CONFIRM_MINUTES} minutes${until ? ` (by ${emailMoment(until)})` : ''} with the button below. A request not confirmed in time lapses, and its number goes to the next in line.`,
          paysOnline
            ? 'Once confirmed, your order page shows the price and the ways to pay; paid in time, the number is yours.'
            : 'Once confirmed, the studio will contact you to complete the sale.',
        ],
        button: r.confirmedAt ? null : confirmButton,
      };
    }
    case 'waiting':
      return {
        subject: `You are number ${r.position} in line for ${r.piece.title}`,
        paragraphs: [
          place,
          'Every edition number is held for someone ahead of you for now. Holds that are not confirmed lapse, and then the next in line is held a number and emailed. We will email you if it is your turn.',
          `You can confirm your address now: a number freed for you is then held without waiting for you again.`,
        ],
        button: confirmButton,
      };
    case 'sold':
      return {
        subject: `${r.piece.title}: your edition number ${r.number}`,
        paragraphs: [
          `The studio has confirmed your purchase of ${piece}.`,
          `Your edition number is ${r.number}${r.editionSize ? ` of ${r.editionSize}` : ''}.`,
          'The studio will be in touch about payment and delivery.',
        ],
        button: null,
      };
    case 'released':
      return {
        subject: `Your request for ${r.piece.title}`,
        paragraphs: [
          `The studio has released your request for ${piece} (number ${r.position} in line): it cannot be completed this time.`,
          'You may reserve again while numbers remain, from the piece’s page.',
        ],
        button: { label: `View ${r.piece.title}`, href: links.piece },
      };
    case 'lapsed':
      if (r.lapseReason === 'sold-out') {
        return {
          subject: `${r.piece.title}, ${SIZE_MODEL_LABELS[r.size]}: every number has found its collector`,
          paragraphs: [
            `Thank you for waiting in line for ${piece} (you were number ${r.position}).`,
            'Every edition number of this size has now found its collector, so no number can be held for you, and your request closes here. We are sorry it could not be yours this time.',
            'Should a number ever come back, or another size still be offered, you may reserve again from the piece’s page.',
          ],
          button: { label: `View ${r.piece.title}`, href: links.piece },
        };
      }
      return {
        subject: `Your hold on ${r.piece.title} has lapsed`,
        paragraphs: [
          r.confirmedAt
            ? `Your hold on ${piece} has lapsed: the studio did not complete the sale in time.`
            : `Your hold on ${piece} has lapsed: it was not confirmed within ${COLLECTOR_CONFIRM_MINUTES} minutes, so its number went to the next in line.`,
          'You may reserve again while numbers remain, from the piece’s page.',
        ],
        button: { label: `View ${r.piece.title}`, href: links.piece },
      };
  }
}

const FOOTER = 'You are receiving this email because you asked to reserve this piece.';

/** The step's words in the brand's one email frame, signed as every email of the site is. */
function html(words: Words, greeting: string): string {
  return emailDocument({
    title: words.subject,
    rows: [
      emailRows.heading(words.subject),
      ...[greeting, ...words.paragraphs].map(emailRows.paragraph),
      ...(words.button ? [emailRows.button(words.button.href, words.button.label)] : []),
    ],
    footer: FOOTER,
  });
}

/** One step's email to the collector: the piece, the size, their place, and what happens next. */
export function buildReservationMessage(
  event: ReservationMailEvent,
  reservation: MailedReservation,
  to: string,
  links: ReservationMailLinks,
  /** The size has a price and the shop a way to pay: a confirmed hold becomes an order to pay. */
  paysOnline = false,
): MailMessage {
  const words = wordsOf(event, reservation, links, paysOnline);
  const greeting = `Dear ${reservation.name},`;
  const button = words.button ? `\n\n${words.button.label}: ${words.button.href}` : '';
  return {
    to,
    subject: singleLine(words.subject),
    text: `${words.subject}\n\n${greeting}\n\n${words.paragraphs.join('\n\n')}${button}\n\n${EMAIL_SIGNATURE_TEXT}\n\n--\n${FOOTER}\n`,
    html: html(words, greeting),
    // Every step may be answered: the studio completes the sale with the collector by email.
    invitesReply: true,
  };
}
