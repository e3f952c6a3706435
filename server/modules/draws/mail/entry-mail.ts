import { SIZE_MODEL_LABELS, type SizeModel } from '../../../../contract/limits';
import { EMAIL_SIGNATURE_TEXT, emailDocument, emailRows } from '../../../core/mail/email-shell';
import { type MailMessage, singleLine } from '../../../core/mail/mailer';
import { momentText } from '../../sales/index';

/** The outbox kind of a draw entry's confirmation: the collector's timeline reads it. */
export const DRAW_ENTRY_MAIL_KIND = 'draw-entry';

export interface EntryMailFacts {
  to: string;
  name: string;
  pieceTitle: string;
  size: SizeModel;
  entryCode: string;
  closesAt: Date;
  /** The draw page with this entry's confirmation, absolute. */
  confirmUrl: string;
}

const FOOTER = 'You are receiving this email because this address was entered in a draw on our site.';

/**
 * The one email an entry brings: its code, and the link that confirms it. An entry never
 * confirmed is not drawn, so an address typed by someone else enters nobody.
 */
export function buildEntryMessage(facts: EntryMailFacts): MailMessage {
  const piece = `${facts.pieceTitle}, ${SIZE_MODEL_LABELS[facts.size]}`;
  const subject = `Confirm your entry in the draw for ${piece}`;
  const paragraphs = [
    `Your entry code is ${facts.entryCode}. Keep it: the draw page lists every confirmed code after entries close, and shows where yours was drawn.`,
    `Confirm your entry before ${momentText(facts.closesAt)}, or it is not in the draw. If you did not enter, ignore this email and nothing happens.`,
    'When entries close, the draw page publishes the list of confirmed codes, then the secret seed and the order it gives, so you can check the draw yourself. The first ones drawn are held a number each and emailed.',
  ];
  const button = 'Confirm my entry';
  return {
    to: facts.to,
    subject: singleLine(subject),
    html: emailDocument({
      title: subject,
      rows: [
        emailRows.heading(subject),
        emailRows.detail(`Entry ${facts.entryCode}`),
        emailRows.paragraph(`Dear ${facts.name},`),
        ...paragraphs.map(emailRows.paragraph),
        emailRows.button(facts.confirmUrl, button),
      ],
      footer: FOOTER,
    }),
    text: `${subject}\nEntry ${facts.entryCode}\n\nDear ${facts.name},\n\n${paragraphs.join('\n\n')}\n\n${button}: ${facts.confirmUrl}\n\n${EMAIL_SIGNATURE_TEXT}\n\n--\n${FOOTER}\n`,
  };
}
