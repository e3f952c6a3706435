import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { queueCampaign } from '../../modules/newsletters/campaigns';
import { type Instance, startInstancesOnOneDatabase } from '../../test/instances-on-one-database';
import { createTestClock } from '../../test/test-clock';
import type { Mailer } from '../mail/mailer';

/**
 * One instance dies in the middle of a send under the shared rate; another finishes the newsletter.
 * Runs in the server-postgres project only (file name).
 */
const HOUR = Date.UTC(2026, 10, 27, 16);
const SECOND = 1000;
const PER_SECOND = 5;
const RECIPIENTS = 12;
/** The survivor takes over a dead instance's copies this long after it last renewed them. */
const LEASE_MS = 1000;

/** The dying instance's mail server never answers: its copies stay in flight, never accepted. */
let failHeld: (error: Error) => void = () => {};
const held: Promise<void> = new Promise((_, reject) => {
  failHeld = reject;
});
let heldCount = 0;
const dyingMailer: Mailer = {
  kind: 'outbox',
  send: () => {
    heldCount++;
    return held;
  },
  close() {},
};

const clocks = [createTestClock(new Date(HOUR + 500)), createTestClock(new Date(HOUR + 500))];
const sent: { to: string; second: number }[] = [];
const survivorMailer: Mailer = {
  kind: 'outbox',
  async send(message) {
    sent.push({ to: message.to, second: Math.floor(clocks[1]!.clock.now().getTime() / SECOND) });
  },
  close() {},
};

let instances: Instance[] = [];
let closeInstances: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ instances, close: closeInstances } = await startInstancesOnOneDatabase(2, (i) => ({
    mailer: i === 0 ? dyingMailer : survivorMailer,
    publicUrl: 'https://vitrine.test',
    background: {
      clock: clocks[i]!.clock,
      leaseMs: LEASE_MS,
      sendingRate: { perSecond: PER_SECOND, perHour: 100_000 },
    },
  })));
});

afterAll(async () => {
  // The dead instance's mail server finally drops the line; its claims are no longer its own.
  failHeld(new Error('connection lost'));
  await held.catch(() => {});
  await closeInstances?.();
});

describe('an instance dying mid-send under the sending rate', () => {
  it("loses no copy and sends none twice: the survivor sends the dead one's copies after the lease, within the rate", async () => {
    const { db } = instances[1]!.database;
    await db.delete(newsletterSubscribers);
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `reader${i}@example.com`);
    await db
      .insert(newsletterSubscribers)
      .values(emails.map((email) => ({ email, confirmedAt: new Date() })));
    expect(
      await queueCampaign(db, {
        content: { subject: 'Drop', htmlContent: '<p>Drop</p>', textContent: 'Drop' },
      }),
    ).toMatchObject({ ok: true, recipients: RECIPIENTS });

    // The first instance takes the whole second's share and never hears back: then it is gone
    // (its clock stops, nothing wakes it, its claims are never renewed).
    instances[0]!.app.background.wake('newsletter-sender');
    await expect.poll(() => heldCount).toBe(PER_SECOND);

    // The survivor: nothing more in that second (the dead one used it), the rest in the next ones.
    instances[1]!.app.background.wake('newsletter-sender');
    await expect.poll(() => clocks[1]!.hasTimerAt(HOUR + SECOND)).toBe(true);
    expect(sent).toHaveLength(0);
    clocks[1]!.advanceTo(new Date(HOUR + SECOND));
    await expect.poll(() => sent.length).toBe(PER_SECOND);
    await expect.poll(() => clocks[1]!.hasTimerAt(HOUR + 2 * SECOND)).toBe(true);
    clocks[1]!.advanceTo(new Date(HOUR + 2 * SECOND));
    await expect.poll(() => sent.length).toBe(RECIPIENTS - PER_SECOND);

    // The dead instance's copies are handed back once its lease ran out on the database's clock.
    await expect
      .poll(
        async () =>
          (
            await db.execute<{ stale: number }>(sql`
              select count(*)::int as stale from newsletter_deliveries
              where status = 'sending' and claimed_at < now() - make_interval(secs => ${LEASE_MS / 1000})
            `)
          ).rows[0]?.stale,
      )
      .toBe(PER_SECOND);
    await expect
      .poll(
        () => {
          clocks[1]!.advance(250);
          return sent.length;
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(RECIPIENTS);

    expect(sent.map((copy) => copy.to).sort()).toEqual([...emails].sort());
    const perSecond = new Map<number, number>();
    for (const copy of sent) perSecond.set(copy.second, (perSecond.get(copy.second) ?? 0) + 1);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(PER_SECOND);
    // Nothing in the second whose share the dead instance took.
    expect(perSecond.has(Math.floor(HOUR / SECOND))).toBe(false);
  });
});
