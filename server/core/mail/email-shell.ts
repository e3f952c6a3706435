import { BRAND_NAME } from '../../../contract/brand';
import { BRAND_DESCRIPTION } from '../../../contract/brand-description';
import { emailButton, emailFrame, emailRow } from '../../../contract/email-frame';
import {
  EMAIL_CONTENT_WIDTH,
  EMAIL_FONT,
  EMAIL_INK,
  EMAIL_PADDING,
  EMAIL_WIDTH,
} from '../../../contract/email-style';
import { escapeHtml } from '../http/html-escape';

/**
 * The rows of the emails the server writes (waitlist, confirmation), in the frame the composer's
 * newsletters use too (contract/email-frame.ts) and its palette. Every argument is text, escaped
 * here: only this file writes their markup.
 */
const row = emailRow;

export const emailRows = {
  heading: (text: string) =>
    row(
      `padding-top:20px;font-family:${EMAIL_FONT};font-size:28px;line-height:34px;font-weight:bold;color:${EMAIL_INK.text};`,
      `<h1 style="margin:0;font-size:28px;line-height:34px;">${escapeHtml(text)}</h1>`,
    ),
  paragraph: (text: string) =>
    row(
      `padding-top:16px;font-family:${EMAIL_FONT};font-size:16px;line-height:26px;color:${EMAIL_INK.body};`,
      // A line break the writer typed stays one (a reply, an address block).
      escapeHtml(text).replace(/\r?\n/g, '<br>'),
    ),
  /** Someone else's words, quoted under a rule at the left: the message a reply answers. */
  quote: (text: string) =>
    row(
      `padding-top:16px;`,
      `<div style="border-left:3px solid ${EMAIL_INK.rule};padding-left:14px;font-family:${EMAIL_FONT};font-size:14px;line-height:22px;color:${EMAIL_INK.muted};">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</div>`,
    ),
  /** A line of small capitals: an edition, a detail. */
  detail: (text: string) =>
    row(
      `padding-top:12px;font-family:${EMAIL_FONT};font-size:12px;line-height:18px;letter-spacing:2px;text-transform:uppercase;color:${EMAIL_INK.muted};`,
      escapeHtml(text),
    ),
  image: (src: string, alt: string, href: string) =>
    row(
      'padding-top:24px;',
      `<a href="${escapeHtml(href)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${EMAIL_CONTENT_WIDTH}" style="display:block;width:100%;max-width:${EMAIL_CONTENT_WIDTH}px;height:auto;border:0;background-color:${EMAIL_INK.page};"></a>`,
    ),
  button: (href: string, label: string) =>
    row('padding-top:28px;', emailButton(escapeHtml(href), escapeHtml(label))),
};

export interface EmailDocument {
  /** The document's title, as the mail's subject. */
  title: string;
  /** emailRows, in order. */
  rows: string[];
  /** Why the reader gets this email, and the way out when there is one: under the card. */
  footer: string;
  footerLink?: { href: string; label: string };
}

export function emailDocument({ title, rows, footer, footerLink }: EmailDocument): string {
  const link = footerLink
    ? ` <a href="${escapeHtml(footerLink.href)}" style="color:${EMAIL_INK.muted};text-decoration:underline;">${escapeHtml(footerLink.label)}</a>`
    : '';
  return emailFrame({
    title: escapeHtml(title),
    brand: escapeHtml(BRAND_NAME),
    rows: [
      ...rows,
      // Who writes: the brand in a sentence, under a rule, as a letter is signed.
      row(
        'padding-top:32px;',
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="height:1px;line-height:1px;font-size:0;background-color:${EMAIL_INK.rule};">&nbsp;</td></tr></table>`,
      ),
      row(
        `padding-top:16px;font-family:${EMAIL_FONT};font-size:13px;line-height:20px;color:${EMAIL_INK.muted};`,
        `<strong style="color:${EMAIL_INK.text};">${escapeHtml(BRAND_NAME)}</strong><br>${escapeHtml(BRAND_DESCRIPTION)}`,
      ),
    ].join('\n'),
    after:
      `<table role="presentation" width="${EMAIL_WIDTH}" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${EMAIL_WIDTH}px;">` +
      `<tr><td style="padding:24px ${EMAIL_PADDING}px 0 ${EMAIL_PADDING}px;font-family:${EMAIL_FONT};font-size:12px;line-height:18px;color:${EMAIL_INK.muted};text-align:center;">${escapeHtml(footer)}${link}</td></tr></table>`,
  });
}

/** The sign-off of the text part, as the HTML signs: the brand and what it makes. */
export { EMAIL_SIGNATURE_TEXT } from '../../../contract/reply-letter';

/**
 * A moment as an email states it: '27 November 2026 at 12:30 UTC'. The reader's zone is not
 * known to an email, so it names its own.
 */
export const emailMoment = (date: Date) =>
  `${date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })} UTC`;
