import type { SendMailOptions } from 'nodemailer';
import type { MailFrom } from './mail-sender';
import type { MailMessage } from './mailer';

/** The one place a MailMessage becomes nodemailer options, for both transports. */
export function toNodemailerOptions(from: MailFrom, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
    attachments: message.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.contentBase64, 'base64'),
    })),
  };
}
