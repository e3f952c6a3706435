import { BRAND_NAME } from '../../../contract/brand';
import { singleLine } from './mailer';

/** Who a message is from: an operator's whole MAIL_FROM, or a display name and address. */
export type MailFrom = string | { name: string; address: string };
/** Asked before each message, so a name the owner changes in the dashboard is used from then on. */
export type MailFromSource = MailFrom | (() => Promise<MailFrom>);

/** How long the owner's sender name is reused before it is read again: one read per campaign burst, not per copy. */
export const SENDER_NAME_TTL_MS = 30_000;

export interface SiteSenderOptions {
  /** The site's own host: mail goes from no-reply@ it. */
  host: string;
  /** The sender name the owner set in the dashboard, or null (the brand's name is used). */
  readName: () => Promise<string | null>;
  now?: () => number;
}

/**
 * The sender of an install without MAIL_FROM: the name the owner chose in Site Settings (or
 * the brand's name, never the software's) at no-reply@ the site's host. The name is read at
 * most every SENDER_NAME_TTL_MS; a failed read keeps the last name known rather than losing mail.
 */
export function siteSender({ host, readName, now = Date.now }: SiteSenderOptions): () => Promise<MailFrom> {
  const address = `no-reply@${host}`;
  let known: { name: string; at: number } | null = null;
  return async () => {
    if (!known || now() - known.at >= SENDER_NAME_TTL_MS) {
      try {
        const name = singleLine((await readName()) ?? '');
        known = { name: name || BRAND_NAME, at: now() };
      } catch (error) {
        if (!known) throw error;
      }
    }
    return { name: known!.name, address };
  };
}

export const resolveFrom = (from: MailFromSource): Promise<MailFrom> | MailFrom =>
  typeof from === 'function' ? from() : from;
