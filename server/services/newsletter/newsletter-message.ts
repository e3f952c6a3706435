import { API_PREFIX, ONE_CLICK_CALLS } from '../../../contract/api-paths';
import { EMAIL_FONT, EMAIL_FOOTER_GREY } from '../../../contract/email-style';
import { absoluteUrl, PAGE_LINKS, ROUTES } from '../../../contract/routes';
import { listHeaders } from '../mailer/list-headers';
import { type MailMessage, singleLine } from '../mailer/mailer';
import { escapeHtml } from '../pages/html-escape';

export interface NewsletterContent {
  subject: string;
  htmlContent: string;
  textContent: string;
}

export interface UnsubscribeLinks {
  /** The public page that confirms by POST: `${PUBLIC_URL}/unsubscribe?token=...`. */
  page: string;
  /** The API a mail client POSTs to with RFC 8058 one-click: `${PUBLIC_URL}/api/unsubscribe?token=...`. */
  oneClick: string;
}

export function unsubscribeLinks(publicUrl: string, token: string): UnsubscribeLinks {
  return {
    page: absoluteUrl(publicUrl, PAGE_LINKS.withToken(ROUTES.unsubscribe, token)),
    oneClick: absoluteUrl(publicUrl, PAGE_LINKS.withToken(API_PREFIX + ONE_CLICK_CALLS.unsubscribe, token)),
  };
}

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
  };
}
