import type { SendMailOptions } from 'nodemailer';
import { type DkimKey, nodemailerDkim } from './dkim';
import { type MailFromSource, resolveFrom } from './mail-sender';
import type { MailMessage } from './mailer';
import { OTHER_MAIL, type ReturnPaths } from './return-path';

/** What every transport does to every message: who it is from, its return path, its signature. */
export interface MailerIdentity {
  /** MAIL_FROM and the owner's sender name (siteSender), resolved for each message. */
  from: MailFromSource;
  /** DKIM_*: each message is signed when set. */
  dkim?: DkimKey;
  /** BOUNCE_ADDRESS: each copy gets its own VERP return path when set. */
  returnPaths?: ReturnPaths;
}

/**
 * Headers in plain ASCII are sent exactly as written: nodemailer would otherwise turn a value with
 * quotes or angle brackets into an encoded-word, which List-Id (RFC 2919) and List-Unsubscribe
 * readers do not decode. Anything else is left to nodemailer's encoding.
 */
function preparedHeaders(headers: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      /^[\x20-\x7e]{0,900}$/.test(value) ? { prepared: true, value } : value,
    ]),
  );
}

/** The one place a MailMessage becomes nodemailer options, for both transports. */
export async function toNodemailerOptions(
  identity: MailerIdentity,
  message: MailMessage,
): Promise<SendMailOptions & { envelope: { from: string; to: string } }> {
  const from = await resolveFrom(identity.from);
  const returnPath = identity.returnPaths
    ? await identity.returnPaths.forRecipient(message.to, message.mailing ?? OTHER_MAIL)
    : from.address;
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers && preparedHeaders(message.headers),
    // The SMTP MAIL FROM: where receivers send bounces, and what they write as Return-Path.
    envelope: { from: returnPath, to: message.to },
    dkim: identity.dkim ? nodemailerDkim(identity.dkim) : undefined,
    attachments: message.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.contentBase64, 'base64'),
    })),
  };
}
