import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { subscribe } from '../../modules/audience/subscribers';
import { queueCampaign } from '../../modules/newsletters/campaigns';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock, type TestClock } from '../../test/test-clock';
import { enqueueMail } from '../mail/mail-outbox';
import type { Mailer } from '../mail/mailer';
import type { SendingRate } from './sending-budget';

const HOUR = Date.UTC(2026, 10, 27, 10);
const SECOND = 1000;

/** A mailer that notes each message and the moment of the senders' clock it went at. */
function recordingMailer(clock: TestClock) {
  const sent: { to: string; subject: string; at: number }[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (message) => {
      sent.push({ to: message.to, subject: message.subject, at: clock.clock.now().getTime() });
    },
    close() {},
  };
  return { mailer, sent };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app with every sender running on a clock standing half a second into HOUR. */
async function appWithRate(sendingRate: SendingRate) {
  const clock = createTestClock(new Date(HOUR + 500));
  const { mailer, sent } = recordingMailer(clock);
  t = await createTestApp({
    mailer,
    publicUrl: 'https://vitrine.test',
    background: { clock: clock.clock, sendingRate },
  });
  await t.app.ready();
  await t.db.delete(newsletterSubscribers);
  return { app: t, clock, sent };
}

async function queueNewsletter(app: TestApp, recipients: number) {
  for (let i = 0; i < recipients; i++) await subscribe(app.db, `reader${i}@example.com`, false);
  const queued = await queueCampaign(app.db, {
    content: { subject: 'The next drop', htmlContent: '<p>Soon</p>', textContent: 'Soon' },
  });
  expect(queued).toMatchObject({ ok: true, recipients });
  app.app.background.wake('newsletter-sender');
}

/**
 * Waits until the senders have sent `count` and one of them sleeps until `until` (the next second
 * or hour of the clock), refused the rest: nothing more can go before the clock moves on.
 */
async function settles(clock: TestClock, sent: unknown[], count: number, until: number) {
  await expect.poll(() => sent.length).toBe(count);
  await expect.poll(() => clock.hasTimerAt(until)).toBe(true);
  expect(sent).toHaveLength(count);
}

function mostInOneSecond(sent: { at: number }[]): number {
  const counts = new Map<number, number>();
  for (const { at } of sent)
    counts.set(Math.floor(at / SECOND), (counts.get(Math.floor(at / SECOND)) ?? 0) + 1);
  return Math.max(...counts.values());
}

/** Until when newsletters hold back for a refused personal email (the budget's mark). */
async function personalWaitingUntil(app: TestApp): Promise<number> {
  const result = await app.db.execute<{ until: string }>(
    sql`select personal_waiting_until as until from mail_sending_budget where hour = ${HOUR / 3_600_000}`,
  );
  return Number(result.rows[0]?.until ?? 0);
}

const newsletterCopies = (sent: { subject: string }[]) =>
  sent.filter((m) => m.subject === 'The next drop').length;

describe('the sending rate', () => {
  it('sends N a second and a newsletter its share of M an hour; the rest waits for the next hour, a personal email does not', async () => {
    // 20 an hour: newsletters take 18 of it, 2 are kept for one person's mail.
    const { app, clock, sent } = await appWithRate({ perSecond: 3, perHour: 20 });
    await queueNewsletter(app, 22);

    for (let second = 1; second <= 6; second++) {
      // 3 go in each second of the clock, then the senders sleep until the next one.
      const until = second < 6 ? HOUR + second * SECOND : HOUR + 3600 * SECOND;
      await settles(clock, sent, second * 3, until);
      if (second < 6) clock.advanceTo(new Date(until));
    }
    // 18 copies used the newsletters' share of the hour: the 19th waits for the next hour.
    clock.advanceTo(new Date(HOUR + 59 * 60 * SECOND));
    await settles(clock, sent, 18, HOUR + 3600 * SECOND);

    // One person's email still goes this hour, from what was kept for it.
    await enqueueMail(app.db, 'inquiry', {
      to: 'owner@example.com',
      subject: 'A new inquiry',
      text: 'Hello',
    });
    app.app.background.wake('mail-outbox');
    await expect.poll(() => sent.map((m) => m.to)).toContain('owner@example.com');
    expect(newsletterCopies(sent)).toBe(18);

    // The next hour: the newsletter goes on at 3 a second.
    clock.advanceTo(new Date(HOUR + 3600 * SECOND));
    await settles(clock, sent, 22, HOUR + 3601 * SECOND);
    clock.advanceTo(new Date(HOUR + 3601 * SECOND));
    await expect.poll(() => newsletterCopies(sent)).toBe(22);
    expect(mostInOneSecond(sent)).toBe(3);
    expect(new Set(sent.map((m) => m.to)).size).toBe(23);
  });

  it("puts one person's email ahead of a newsletter's copies in the next second", async () => {
    const { app, clock, sent } = await appWithRate({ perSecond: 2, perHour: 1000 });
    await queueNewsletter(app, 10);
    await settles(clock, sent, 2, HOUR + SECOND);

    // Asked while the second is used up: it waits, and the newsletter waits behind it.
    await enqueueMail(app.db, 'reservation', {
      to: 'collector@example.com',
      subject: 'Your reservation',
      text: 'Held',
    });
    app.app.background.wake('mail-outbox');
    await expect.poll(() => personalWaitingUntil(app)).toBe(HOUR + 2 * SECOND);
    clock.advanceTo(new Date(HOUR + SECOND));
    await expect.poll(() => sent.map((m) => m.to)).toContain('collector@example.com');
    // That second is the reservation email's alone: the newsletter sleeps until the one after.
    await expect.poll(() => clock.hasTimerAt(HOUR + 2 * SECOND)).toBe(true);
    expect(sent.filter((m) => m.at === HOUR + SECOND).map((m) => m.to)).toEqual(['collector@example.com']);

    // The newsletter then goes on, 2 a second, to its end.
    for (let second = 2; second <= 5; second++) {
      await expect.poll(() => clock.hasTimerAt(HOUR + second * SECOND)).toBe(true);
      clock.advanceTo(new Date(HOUR + second * SECOND));
      await expect.poll(() => newsletterCopies(sent)).toBe(2 * second);
    }
    expect(mostInOneSecond(sent)).toBe(2);
  });

  it('tells the owner the pace of a newsletter still sending', async () => {
    const { app, clock, sent } = await appWithRate({ perSecond: 3, perHour: 20 });
    await queueNewsletter(app, 5);
    await settles(clock, sent, 3, HOUR + SECOND);
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/admin/newsletters/campaigns',
      headers: bearer(await app.login()),
    });
    expect(response.json()[0]).toMatchObject({
      state: 'sending',
      pending: 2,
      pace: { perSecond: 3, perHour: 18 },
    });
  });
});
