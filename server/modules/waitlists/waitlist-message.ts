import { absoluteUrl, PAGE_LINKS } from '../../../contract/page-paths';
import { EMAIL_SIGNATURE_TEXT, emailDocument, emailRows } from '../../core/mail/email-shell';
import { listHeaders } from '../../core/mail/list-headers';
import { type MailMessage, singleLine } from '../../core/mail/mailer';
import { type OptOutLinks, optOutLinks } from '../../core/mail/opt-out-links';
import type { AvailablePiece } from './deliveries';

export type LeaveLinks = OptOutLinks;

export const leaveLinks = (publicUrl: string, token: string): LeaveLinks =>
  optOutLinks(publicUrl, 'waitlistLeave', token);

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : absoluteUrl(publicUrl, url);

const FOOTER = 'You are receiving this one email because you joined the waitlist for this piece.';
const LEAVE = 'Leave this waitlist';

/**
 * One member's email: the piece's title, image, the owner's words about it and its page, and a
 * one-click way off its waitlist. The HTML and the text say the same: a reader (or a filter) of
 * either part gets the whole email, and the image is never the message on its own.
 */
export function buildWaitlistMessage(
  piece: AvailablePiece,
  to: string,
  publicUrl: string,
  links: LeaveLinks,
): MailMessage {
  const pageUrl = absoluteUrl(publicUrl, PAGE_LINKS.sculpture(piece.slug));
  const subject = `${piece.title} is available`;
  const told = `You asked us to tell you when ${piece.title} became available. It is available now.`;
  const words = [piece.tagline, piece.intro].map((text) => text.trim()).filter(Boolean);
  const edition = piece.edition.trim();
  const view = `View ${piece.title}`;
  const html = emailDocument({
    title: subject,
    rows: [
      emailRows.heading(subject),
      emailRows.paragraph(told),
      ...(piece.image ? [emailRows.image(absolute(publicUrl, piece.image), piece.title, pageUrl)] : []),
      ...words.map(emailRows.paragraph),
      ...(edition ? [emailRows.detail(edition)] : []),
      emailRows.button(pageUrl, view),
    ],
    footer: FOOTER,
    footerLink: { href: links.page, label: LEAVE },
  });
  const text = [
    subject,
    told,
    ...words,
    ...(edition ? [edition] : []),
    `${view}: ${pageUrl}`,
    EMAIL_SIGNATURE_TEXT,
    `--\n${FOOTER}\n${LEAVE}: ${links.page}`,
  ].join('\n\n');
  return {
    to,
    subject: singleLine(subject),
    text: `${text}\n`,
    html,
    headers: listHeaders('waitlist', links.oneClick),
    invitesReply: true,
  };
}
