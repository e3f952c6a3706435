import { BRAND_NAME } from '../../../contract/brand';
import { quotedIntro } from '../../../contract/reply-letter';
import { EMAIL_SIGNATURE_TEXT, emailDocument, emailRows } from '../../core/mail/email-shell';
import { type MailMessage, singleLine } from '../../core/mail/mailer';

/** The outbox kind of an owner's answer to an inquiry. */
export const INQUIRY_REPLY = 'inquiry-reply';

export interface ReplyMailInput {
  /** The collector's address, as their inquiry gave it. */
  to: string;
  /**
   * The catalogue's title of the piece the inquiry is about, or null: never the visitor's own
   * text (send-reply.ts), which would make the brand's signed subject line say anything.
   */
  piece: string | null;
  /** What the collector wrote, quoted under the answer, marked as theirs. */
  inquiry: { message: string; createdAt: Date };
  /** The owner's answer as typed, greeting and all: sent word for word, nothing added above it. */
  message: string;
}

const FOOTER = `You are receiving this email because you wrote to ${BRAND_NAME}.`;

/**
 * The owner's answer as an email from the brand's sender (the mailer's From), Reply-To the
 * studio's reply address (withStudioReplies), the collector's message quoted below it, in the one
 * email frame. The composer starts the answer with the greeting, so the owner sees and sends one.
 * Text and HTML say the same; every piece of it is text, escaped by the frame. The subject is the
 * studio's words (and the catalogue's title), and the quote is introduced as the visitor's own
 * words, not the studio's: whoever typed someone else's address into the form cannot have the
 * brand's signed email say something in its own voice.
 */
export function buildReplyMessage(input: ReplyMailInput): MailMessage {
  const subject = singleLine(input.piece ? `Re: your inquiry about ${input.piece}` : 'Re: your inquiry');
  const wrote = quotedIntro(input.inquiry.createdAt);
  const quoted = input.inquiry.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    to: input.to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${EMAIL_SIGNATURE_TEXT}\n\n${wrote}\n${quoted}\n\n--\n${FOOTER}\n`,
    html: emailDocument({
      title: subject,
      rows: [
        ...paragraphs.map(emailRows.paragraph),
        emailRows.detail(wrote),
        emailRows.quote(input.inquiry.message),
      ],
      footer: FOOTER,
    }),
    invitesReply: true,
  };
}
