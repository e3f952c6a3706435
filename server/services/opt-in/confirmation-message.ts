import { BRAND_NAME } from '../../../contract/brand';
import { type MailMessage, singleLine } from '../mailer/mailer';
import { escapeHtml } from '../pages/html-escape';

export interface ConfirmationRequest {
  to: string;
  /** The page that asks the visitor to confirm: `${PUBLIC_URL}/confirm?token=...`. */
  link: string;
  /** The piece, for a waitlist; null for the newsletter. */
  pieceTitle: string | null;
}

export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm?token=${encodeURIComponent(token)}`;
}

const FONT = 'Helvetica,Arial,sans-serif';
const INK = { page: '#0a0a0b', text: '#f4f4f5', body: '#d4d4d8', muted: '#a1a1aa' };
const ACCENT = '#ffd900';

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
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(w.subject)}</title></head>
<body style="margin:0;padding:0;background:${INK.page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${INK.page}" style="background:${INK.page}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px">
<tr><td style="padding:0 0 24px;font-family:${FONT};font-size:12px;letter-spacing:3px;text-transform:uppercase;color:${INK.muted}">${escapeHtml(BRAND_NAME)}</td></tr>
<tr><td style="padding:0 0 12px;font-family:${FONT};font-size:26px;line-height:1.2;font-weight:bold;color:${INK.text}">${escapeHtml(w.subject)}</td></tr>
<tr><td style="padding:0 0 28px;font-family:${FONT};font-size:16px;line-height:1.6;color:${INK.body}">${escapeHtml(w.ask)}</td></tr>
<tr><td style="padding:0 0 32px"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="${ACCENT}" style="border-radius:8px;background:${ACCENT}"><a href="${escapeHtml(link)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:15px;font-weight:bold;color:${INK.page};text-decoration:none">${escapeHtml(w.button)}</a></td></tr></table></td></tr>
<tr><td style="font-family:${FONT};font-size:12px;line-height:1.6;color:${INK.muted}">${escapeHtml(IGNORE)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return {
    to,
    subject: singleLine(w.subject),
    text: `${w.subject}\n\n${w.ask}\n\n${w.button}: ${link}\n\n--\n${IGNORE}\n`,
    html,
  };
}
