import type { Db } from '../../../core/db/index';
import type { MailLog } from '../../../core/mail/mailer';
import { campaignOf, signedRecipient } from '../../../core/mail/return-path';
import type { BounceMailbox } from './bounce-mailbox';
import { recordFeedback } from './feedback';
import { readFeedbackReport } from './feedback-report';

/** Messages read per pass at most: a flood in the mailbox is worked through over several passes. */
export const BOUNCE_PASS_LIMIT = 200;

export interface BouncePassResult {
  /** Messages looked at. */
  read: number;
  /** Bounces and complaints recorded (each report counted once, across passes and instances). */
  recorded: number;
  /** Addresses suppressed by this pass. */
  suppressed: number;
  /** Reports whose return path did not check out: forged, or about mail Vitrine did not sign. */
  unverified: number;
  /** Messages deleted: every report read, whatever it said. Other mail stays for a person. */
  deleted: number;
}

export interface BounceReaderOptions {
  db: Db;
  mailbox: BounceMailbox;
  secret: () => Promise<Buffer>;
  log: MailLog;
}

/**
 * One pass over the bounce mailbox: each delivery status notification or complaint report is read,
 * its return path checked against the addresses it names, recorded (suppressing the address when
 * it must) and then deleted. A pass that fails half-way deletes nothing it did not finish, and
 * what it recorded is not counted again next time.
 */
export function createBounceReader({ db, mailbox, secret, log }: BounceReaderOptions) {
  return {
    async readOnce(): Promise<BouncePassResult> {
      const key = await secret();
      const result = { read: 0, recorded: 0, suppressed: 0, unverified: 0, deleted: 0 };
      const pass = await mailbox.pass(async (raw) => {
        const report = readFeedbackReport(raw);
        if (!report) return false;
        for (const event of report.events) {
          const email = report.returnPath && signedRecipient(key, report.returnPath, event.candidates);
          if (!email) {
            result.unverified++;
            continue;
          }
          const outcome = await recordFeedback(db, {
            reportId: report.reportId,
            email,
            kind: event.kind,
            campaignId: campaignOf(report.returnPath!.tag),
            detail: event.detail,
          });
          if (outcome === 'already-read') continue;
          result.recorded++;
          if (outcome !== 'recorded') result.suppressed++;
        }
        return true;
      }, BOUNCE_PASS_LIMIT);
      result.read = pass.read;
      result.deleted = pass.deleted;
      if (result.read > 0) log.info({ ...result, mailbox: mailbox.protocol }, 'bounce mailbox read');
      if (result.unverified > 0) {
        log.warn(
          { unverified: result.unverified },
          'bounce reports whose return path did not check out were ignored',
        );
      }
      return result;
    },
  };
}

export type BounceReader = ReturnType<typeof createBounceReader>;
