import { BRAND_NAME } from '../../../contract/brand';
import { EMAIL_ACCENT as ACCENT, EMAIL_FONT as FONT, EMAIL_INK as INK } from '../../../contract/email-style';
import { type MailMessage, singleLine } from '../mailer/mailer';
import { escapeHtml } from '../pages/html-escape';

/** What the email says about the piece. */
export interface AvailablePiece {
  title: string;
  slug: string;
  /** The card image, as stored: a site path (/media/...) or an absolute URL. */
  image: string | null;
}

export interface LeaveLinks {
  /** The public page that asks, then removes the member: `${PUBLIC_URL}/waitlist/leave?token=...`. */
  page: string;
  /** RFC 8058 one-click target: `${PUBLIC_URL}/api/waitlists/leave?token=...`. */
  oneClick: string;
}

export function leaveLinks(publicUrl: string, token: string): LeaveLinks {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    page: `${publicUrl}/waitlist/leave${query}`,
    oneClick: `${publicUrl}/api/waitlists/leave${query}`,
  };
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`);

const FOOTER = 'You are receiving this one email because you joined the waitlist for this piece.';

function html(piece: AvailablePiece, pageUrl: string, imageUrl: string | null, leave: string): string {
  const title = escapeHtml(piece.title);
  const image = imageUrl
    ? `<tr><td style="padding:0 0 28px"><a href="${escapeHtml(pageUrl)}"><img src="${escapeHtml(imageUrl)}" alt="${title}" width="520" style="display:block;width:100%;max-width:520px;height:auto;border:0;border-radius:8px;background:${INK.card}"></a></td></tr>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} is available</title></head>
<body style="margin:0;padding:0;background:${INK.page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${INK.page}" style="background:${INK.page}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px">
<tr><td style="padding:0 0 24px;font-family:${FONT};font-size:12px;letter-spacing:3px;text-transform:uppercase;color:${INK.muted}">${escapeHtml(BRAND_NAME)}</td></tr>
${image}
<tr><td style="padding:0 0 12px;font-family:${FONT};font-size:28px;line-height:1.2;font-weight:bold;color:${INK.text}">${title} is available</td></tr>
<tr><td style="padding:0 0 28px;font-family:${FONT};font-size:16px;line-height:1.6;color:${INK.body}">You asked us to tell you when ${title} became available. It is available now.</td></tr>
<tr><td style="padding:0 0 40px"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="${ACCENT}" style="border-radius:8px;background:${ACCENT}"><a href="${escapeHtml(pageUrl)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:15px;font-weight:bold;color:${INK.page};text-decoration:none">View ${title}</a></td></tr></table></td></tr>
<tr><td style="font-family:${FONT};font-size:12px;line-height:1.6;color:${INK.muted};text-align:center">${FOOTER} <a href="${escapeHtml(leave)}" style="color:${INK.muted}">Leave this waitlist</a></td></tr>
</table></td></tr></table>
</body></html>`;
}

/** One member's email: the piece's title, image and page, and a one-click way off its waitlist. */
export function buildWaitlistMessage(
  piece: AvailablePiece,
  to: string,
  publicUrl: string,
  links: LeaveLinks,
): MailMessage {
  const pageUrl = `${publicUrl}/sculptures/${encodeURIComponent(piece.slug)}`;
  const imageUrl = piece.image ? absolute(publicUrl, piece.image) : null;
  return {
    to,
    subject: singleLine(`${piece.title} is available`),
    text:
      `${piece.title} is available.\n\nYou asked us to tell you when ${piece.title} became available. ` +
      `It is available now:\n${pageUrl}\n\n--\n${FOOTER}\nLeave this waitlist: ${links.page}\n`,
    html: html(piece, pageUrl, imageUrl, links.page),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
