import { EMAIL_FONT, EMAIL_FOOTER_GREY } from '../../../contract/email-style';
import { escapeHtml } from '../../core/http/html-escape';
import { listHeaders } from '../../core/mail/list-headers';
import { type MailMessage, singleLine } from '../../core/mail/mailer';
import { type OptOutLinks, optOutLinks } from '../../core/mail/opt-out-links';

export interface NewsletterContent {
  subject: string;
  htmlContent: string;
  textContent: string;
}

export type UnsubscribeLinks = OptOutLinks;

export const unsubscribeLinks = (publicUrl: string, token: string): UnsubscribeLinks =>
  optOutLinks(publicUrl, 'unsubscribe', token);

const FOOTER_TEXT = 'You are receiving this email because you subscribed to our newsletter.';

function htmlFooter(link: string): string {
  return (
    // The admin's HTML may set no font: the footer names its own, or mail apps show it in serif.
    `<p style="margin-top:32px;font-family:${EMAIL_FONT};font-size:12px;color:${EMAIL_FOOTER_GREY};text-align:center">` +
    `${FOOTER_TEXT} <a href="${escapeHtml(link)}" style="color:${EMAIL_FOOTER_GREY}">Unsubscribe</a></p>`
  );
}

/** The footer goes inside <body> when the admin wrote a whole document, else at the end. */
function withHtmlFooter(html: string, link: string): string {
  const footer = htmlFooter(link);
  const bodyEnd = html.search(/<\/body\s*>/i);
  return bodyEnd === -1 ? `${html}\n${footer}` : `${html.slice(0, bodyEnd)}${footer}\n${html.slice(bodyEnd)}`;
}

/**
 * One subscriber's copy: the admin's HTML is sent as written (the one place user content is
 * HTML), both bodies carry the unsubscribe link, and the headers offer one-click unsubscribe.
 */
export function buildNewsletterMessage(
  content: NewsletterContent,
  to: string,
  links: UnsubscribeLinks,
): MailMessage {
  return {
    to,
    subject: singleLine(content.subject),
    text: `${content.textContent}\n\n--\n${FOOTER_TEXT}\nUnsubscribe: ${links.page}\n`,
    html: withHtmlFooter(content.htmlContent, links.page),
    headers: listHeaders('newsletter', links.oneClick),
    // A subscriber who writes back (to reserve, to ask) reaches the studio.
    invitesReply: true,
  };
}
