import { BRAND_NAME } from '../../../contract/brand';
import { absoluteUrl, ROUTES, withToken } from '../../../contract/page-paths';
import { EMAIL_SIGNATURE_TEXT, emailDocument, emailRows } from '../../core/mail/email-shell';
import { type MailMessage, singleLine } from '../../core/mail/mailer';

export interface ConfirmationRequest {
  to: string;
  /** The page that asks the visitor to confirm: `${PUBLIC_URL}/confirm?token=...`. */
  link: string;
  /** The piece, for a waitlist; null for the newsletter. */
  pieceTitle: string | null;
}

export function confirmationLink(publicUrl: string, token: string): string {
  return absoluteUrl(publicUrl, withToken(ROUTES.confirm, token));
}

function words(pieceTitle: string | null) {
  return pieceTitle === null
    ? {
        subject: `Confirm your subscription to ${BRAND_NAME}`,
        ask: `Someone, hopefully you, asked for the ${BRAND_NAME} newsletter at this address. Confirm it, and we will send you our releases and gallery news.`,
        button: 'Confirm my subscription',
      }
    : {
        subject: `Confirm your place on the ${pieceTitle} waitlist`,
        ask: `Someone, hopefully you, asked us to email this address when ${pieceTitle} becomes available. Confirm it, and you will hear from us once, when it does.`,
        button: 'Confirm my place',
      };
}

const IGNORE = 'If this was not you, ignore this email: nothing will be sent to you.';

/** The email that asks a new subscriber or waitlist member to confirm their address. */
export function buildConfirmationMessage({ to, link, pieceTitle }: ConfirmationRequest): MailMessage {
  const w = words(pieceTitle);
  const html = emailDocument({
    title: w.subject,
    rows: [emailRows.heading(w.subject), emailRows.paragraph(w.ask), emailRows.button(link, w.button)],
    footer: IGNORE,
  });
  return {
    to,
    subject: singleLine(w.subject),
    text: `${w.subject}\n\n${w.ask}\n\n${w.button}: ${link}\n\n${EMAIL_SIGNATURE_TEXT}\n\n--\n${IGNORE}\n`,
    html,
  };
}
