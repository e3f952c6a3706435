/**
 * Bounces and complaints as real servers write them: a Postfix delivery status notification
 * (RFC 3464, the text its bounce daemon writes, quoting the returned message's headers) and an
 * abuse report in the Abuse Reporting Format (RFC 5965, as mailbox providers' feedback loops send
 * it, with the original message attached).
 */

export interface OriginalMail {
  /** The envelope sender it was sent with: the VERP return path. */
  returnPath: string;
  to: string;
  subject: string;
  messageId: string;
}

function originalHeaders(mail: OriginalMail, withReturnPath: boolean): string {
  return [
    ...(withReturnPath ? [`Return-Path: <${mail.returnPath}>`] : []),
    'Received: from mail.chromenostalgia.example (mail.chromenostalgia.example [192.0.2.10])',
    '\tby mx.example.net (Postfix) with ESMTPS id 4ZkQ2r1xYzz9sRt',
    `\tfor <${mail.to}>; Fri, 27 Nov 2026 09:12:03 +0000 (UTC)`,
    'From: Chrome Nostalgia <news@chromenostalgia.example>',
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Message-ID: ${mail.messageId}`,
    'Date: Fri, 27 Nov 2026 09:12:01 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="--_NmP-1e2f3a4b5c6d7e8f-Part_1"',
  ].join('\r\n');
}

let reportSequence = 0;

export interface BounceOptions {
  /** The recipient as the failing server names it (Final-Recipient); by default the original To. */
  finalRecipient?: string;
  /** `5.1.1`, `4.2.2`, ... */
  status: string;
  diagnostic: string;
  action?: 'failed' | 'delayed';
}

/** A Postfix non-delivery report, delivered to the VERP address it was sent with. */
export function postfixBounce(mail: OriginalMail, options: BounceOptions): string {
  const id = `${++reportSequence}.${Date.now()}`;
  const boundary = `4ZkQ2s0FXVz9sRv.${id}/mx.example.net`;
  const recipient = options.finalRecipient ?? mail.to;
  const action = options.action ?? 'failed';
  return [
    `Return-Path: <>`,
    `Delivered-To: ${mail.returnPath}`,
    'Received: by mx.example.net (Postfix)',
    `\tid 4ZkQ2s0FXVz9sRv; Fri, 27 Nov 2026 09:12:04 +0000 (UTC)`,
    'Date: Fri, 27 Nov 2026 09:12:04 +0000 (UTC)',
    'From: MAILER-DAEMON@mx.example.net (Mail Delivery System)',
    'Subject: Undelivered Mail Returned to Sender',
    `To: ${mail.returnPath}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status;',
    `\tboundary="${boundary}"`,
    'Content-Transfer-Encoding: 7bit',
    `Message-Id: <20261127091204.4ZkQ2s0FXVz9sRv.${id}@mx.example.net>`,
    '',
    'This is a MIME-encapsulated message.',
    '',
    `--${boundary}`,
    'Content-Description: Notification',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mx.example.net.',
    '',
    "I'm sorry to have to inform you that your message could not",
    "be delivered to one or more recipients. It's attached below.",
    '',
    `<${recipient}>: host mx.example.net[private/dovecot-lmtp] said: ${options.diagnostic}`,
    '',
    `--${boundary}`,
    'Content-Description: Delivery report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    'X-Postfix-Queue-ID: 4ZkQ2r1xYzz9sRt',
    `X-Postfix-Sender: rfc822; ${mail.returnPath}`,
    'Arrival-Date: Fri, 27 Nov 2026 09:12:03 +0000 (UTC)',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Original-Recipient: rfc822;${mail.to}`,
    `Action: ${action}`,
    `Status: ${options.status}`,
    `Diagnostic-Code: smtp; ${options.diagnostic}`,
    '',
    `--${boundary}`,
    'Content-Description: Undelivered Message Headers',
    'Content-Type: text/rfc822-headers',
    '',
    originalHeaders(mail, false),
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** A feedback-loop abuse report: the reader pressed "Report spam" on the original. */
export function arfComplaint(mail: OriginalMail, options: { feedbackLoopAddress: string }): string {
  const id = `${++reportSequence}.${Date.now()}`;
  const boundary = `----=_Part_${id}`;
  return [
    `Delivered-To: ${options.feedbackLoopAddress}`,
    'From: feedbackloop@fbl.example.net',
    `To: ${options.feedbackLoopAddress}`,
    'Subject: FW: The winter release',
    'Date: Fri, 27 Nov 2026 10:40:00 +0000',
    `Message-ID: <fbl.${id}@fbl.example.net>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=feedback-report; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset="US-ASCII"',
    'Content-Transfer-Encoding: 7bit',
    '',
    'This is an email abuse report for an email message received from IP 192.0.2.10 on',
    'Fri, 27 Nov 2026 09:12:03 +0000. For more information about this format please see',
    'https://www.rfc-editor.org/rfc/rfc5965.',
    '',
    `--${boundary}`,
    'Content-Type: message/feedback-report',
    '',
    'Feedback-Type: abuse',
    'User-Agent: ExampleFBL/1.0',
    'Version: 1',
    `Original-Mail-From: <${mail.returnPath}>`,
    `Original-Rcpt-To: <${mail.to}>`,
    'Arrival-Date: Fri, 27 Nov 2026 09:12:03 +0000',
    'Source-IP: 192.0.2.10',
    'Reported-Domain: chromenostalgia.example',
    '',
    `--${boundary}`,
    'Content-Type: message/rfc822',
    'Content-Disposition: inline',
    '',
    originalHeaders(mail, true),
    '',
    '----_NmP-1e2f3a4b5c6d7e8f-Part_1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Three new figures leave the studio this month.',
    '----_NmP-1e2f3a4b5c6d7e8f-Part_1--',
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
