import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../core/mail/mailer';
import { mailOutbox } from '../../db/schema';
import { waitForAllMail } from '../../test/mail-helpers';
import { request, reservablePiece } from '../../test/reservation-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { createOwnerDigestLoop, DIGEST_LOOK_INTERVAL_MS } from './owner-digest';
import { OWNER_HOLDS_DIGEST } from './owner-notices';
import { reservationDeliveryQueue } from './reservation-deliveries';

const OWNER = 'owner@studio.example';
let t: TestApp;
let token: string;
const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message), close() {} };
/** Before dawn (UTC) on a Friday: the morning digest is not due until the clock is moved on. */
const time = createTestClock(new Date('2026-11-27T05:00:00Z'));
const toOwner = () => sent.filter((mail) => mail.to === OWNER);

beforeAll(async () => {
  t = await createTestApp({
    mailer,
    notifyEmail: OWNER,
    publicUrl: 'https://vitrine.test',
    background: { clock: time.clock, senderPollMs: 50 },
  });
  token = await t.login();
});
afterAll(() => t.close());

let address = 0;
async function reserveAndConfirm(sculptureId: number, who: string, details: object = {}) {
  const reserved = await t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload: { ...request(sculptureId, who), ...details },
    remoteAddress: `10.7.0.${++address}`,
  });
  expect(reserved.statusCode).toBe(201);
  await expect.poll(() => reservationDeliveryQueue.countUnfinished(t.db), { timeout: 15_000 }).toBe(0);
  const held = sent.find((mail) => mail.to === `collector${who}@example.com`)!;
  const link = /https:\/\/vitrine\.test\/reserve\/confirm\?token=([^\s"]+)/.exec(held.text)!;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/reservations/confirm',
    payload: { token: decodeURIComponent(link[1]!) },
  });
  expect(confirmed.statusCode).toBe(200);
  return reserved.json<{ id: number }>().id;
}

describe('the owner hears of reservations', () => {
  it('emails the owner once, in the brand’s frame, when a collector confirms their hold, with whom to answer and the time to decide by', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    await reserveAndConfirm(piece.id, 'nadia', { name: 'Nadia Okafor', message: 'Could it ship to Lagos?' });
    await waitForAllMail(t.db);
    const notices = toOwner();
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice!.subject).toBe(`Hold confirmed: ${piece.title}, 12 inch no. 1 for Nadia Okafor`);
    expect(notice!.replyTo).toEqual({ name: 'Nadia Okafor', address: 'collectornadia@example.com' });
    expect(notice!.text).toContain('Confirm the sale or release the hold by 4 December 2026 at 05:00 UTC');
    expect(notice!.text).toContain('Could it ship to Lagos?');
    expect(notice!.text).toContain('https://vitrine.test/admin?tab=reservations');
    expect(notice!.html).toContain('Chrome Nostalgia');
    expect(notice!.html).toContain('href="https://vitrine.test/admin?tab=reservations"');

    // The same link again changes nothing and tells the owner nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/confirm',
      payload: {
        token: decodeURIComponent(
          /token=([^\s"]+)/.exec(sent.find((m) => m.to === 'collectornadia@example.com')!.text)![1]!,
        ),
      },
    });
    expect(again.statusCode).toBe(200);
    await waitForAllMail(t.db);
    expect(toOwner()).toHaveLength(1);
  });

  it('sends one morning digest a day of the holds waiting, whatever the number of instances, and none when turned off', async () => {
    const piece = await reservablePiece(t.db, { size100: 2 });
    await reserveAndConfirm(piece.id, 'omar', { name: 'Omar Haddad' });
    await waitForAllMail(t.db);
    sent.length = 0;

    // A second instance's digest loop on the same database, looking at the same moments.
    const other = createOwnerDigestLoop({
      db: t.db,
      log: { info() {}, error() {} },
      clock: time.clock,
      ownerEmail: async () => OWNER,
      publicUrl: 'https://vitrine.test',
      // Whichever instance claims the day queues the digest; the mail sender here sends it.
      onQueued: () => t.app.background.wake('mail-outbox'),
    });
    await other.start();
    try {
      time.advance(3 * 3_600_000); // 08:00 UTC: the morning's digest is due.
      await expect.poll(() => toOwner().length, { timeout: 15_000 }).toBe(1);
      const [digest] = toOwner();
      expect(digest!.subject).toBe('2 holds wait for your decision');
      expect(digest!.text).toContain('Nadia Okafor');
      expect(digest!.text).toContain('Omar Haddad');
      expect(digest!.html).toContain('Open Reservations');

      // Later the same day, both instances look again: nothing more.
      time.advance(4 * DIGEST_LOOK_INTERVAL_MS);
      await other.stop();
      await other.start();
      await waitForAllMail(t.db);
      const digests = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, OWNER_HOLDS_DIGEST));
      expect(digests).toHaveLength(1);
    } finally {
      await other.stop();
    }

    // The owner turns it off: the next morning sends nothing.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/reservation-settings',
      headers: bearer(token),
      payload: { ownerDigest: false },
    });
    expect(off.json()).toEqual({ ownerHoldDays: 7, ownerDigest: false });
    time.advance(24 * 3_600_000);
    time.advance(DIGEST_LOOK_INTERVAL_MS);
    await waitForAllMail(t.db);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, OWNER_HOLDS_DIGEST))).toHaveLength(
      1,
    );
  });
});
