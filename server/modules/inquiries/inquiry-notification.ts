import type { Inquiry } from '../../../contract/inquiry';
import { type MailMessage, singleLine } from '../../core/mail/mailer';

/** The outbox kind of these emails: the admin's Inquiries tab lists the ones that failed. */
export const INQUIRY_NOTIFICATION = 'inquiry-notification';

const yesNo = (value: 'true' | 'false') => (value === 'true' ? 'yes' : 'no');

/**
 * The brand's copy of a new inquiry: plain text only (the collector's words are never HTML),
 * every field, and Reply-To the collector so that answering is one click.
 */
export function buildInquiryNotification(inquiry: Inquiry, to: string): MailMessage {
  const name = singleLine(inquiry.name);
  const fields: [string, string][] = [
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['Phone', inquiry.phone],
    ['Location', inquiry.location],
    ['Collector', yesNo(inquiry.isCollector)],
    ['Gallery', yesNo(inquiry.isGallery)],
    ['Sculpture of interest', inquiry.sculptureInterest],
    ['Received', inquiry.createdAt],
  ];
  const lines = fields.map(([label, value]) => `${label}: ${value || '-'}`);
  return {
    to,
    subject: `New inquiry from ${name}`,
    text: `${lines.join('\n')}\n\nMessage:\n${inquiry.message}\n`,
    replyTo: { name, address: inquiry.email },
  };
}
