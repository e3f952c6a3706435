import { BRAND_NAME } from '../../../contract/brand';

/** Who every email is from: the name a reader sees and the address behind it. */
export interface MailSender {
  name: string;
  address: string;
}

/**
 * The sender's name before the owner chooses one in Site Settings (siteSender): the brand's name,
 * which readers recognise in their inbox (a mail with a bare or unknown sender name is opened
 * less and reported more).
 */
export function senderName(): string {
  return BRAND_NAME;
}

/**
 * MAIL_FROM is a bare address (`news@example.com`) or one with a name (`Studio <news@example.com>`);
 * without it, no-reply at the site's host. The brand's name is shown unless MAIL_FROM names one.
 */
export function mailSenderOf(mailFrom: string | undefined, publicHost: string): MailSender {
  const text = mailFrom?.trim() ?? `no-reply@${publicHost}`;
  const named = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(text);
  if (named) {
    const name = named[1]!.replace(/^"(.*)"$/, '$1').trim();
    return { name: name || senderName(), address: named[2]! };
  }
  return { name: senderName(), address: text };
}

/** A sender given as `Name <address>` text (as the tests and scripts do) or as its parts. */
export function toMailSender(from: string | MailSender): MailSender {
  if (typeof from !== 'string') return from;
  const at = from.lastIndexOf('@');
  return mailSenderOf(from, at < 0 ? 'localhost' : from.slice(at + 1).replace(/>$/, ''));
}
