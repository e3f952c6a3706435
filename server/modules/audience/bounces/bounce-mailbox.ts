import type { ConnectionOptions } from 'node:tls';
import { ImapFlow } from 'imapflow';
import { openPop3, POP3_MESSAGE_LIMIT } from './pop3-client';

/** What is done with each message: true deletes it from the mailbox once the session ends. */
export type MessageHandler = (raw: Buffer) => Promise<boolean>;

export interface MailboxPass {
  read: number;
  deleted: number;
}

/** BOUNCE_MAILBOX_URL as a mailbox: one session per pass, at most `limit` messages, oldest first. */
export interface BounceMailbox {
  readonly protocol: 'pop3s' | 'imaps';
  pass(handle: MessageHandler, limit: number): Promise<MailboxPass>;
}

interface MailboxAddress {
  host: string;
  port: number;
  user: string;
  password: string;
  /** IMAP only: the folder (default INBOX). */
  folder: string;
}

/** pop3s://user:pass@host[:995] or imaps://user:pass@host[:993][/folder]; user and password URL-encoded. */
export function parseMailboxUrl(url: string): MailboxAddress & { protocol: 'pop3s' | 'imaps' } {
  const parsed = new URL(url);
  const protocol = parsed.protocol.replace(/:$/, '');
  if (protocol !== 'pop3s' && protocol !== 'imaps')
    throw new Error('BOUNCE_MAILBOX_URL must be pop3s:// or imaps://');
  if (!parsed.username) throw new Error('BOUNCE_MAILBOX_URL names no user');
  return {
    protocol,
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : protocol === 'pop3s' ? 995 : 993,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    folder: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'INBOX',
  };
}

function pop3Mailbox(address: MailboxAddress, tls: ConnectionOptions | undefined): BounceMailbox {
  return {
    protocol: 'pop3s',
    async pass(handle, limit) {
      const session = await openPop3({ ...address, tls });
      try {
        const count = Math.min(await session.count(), limit);
        let deleted = 0;
        for (let index = 1; index <= count; index++) {
          if (await handle(await session.retrieve(index))) {
            await session.remove(index);
            deleted++;
          }
        }
        await session.quit();
        return { read: count, deleted };
      } catch (error) {
        session.destroy();
        throw error;
      }
    },
  };
}

function imapMailbox(address: MailboxAddress, tls: ConnectionOptions | undefined): BounceMailbox {
  return {
    protocol: 'imaps',
    async pass(handle, limit) {
      const client = new ImapFlow({
        host: address.host,
        port: address.port,
        secure: true,
        auth: { user: address.user, pass: address.password },
        tls,
        // Its own logger would write every command; the reader logs what matters.
        logger: false,
      });
      await client.connect();
      const lock = await client.getMailboxLock(address.folder);
      try {
        const uids = ((await client.search({ all: true }, { uid: true })) || []).slice(0, limit);
        const handled: number[] = [];
        for (const uid of uids) {
          const message = await client.fetchOne(String(uid), { source: true, size: true }, { uid: true });
          if (message === false || !message.source || (message.size ?? 0) > POP3_MESSAGE_LIMIT) continue;
          if (await handle(message.source)) handled.push(uid);
        }
        // Flagged \Deleted and expunged together, as POP3 deletes at QUIT.
        if (handled.length > 0) await client.messageDelete(handled.join(','), { uid: true });
        return { read: uids.length, deleted: handled.length };
      } finally {
        lock.release();
        await client.logout().catch(() => client.close());
      }
    },
  };
}

/** `tls` lets a test trust its own certificate; production uses the system's authorities. */
export function openBounceMailbox(url: string, tls?: ConnectionOptions): BounceMailbox {
  const address = parseMailboxUrl(url);
  return address.protocol === 'pop3s' ? pop3Mailbox(address, tls) : imapMailbox(address, tls);
}
