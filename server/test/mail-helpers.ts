import { type ParsedMail, simpleParser } from 'mailparser';
import type { Db } from '../core/db/index';
import { mailOutboxQueue } from '../core/mail/mail-outbox';
import type { MailLog } from '../core/mail/mailer';
import { confirmationDeliveryQueue } from '../modules/audience/confirmation-deliveries';
import { countUnfinishedDeliveries } from '../modules/newsletters/deliveries';
import { reservationDeliveryQueue } from '../modules/reservations/reservation-deliveries';
import { waitlistDeliveryQueue } from '../modules/waitlists/deliveries';
import type { ReceivedMessage } from './smtp-peer';

/** Logs go nowhere, but what was logged can be inspected. */
export function recordingLog() {
  const entries: { level: string; details: object; message: string }[] = [];
  const record =
    (level: string) =>
    (details: object, message: string): void => {
      entries.push({ level, details, message });
    };
  const log: MailLog = { info: record('info'), warn: record('warn'), error: record('error') };
  return { log, entries };
}

export function parseMail(message: ReceivedMessage | Buffer): Promise<ParsedMail> {
  return simpleParser(Buffer.isBuffer(message) ? message : message.raw);
}

/**
 * Waits until no email of any kind is pending or in flight: every queued copy was sent or given
 * up. What a test then counts at its mail peer is all that will ever go, so "nothing more was
 * sent" is checked on the outcome rather than after a pause that a slow machine outlasts.
 */
export async function waitForAllMail(db: Db, timeoutMs = 15_000): Promise<void> {
  const queues = [
    { countUnfinished: countUnfinishedDeliveries },
    confirmationDeliveryQueue,
    mailOutboxQueue,
    reservationDeliveryQueue,
    waitlistDeliveryQueue,
  ];
  const unfinished = async () =>
    (await Promise.all(queues.map((queue) => queue.countUnfinished(db)))).reduce((a, b) => a + b, 0);
  const deadline = Date.now() + timeoutMs;
  while ((await unfinished()) > 0) {
    if (Date.now() > deadline) throw new Error(`mail still unfinished after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until no newsletter delivery is pending or in flight. */
export async function waitForDeliveries(db: Db, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await countUnfinishedDeliveries(db)) > 0) {
    if (Date.now() > deadline) throw new Error(`deliveries still unfinished after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A header exactly as sent (unfolded), where mailparser would restructure it (List-*). */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/^[^:]+:\s*/, '').replace(/\r?\n[ \t]+/g, ' ');
}

/** The one-click URL of a List-Unsubscribe header: `<https://...>`. */
export function oneClickUrl(mail: ParsedMail): URL {
  const match = /^<([^>]+)>$/.exec(rawHeader(mail, 'List-Unsubscribe') ?? '');
  if (!match) throw new Error('no List-Unsubscribe URL');
  return new URL(match[1]!);
}
