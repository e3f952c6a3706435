import { createHash } from 'node:crypto';
import { type ReturnPathClaim, readReturnPath } from '../../../core/mail/return-path';
import {
  addressesIn,
  type Fields,
  field,
  fieldBlocks,
  type MimePart,
  mimeParts,
  parseFields,
} from './mime-parts';

/** What a report says about one recipient. */
export type FeedbackKind = 'hard' | 'soft' | 'complaint';

export interface FeedbackEvent {
  kind: FeedbackKind;
  /** The addresses it may be about, best first: the one the return path was signed for is it. */
  candidates: string[];
  /** The status and the receiving server's words, for the owner: `5.1.1 550 no such user`. */
  detail: string;
}

export interface FeedbackReport {
  /** Its Message-ID, or a hash of it: the same report read twice counts once. */
  reportId: string;
  /** The VERP return path it came back to, when it names one. */
  returnPath: ReturnPathClaim | null;
  events: FeedbackEvent[];
}

const DETAIL_LIMIT = 300;

/** The header of the message the report is about, when it quotes it (DSN and ARF both may). */
function quotedHeader(parts: MimePart[]): Fields | null {
  for (let index = 1; index < parts.length; index++) {
    const part = parts[index]!;
    if (part.type === 'text/rfc822-headers' || part.type === 'text/rfc822-header')
      return parseFields(part.body);
    // mimeParts lists the quoted message right after its message/rfc822 part.
    if (part.type === 'message/rfc822' || part.type === 'message/global')
      return parts[index + 1]?.headers ?? null;
  }
  return null;
}

/**
 * A failed recipient's severity (RFC 3463 status codes): 5.x.x is permanent except a full mailbox
 * (5.2.2), which empties; 4.x.x is for now. "delayed", "delivered", "relayed" and "expanded" are
 * not failures and say nothing here.
 */
function bounceKind(block: Fields): FeedbackKind | null {
  if (field(block, 'action')?.toLowerCase() !== 'failed') return null;
  const status = /([245])\.(\d{1,3})\.(\d{1,3})/.exec(field(block, 'status') ?? '');
  if (!status) return 'hard';
  if (status[1] === '4' || `${status[2]}.${status[3]}` === '2.2') return 'soft';
  return status[1] === '5' ? 'hard' : null;
}

function deliveryStatusEvents(part: MimePart, quotedTo: string[]): FeedbackEvent[] {
  const [, ...recipients] = fieldBlocks(part.body);
  return recipients.flatMap((block) => {
    const kind = bounceKind(block);
    if (!kind) return [];
    const candidates = [
      ...addressesIn(field(block, 'original-recipient')),
      ...addressesIn(field(block, 'final-recipient')),
      ...quotedTo,
    ];
    const detail = [field(block, 'status'), field(block, 'diagnostic-code')?.replace(/^smtp;\s*/i, '')]
      .filter(Boolean)
      .join(' ');
    return [{ kind, candidates, detail: detail.slice(0, DETAIL_LIMIT) }];
  });
}

/** An ARF report (RFC 5965): a complaint unless it says the mail was not spam. */
function complaintEvents(part: MimePart, quotedTo: string[]): FeedbackEvent[] {
  const report = parseFields(part.body);
  const type = field(report, 'feedback-type')?.toLowerCase() ?? 'abuse';
  if (type === 'not-spam') return [];
  const candidates = [...(report.get('original-rcpt-to') ?? []).flatMap(addressesIn), ...quotedTo];
  const detail = [`feedback-type ${type}`, field(report, 'user-agent')].filter(Boolean).join(', ');
  return [{ kind: 'complaint', candidates, detail: detail.slice(0, DETAIL_LIMIT) }];
}

/** Where the report was sent, and where the quoted message said bounces go: the VERP address. */
function returnPathOf(top: Fields, quoted: Fields | null, parts: MimePart[]): ReturnPathClaim | null {
  const arf = parts.find((part) => part.type === 'message/feedback-report');
  const places = [
    ...['delivered-to', 'x-original-to', 'envelope-to', 'to'].flatMap((name) => top.get(name) ?? []),
    ...(arf ? (parseFields(arf.body).get('original-mail-from') ?? []) : []),
    ...(quoted?.get('return-path') ?? []),
  ];
  for (const address of places.flatMap(addressesIn)) {
    const claim = readReturnPath(address);
    if (claim) return claim;
  }
  return null;
}

/**
 * Reads a delivery status notification (RFC 3464) or a complaint (ARF, RFC 5965); null for
 * anything else (a person's reply, an auto-reply, spam), which is not the reader's to delete.
 */
export function readFeedbackReport(raw: Buffer): FeedbackReport | null {
  const parts = mimeParts(raw);
  const top = parts[0]!;
  if (top.type !== 'multipart/report') return null;
  const reportType = top.params.get('report-type')?.toLowerCase();
  const quoted = quotedHeader(parts);
  const quotedTo = addressesIn(quoted ? field(quoted, 'to') : undefined);
  let events: FeedbackEvent[];
  if (reportType === 'delivery-status' || reportType === 'global-delivery-status') {
    const status = parts.find((part) => /^message\/(global-)?delivery-status$/.test(part.type));
    if (!status) return null;
    events = deliveryStatusEvents(status, quotedTo);
  } else if (reportType === 'feedback-report') {
    const report = parts.find((part) => part.type === 'message/feedback-report');
    if (!report) return null;
    events = complaintEvents(report, quotedTo);
  } else {
    return null;
  }
  const messageId = field(top.headers, 'message-id');
  return {
    reportId: (messageId ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`).slice(0, 300),
    returnPath: returnPathOf(top.headers, quoted, parts),
    events,
  };
}
