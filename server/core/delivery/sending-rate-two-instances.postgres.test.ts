import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { listCampaignSummaries } from '../../modules/newsletters/campaign-summaries';
import { queueCampaign } from '../../modules/newsletters/campaigns';
import { NEWSLETTER_CONCURRENCY } from '../../modules/newsletters/newsletter-sender';
import { type Instance, startInstancesOnOneDatabase } from '../../test/instances-on-one-database';
import { createTestClock, type TestClock } from '../../test/test-clock';
import type { Mailer } from '../mail/mailer';

/**
 * Two app instances on one PostgreSQL, each with its own connections, clock and mailer, sending
 * one newsletter together under one rate. Runs in the server-postgres project only (file name).
 */
const HOUR = Date.UTC(2026, 10, 27, 14);
const SECOND = 1000;
/** More than one instance holds at once (its concurrency), so a second's share is split between them. */
const PER_SECOND = NEWSLETTER_CONCURRENCY + 4;
const RECIPIENTS = 3 * PER_SECOND + 4;

interface Sent {
  to: string;
  instance: number;
  /** The second of the sending instance's clock. */
  second: number;
}
const sent: Sent[] = [];

/**
 * Instance 0's mailer holds every message until `release()`: its sender keeps all its copies in
 * flight, as a slow mail server would, while the other instance draws on the same second.
 */
function createGate() {
  let open = false;
  const waiting: (() => void)[] = [];
  return {
    wait: () => (open ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    held: () => waiting.length,
    release() {
      open = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}
const gate = createGate();

function recordingMailer(instance: number, clock: TestClock): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const second = Math.floor(clock.clock.now().getTime() / SECOND);
      if (instance === 0) await gate.wait();
      sent.push({ to: message.to, instance, second });
    },
    close() {},
  };
}

const clocks = [createTestClock(new Date(HOUR + 500)), createTestClock(new Date(HOUR + 500))];
let instances: Instance[] = [];
let closeInstances: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ instances, close: closeInstances } = await startInstancesOnOneDatabase(2, (i) => ({
    mailer: recordingMailer(i, clocks[i]!),
    publicUrl: 'https://vitrine.test',
    background: { clock: clocks[i]!.clock, sendingRate: { perSecond: PER_SECOND, perHour: 100_000 } },
  })));
});

afterAll(async () => {
  gate.release();
  await closeInstances?.();
});

/** Both clocks moved on alike, as two machines' clocks keep one time. */
function advanceBothTo(time: number) {
  for (const clock of clocks) clock.advanceTo(new Date(time));
}

const asleepUntil = (instance: number, time: number) => clocks[instance]!.hasTimerAt(time);

describe('the sending rate across two instances', () => {
  it('holds one rate between them, each copy sent once', async () => {
    const { db } = instances[0]!.database;
    await db.delete(newsletterSubscribers);
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `collector${i}@example.com`);
    await db
      .insert(newsletterSubscribers)
      .values(emails.map((email) => ({ email, confirmedAt: new Date() })));
    const queued = await queueCampaign(db, {
      content: { subject: 'The next drop', htmlContent: '<p>Soon</p>', textContent: 'Soon' },
    });
    expect(queued).toMatchObject({ ok: true, recipients: RECIPIENTS });

    // Instance 0 takes what it can hold (its concurrency) and holds it in flight.
    instances[0]!.app.background.wake('newsletter-sender');
    await expect.poll(() => gate.held()).toBe(NEWSLETTER_CONCURRENCY);
    // Instance 1 gets only the rest of that second, then sleeps until the next one.
    instances[1]!.app.background.wake('newsletter-sender');
    await expect.poll(() => asleepUntil(1, HOUR + SECOND)).toBe(true);
    await expect
      .poll(() => sent.filter((copy) => copy.instance === 1).length)
      .toBe(PER_SECOND - NEWSLETTER_CONCURRENCY);

    gate.release();
    await expect.poll(() => sent.length).toBe(PER_SECOND);
    await expect.poll(() => asleepUntil(0, HOUR + SECOND)).toBe(true);

    // Each second after, the two together send at most the rate, until the newsletter is out.
    for (let second = 1; sent.length < RECIPIENTS; second++) {
      advanceBothTo(HOUR + second * SECOND);
      const expected = Math.min(RECIPIENTS, (second + 1) * PER_SECOND);
      await expect.poll(() => sent.length).toBe(expected);
      if (expected < RECIPIENTS) {
        await expect.poll(() => asleepUntil(0, HOUR + (second + 1) * SECOND)).toBe(true);
        await expect.poll(() => asleepUntil(1, HOUR + (second + 1) * SECOND)).toBe(true);
        expect(sent).toHaveLength(expected);
      }
    }

    const perSecond = new Map<number, number>();
    for (const copy of sent) perSecond.set(copy.second, (perSecond.get(copy.second) ?? 0) + 1);
    expect([...perSecond.values()].every((count) => count <= PER_SECOND)).toBe(true);
    expect(perSecond.size).toBe(4);
    expect(sent.map((copy) => copy.to).sort()).toEqual([...emails].sort());
    expect(new Set(sent.map((copy) => copy.instance))).toEqual(new Set([0, 1]));
    await expect
      .poll(async () => (await listCampaignSummaries(db))[0])
      .toMatchObject({ total: RECIPIENTS, sent: RECIPIENTS, pending: 0 });
  });
});
