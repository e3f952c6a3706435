import { BRAND_NAME } from '../../../contract/brand';
import type { MailSettings } from '../../../contract/mail-settings';
import type { ContentVersion } from '../cache/content-version';
import type { Mailer, MailMessage } from './mailer';

/**
 * The studio's own addresses: where a reader's answer goes (Site Settings' "Replies go to",
 * else NOTIFY_EMAIL) and where the owner is told of what happens (NOTIFY_EMAIL, else the reply
 * address). Read when mail goes out, so an address the owner changes applies to mail already
 * queued; read once per content version, since saving a setting moves the version on (on every
 * instance), not once per newsletter copy.
 */
export interface StudioInbox {
  settings(): Promise<MailSettings>;
  /** Where a reader's answer goes: the Reply-To of every email that invites one; null for nowhere. */
  replyTo(): Promise<string | null>;
  /** Where the owner is told of new inquiries and reservations; null when no address is known. */
  owner(): Promise<string | null>;
}

/** Site Settings' "Replies go to", read from the database (the content module's setting). */
export type ReplyToSetting = () => Promise<string | null>;

export function createStudioInbox(
  replyToSetting: ReplyToSetting,
  version: ContentVersion,
  notifyEmail?: string,
): StudioInbox {
  let known: { version: number; setting: string | null } | null = null;
  async function setting(): Promise<string | null> {
    const at = version.current;
    if (known?.version !== at) known = { version: at, setting: await replyToSetting() };
    return known.setting;
  }
  const settings = async (): Promise<MailSettings> => {
    const replyToSetting = await setting();
    return {
      replyToSetting,
      notifyEmail: notifyEmail ?? null,
      repliesGoTo: replyToSetting ?? notifyEmail ?? null,
      ownerEmail: notifyEmail ?? replyToSetting,
    };
  };
  return {
    settings,
    replyTo: async () => (await settings()).repliesGoTo,
    owner: async () => (await settings()).ownerEmail,
  };
}

/**
 * The mailer every loop sends with: a message that invites a reply (`invitesReply`) and names no
 * Reply-To of its own gets the studio's reply address, so a collector's answer reaches a person
 * rather than the no-reply sender.
 */
export function withStudioReplies(mailer: Mailer, inbox: Pick<StudioInbox, 'replyTo'>): Mailer {
  // The address is looked up in the order the messages come, so they go on to the mailer in that
  // order too (a waitlist is mailed in the order its members joined): a slow first look-up must
  // not let the messages behind it overtake it.
  let lookups: Promise<unknown> = Promise.resolve();
  return {
    kind: mailer.kind,
    close: () => mailer.close(),
    async send(message: MailMessage) {
      if (!message.invitesReply || message.replyTo) return mailer.send(message);
      const lookup = lookups.then(() => inbox.replyTo());
      lookups = lookup.catch(() => undefined);
      const address = await lookup;
      return mailer.send(address ? { ...message, replyTo: { name: BRAND_NAME, address } } : message);
    },
  };
}
