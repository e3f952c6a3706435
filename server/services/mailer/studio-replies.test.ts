import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailSettings } from '../../../contract/mail-settings';
import type { Mailer, MailMessage } from '../../core/mail/mailer';
import { inquiries } from '../../db/schema';
import { reservationDeliveryQueue } from '../../modules/reservations/reservation-deliveries';
import { waitForAllMail } from '../../test/mail-helpers';
import { request, reservablePiece } from '../../test/reservation-helpers';
import { bearer, createTestApp } from '../../test/test-app';

/** What the transport was handed: the Reply-To as it goes out. */
const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message), close() {} };

async function appWith(notifyEmail?: string) {
  const t = await createTestApp({ mailer, notifyEmail, background: { senderPollMs: 50 } });
  const token = await t.login();
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const settings = async () => (await admin('GET', '/api/admin/mail-settings')).json<MailSettings>();
  const setReplyTo = (value: string | null) =>
    admin('POST', '/api/admin/site-settings', { key: 'reply-to-email', value });
  /** The owner answers an inquiry, and the answer is handed to the transport. */
  async function answer(message: string) {
    const [row] = await t.db
      .insert(inquiries)
      .values({ name: 'Priya Shah', email: `priya${sent.length}@example.com`, message: 'Is it still free?' })
      .returning();
    expect((await admin('POST', `/api/admin/inquiries/${row!.id}/reply`, { message })).statusCode).toBe(201);
    await waitForAllMail(t.db);
    return sent.find((mail) => mail.to === row!.email)!;
  }
  return { t, admin, settings, setReplyTo, answer };
}

describe('where replies go, with neither NOTIFY_EMAIL nor an address in Site Settings', () => {
  let site: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    site = await appWith();
  });
  afterAll(() => site.t.close());

  it('tells the dashboard that replies go nowhere, and an answer carries no Reply-To', async () => {
    expect(await site.settings()).toEqual({
      replyToSetting: null,
      notifyEmail: null,
      repliesGoTo: null,
      ownerEmail: null,
    });
    expect((await site.answer('Dear Priya,\n\nYes, it is.')).replyTo).toBeUndefined();
  });

  it('refuses a "Replies go to" that is not one address, with the reason, and keeps what was set', async () => {
    for (const value of [
      'studio',
      'a@b.com, c@d.com',
      'Studio <studio@example.com>',
      'x@y.com?bcc=z@w.com',
    ]) {
      const refused = await site.setReplyTo(value);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Replies go to one email address, like studio@example.com');
    }
    expect((await site.settings()).repliesGoTo).toBeNull();
  });

  it('sends every email that invites an answer Reply-To the address the owner saves, from the moment it is saved', async () => {
    const saved = await site.setReplyTo('  Studio@Chrome-Nostalgia.Example ');
    expect(saved.json()).toEqual({ key: 'reply-to-email', value: 'Studio@chrome-nostalgia.example' });
    expect(await site.settings()).toMatchObject({
      repliesGoTo: 'Studio@chrome-nostalgia.example',
      ownerEmail: 'Studio@chrome-nostalgia.example',
    });

    const reply = await site.answer('Dear Priya,\n\nYes, it is.');
    expect(reply.replyTo?.address).toBe('Studio@chrome-nostalgia.example');

    const piece = await reservablePiece(site.t.db, { size100: 1 });
    const reserved = await site.t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: request(piece.id, 'replies'),
      remoteAddress: '10.9.9.9',
    });
    expect(reserved.statusCode).toBe(201);
    await expect.poll(() => reservationDeliveryQueue.countUnfinished(site.t.db), { timeout: 15_000 }).toBe(0);
    const held = sent.find((mail) => mail.to === 'collectorreplies@example.com');
    expect(held?.subject).toMatch(/is held for you/);
    expect(held?.replyTo?.address).toBe('Studio@chrome-nostalgia.example');
  });

  it('sends the owner’s answer with the one greeting the owner wrote, nothing added above it', async () => {
    const reply = await site.answer('Dear Priya,\n\nThe 12 inch is yours until Friday.');
    expect(reply.text.startsWith('Dear Priya,\n\nThe 12 inch is yours until Friday.')).toBe(true);
    expect(reply.text.match(/Dear /g)).toHaveLength(1);
    expect(reply.html!.match(/Dear /g)).toHaveLength(1);
  });
});

describe('where replies go, with NOTIFY_EMAIL set', () => {
  let site: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    site = await appWith('owner@studio.example');
  });
  afterAll(() => site.t.close());

  it('falls back to NOTIFY_EMAIL until Site Settings names an address, and back again when it is cleared', async () => {
    expect(await site.settings()).toEqual({
      replyToSetting: null,
      notifyEmail: 'owner@studio.example',
      repliesGoTo: 'owner@studio.example',
      ownerEmail: 'owner@studio.example',
    });
    expect((await site.answer('Dear Priya,\n\nYes.')).replyTo?.address).toBe('owner@studio.example');

    await site.setReplyTo('collectors@studio.example');
    // Replies go to the address the owner chose; the owner's own notices stay at NOTIFY_EMAIL.
    expect(await site.settings()).toMatchObject({
      repliesGoTo: 'collectors@studio.example',
      ownerEmail: 'owner@studio.example',
    });
    expect((await site.answer('Dear Priya,\n\nYes.')).replyTo?.address).toBe('collectors@studio.example');

    await site.setReplyTo(null);
    expect((await site.answer('Dear Priya,\n\nYes.')).replyTo?.address).toBe('owner@studio.example');
  });
});
