import type { MailingTag } from './return-path';

/** What the application sends; the sender (MAIL_FROM) is the mailer's, not the message's. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Sent as multipart/alternative beside the text when present. */
  html?: string;
  replyTo?: { name: string; address: string };
  /**
   * The reader may answer it (a reply, a reservation step, a newsletter): without a replyTo of
   * its own, it goes out Reply-To the studio's reply address (withStudioReplies).
   */
  invitesReply?: boolean;
  headers?: Record<string, string>;
  /** Which mailing a bounce or complaint of this copy counts against (a campaign); other mail by default. */
  mailing?: MailingTag;
  /** Files sent with the message (a certificate's PDF), base64 so the queued message stays JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted (by the SMTP server, or written to the outbox). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The slice of Fastify's (pino) logger the mail code uses, so scripts can pass their own. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Header values carry no line breaks: user text (a name, a subject) must not start a new header. */
export function singleLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}
