import { singleLine } from './mailer';
import { type MailSender, toMailSender } from './sender';

/**
 * Who every message is from, asked before each one so a name the owner changes in the dashboard
 * is used from then on: a fixed sender (as tests and scripts give it, `Name <address>` text or its
 * parts) or the site's sender (siteSender).
 */
export type MailFromSource = string | MailSender | (() => Promise<MailSender>);

/** How long the owner's sender name is reused before it is read again: one read per campaign burst, not per copy. */
export const SENDER_NAME_TTL_MS = 30_000;

export interface SiteSenderOptions {
  /** The operator's sender (MAIL_FROM, else no-reply@ the site's host, with its name or the brand's). */
  sender: MailSender;
  /** The sender name the owner set in the dashboard, or null (the operator's name is used). */
  readName: () => Promise<string | null>;
  now?: () => number;
}

/**
 * The site's sender: the name the owner chose in Site Settings (else MAIL_FROM's name, else the
 * brand's name, never the software's) at the operator's address. The name is read at most every
 * SENDER_NAME_TTL_MS; a failed read keeps the last name known rather than losing mail.
 */
export function siteSender({
  sender,
  readName,
  now = Date.now,
}: SiteSenderOptions): () => Promise<MailSender> {
  let known: { name: string; at: number } | null = null;
  return async () => {
    if (!known || now() - known.at >= SENDER_NAME_TTL_MS) {
      try {
        const name = singleLine((await readName()) ?? '');
        known = { name: name || sender.name, at: now() };
      } catch (error) {
        if (!known) throw error;
      }
    }
    return { name: known!.name, address: sender.address };
  };
}

/** The one place a message's From is decided, for every transport. */
export async function resolveFrom(from: MailFromSource): Promise<MailSender> {
  return toMailSender(typeof from === 'function' ? await from() : from);
}
