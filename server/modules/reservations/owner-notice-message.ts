import { SIZE_MODEL_LABELS, type SizeModel } from '../../../contract/limits';
import {
  EMAIL_SIGNATURE_TEXT,
  emailDocument,
  emailRows,
  emailMoment as momentOf,
} from '../../core/mail/email-shell';
import { type MailMessage, singleLine } from '../../core/mail/mailer';

/** A hold its collector confirmed, waiting for the owner's Confirm Sale or Release. */
export interface WaitingHold {
  id: number;
  title: string;
  size: SizeModel;
  number: number | null;
  position: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  confirmedAt: Date;
  /** When it lapses unless the owner decides: the owner's days after it was held and confirmed. */
  lapsesAt: Date;
}

const OPEN = 'Open Reservations';
const FOOTER =
  'You receive this email as the studio, at NOTIFY_EMAIL or, without it, the address under Replies go to in Site Settings.';
const DIGEST_FOOTER = `${FOOTER} Turn the morning email off under Reservations in the dashboard.`;

const pieceOf = (hold: WaitingHold) =>
  `${hold.title}, ${SIZE_MODEL_LABELS[hold.size]}${hold.number === null ? '' : ` no. ${hold.number}`}`;
const contactOf = (hold: WaitingHold) => [hold.email, hold.phone].filter(Boolean).join(', ');

/** The owner's email when a collector confirms their hold: who, what, and until when to decide. */
export function buildHoldConfirmedMessage(hold: WaitingHold, to: string, tabUrl: string): MailMessage {
  const subject = singleLine(`Hold confirmed: ${pieceOf(hold)} for ${hold.name}`);
  const heading = `${hold.name} confirmed their hold`;
  const paragraphs = [
    `${hold.name} (${contactOf(hold)}) confirmed their request for ${pieceOf(hold)}, number ${hold.position} in line.`,
    `Confirm the sale or release the hold by ${momentOf(hold.lapsesAt)}: after that it lapses and its number goes to the next in line.`,
  ];
  const said = hold.message ? `Their message:\n${hold.message}` : '';
  return {
    to,
    subject,
    text: [
      heading,
      ...paragraphs,
      ...(said ? [said] : []),
      `${OPEN}: ${tabUrl}`,
      EMAIL_SIGNATURE_TEXT,
      `--\n${FOOTER}`,
    ].join('\n\n'),
    html: emailDocument({
      title: subject,
      rows: [
        emailRows.heading(heading),
        ...paragraphs.map(emailRows.paragraph),
        ...(hold.message ? [emailRows.detail('Their message'), emailRows.quote(hold.message)] : []),
        emailRows.button(tabUrl, OPEN),
      ],
      footer: FOOTER,
    }),
    // Answering goes to the collector, as an inquiry's notification does.
    replyTo: { name: singleLine(hold.name), address: hold.email },
  };
}

/** The morning's list of every hold waiting for the owner, the soonest to lapse first. */
export function buildHoldsDigestMessage(holds: WaitingHold[], to: string, tabUrl: string): MailMessage {
  const count = holds.length === 1 ? '1 hold waits' : `${holds.length} holds wait`;
  const subject = `${count} for your decision`;
  const intro =
    'Each collector below confirmed their request. Confirm the sale or release the hold before it lapses, or its number goes to the next in line.';
  const lineOf = (hold: WaitingHold) =>
    `${hold.name} (${contactOf(hold)}), confirmed ${momentOf(hold.confirmedAt)}; lapses ${momentOf(hold.lapsesAt)}.`;
  return {
    to,
    subject,
    text: [
      subject,
      intro,
      ...holds.map((hold) => `${pieceOf(hold)}\n${lineOf(hold)}`),
      `${OPEN}: ${tabUrl}`,
      EMAIL_SIGNATURE_TEXT,
      `--\n${DIGEST_FOOTER}`,
    ].join('\n\n'),
    html: emailDocument({
      title: subject,
      rows: [
        emailRows.heading(subject),
        emailRows.paragraph(intro),
        ...holds.flatMap((hold) => [emailRows.detail(pieceOf(hold)), emailRows.paragraph(lineOf(hold))]),
        emailRows.button(tabUrl, OPEN),
      ],
      footer: DIGEST_FOOTER,
    }),
  };
}
