import { sql } from 'drizzle-orm';
import type { SendingPace } from '../../../contract/sending-pace';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/index';

/** How much mail may go out, all kinds together, from every instance (MAIL_RATE_PER_SECOND/_HOUR). */
export type SendingRate = SendingPace;

/**
 * Under what most providers allow a new account (about 14 a second on Amazon SES's production
 * tier; a few tens of thousands a day elsewhere): a 10,000-address newsletter goes in a little over
 * an hour, never in a burst a provider throttles.
 */
export const DEFAULT_SENDING_RATE: SendingRate = { perSecond: 10, perHour: 10_000 };

/**
 * Personal mail is one person's: a confirmation, a reservation step, an inquiry notification, a
 * certificate. Bulk mail goes to a list: a newsletter, a piece's waitlist. Personal mail goes first.
 */
export type MailPriority = 'personal' | 'bulk';

/**
 * What a take granted; `retryAt` (ms since 1970 on the senders' clock) says when to ask again for
 * what was not granted: the next second, or the next hour once the hour's share is used.
 */
export interface Allowance {
  granted: number;
  retryAt: number;
  /** Hands back what was granted and not used (the copies were gone when claimed). */
  giveBack(unused: number): Promise<void>;
}

export interface SendingBudget {
  readonly rate: SendingRate;
  /** Takes up to `wanted` messages' share of the rate, now. */
  take(priority: MailPriority, wanted: number): Promise<Allowance>;
}

const SECOND_MS = 1_000;
const HOUR_MS = 3_600_000;

/**
 * What bulk mail may take of an hour: all but a tenth, kept for personal mail, so a newsletter that
 * fills the hour leaves room for the confirmations and reservation emails asked for meanwhile.
 * The share the campaign list's pace is told from.
 */
export function bulkShare(rate: SendingRate): SendingRate {
  return { perSecond: rate.perSecond, perHour: rate.perHour - Math.floor(rate.perHour / 10) };
}

interface BudgetRow extends Record<string, unknown> {
  hour_used: number | string;
  second: number | string;
  second_used: number | string;
  personal_waiting_until: number | string;
}

/**
 * The rate every sender keeps together, counted in the database (one row per hour: the hour's
 * count and its latest second's) so several instances on one PostgreSQL keep one rate between them.
 * Time is the senders' clock, so tests move it on instead of waiting. A take is counted before the
 * copies are claimed and sent: an instance that dies after taking has used its share without
 * sending (the rate errs low), never the reverse; the claim, not the budget, keeps a copy from
 * going twice (delivery-queue.ts).
 */
export function createSendingBudget(options: { db: Db; rate: SendingRate; clock?: Clock }): SendingBudget {
  const { db, rate } = options;
  const clock = options.clock ?? systemClock;
  const hourCap: Record<MailPriority, number> = { personal: rate.perHour, bulk: bulkShare(rate).perHour };

  async function giveBack(hour: number, second: number, unused: number) {
    if (unused <= 0) return;
    await db.execute(sql`
      update mail_sending_budget
      set hour_used = greatest(0, hour_used - ${unused}),
          second_used = case when second = ${second} then greatest(0, second_used - ${unused}) else second_used end
      where hour = ${hour}
    `);
  }

  return {
    rate,
    async take(priority, wanted) {
      const now = clock.now().getTime();
      const hour = Math.floor(now / HOUR_MS);
      const thisSecond = Math.floor(now / SECOND_MS);
      const granted = await db.transaction(async (tx) => {
        // The no-op update locks the hour's row (made if new): instances take it in turn.
        const locked = await tx.execute<BudgetRow>(sql`
          insert into mail_sending_budget (hour, second) values (${hour}, ${thisSecond})
          on conflict (hour) do update set hour = excluded.hour
          returning hour_used, second, second_used, personal_waiting_until
        `);
        const row = locked.rows[0] as BudgetRow;
        // A clock a little behind another instance's counts against the later second it wrote.
        const second = Math.max(Number(row.second), thisSecond);
        const secondUsed = thisSecond <= Number(row.second) ? Number(row.second_used) : 0;
        const hourUsed = Number(row.hour_used);
        const waitingUntil = Number(row.personal_waiting_until);
        const yields = priority === 'bulk' && waitingUntil > now;
        const room = Math.min(rate.perSecond - secondUsed, hourCap[priority] - hourUsed);
        const count = yields ? 0 : Math.max(0, Math.min(wanted, room));
        // Refused personal mail asks again at the next second; until that second ends, bulk mail
        // takes nothing, so a newsletter's senders cannot take it first. Lapses by itself if the
        // instance that set it dies.
        const personalWaits = priority === 'personal' && count === 0;
        await tx.execute(sql`
          update mail_sending_budget
          set hour_used = ${hourUsed + count}, second = ${second}, second_used = ${secondUsed + count},
              personal_waiting_until = ${personalWaits ? Math.max(waitingUntil, (second + 2) * SECOND_MS) : waitingUntil}
          where hour = ${hour}
        `);
        if (hourUsed === 0) {
          // A new hour: the rows of hours gone by count nothing any more.
          await tx.execute(sql`delete from mail_sending_budget where hour < ${hour - 1}`);
        }
        const hourFull = hourUsed + count >= hourCap[priority];
        return { count, second, retryAt: hourFull ? (hour + 1) * HOUR_MS : (second + 1) * SECOND_MS };
      });
      return {
        granted: granted.count,
        retryAt: granted.count === wanted ? now : granted.retryAt,
        giveBack: (unused) => giveBack(hour, granted.second, unused),
      };
    },
  };
}
