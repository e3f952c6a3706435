import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../contract/activity';
import type { CollectorDetail, CollectorPage } from '../../../contract/collectors';
import type { Inquiry } from '../../../contract/inquiry';
import type { InboxCounts, InboxInquiry, InboxPage, InquiryReply } from '../../../contract/inquiry-inbox';
import { createSmtpMailer } from '../../core/mail/smtp-mailer';
import { inquiries } from '../../db/schema';
import { parseMail } from '../../test/mail-helpers';
import { type SmtpPeer, smtpError, startSmtpPeer } from '../../test/smtp-peer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

const OWNER = 'studio@vitrine.test';
const SENDER_TIMEOUT_MS = 15_000;

let down = false;
let peer: SmtpPeer;
let mailer: ReturnType<typeof createSmtpMailer>;
let t: TestApp;
let token: string;
const logLines: string[] = [];

beforeAll(async () => {
  peer = await startSmtpPeer({
    onRecipient: () => (down ? smtpError(421, '4.3.2 Service not available, closing channel') : null),
  });
  mailer = createSmtpMailer({ url: peer.url, from: 'Vitrine <no-reply@vitrine.test>' });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    notifyEmail: OWNER,
    mailer,
    loggerInstance: pino({ level: 'info' }, sink),
    background: { retry: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 6 }, senderPollMs: 50 },
  });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  mailer.close();
  await peer.close();
});

const admin = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const ask = (fields: Partial<Record<string, string>>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { name: 'Ines Marlow', email: 'ines@example.com', message: 'Hello', ...fields },
  });

const inbox = async (query: string) =>
  (await admin('GET', `/api/admin/inquiries/inbox?${query}`)).json<InboxPage>();
const counts = async () => (await admin('GET', '/api/admin/inquiries/counts')).json<InboxCounts>();

describe('the inquiry inbox', () => {
  it('finds an inquiry by a word of its message, of the name or of the address, paged on the server', async () => {
    const before = await counts();
    expect(
      (
        await ask({
          message: 'Is the quicksilver finish offered on the 54 inch cast?',
          sculptureInterest: 'Hero Kid',
        })
      ).statusCode,
    ).toBe(201);
    // Straight into the table, a second apart: the public call limits how often one visitor may write.
    await t.db.insert(inquiries).values(
      Array.from({ length: 27 }, (_, i) => ({
        name: `Paging Person ${i}`,
        email: `pager${i}@paging.example`,
        message: `Batch note ${i}`,
        createdAt: new Date(Date.now() + (i + 1) * 1000),
      })),
    );
    const found = await inbox('q=quicksilv');
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ name: 'Ines Marlow', state: 'new', read: false, replyCount: 0 });
    expect((await inbox('q=marlow')).total).toBe(1);
    expect((await inbox('q=paging.example')).total).toBe(27);
    expect((await inbox('q=paging')).total).toBe(27);
    const first = await inbox('q=paging&page=1');
    const second = await inbox('q=paging&page=2');
    expect([first.items.length, second.items.length]).toEqual([25, 2]);
    expect(new Set([...first.items, ...second.items].map((row) => row.id)).size).toBe(27);
    // Newest first.
    expect(first.items[0]!.name).toBe('Paging Person 26');
    expect((await inbox('q=%27%22%3A%2A%26')).total).toBe(0);
    expect((await inbox('piece=Hero%20Kid&q=quicksilver')).total).toBe(1);
    expect((await inbox('piece=Angel&q=quicksilver')).total).toBe(0);
    expect((await counts()).unread).toBe(before.unread + 28);
  });

  it('keeps the spec list call answering the whole list as before', async () => {
    const list = (await admin('GET', '/api/admin/inquiries')).json<Inquiry[]>();
    const mine = list.find((row) => row.message.includes('quicksilver'))!;
    expect(Object.keys(mine).sort()).toEqual(
      [
        'createdAt',
        'email',
        'id',
        'isCollector',
        'isGallery',
        'location',
        'message',
        'name',
        'phone',
        'sculptureInterest',
      ].sort(),
    );
  });

  it('moves an inquiry between states, filters by state, keeps spam apart and counts unread', async () => {
    const [target] = (await inbox('q=quicksilver')).items;
    const before = await counts();
    const read = await admin('POST', `/api/admin/inquiries/${target!.id}/read`, { read: true });
    expect(read.json<InboxInquiry>().read).toBe(true);
    expect((await counts()).unread).toBe(before.unread - 1);

    const spam = await inbox('q=Batch&page=1');
    const closed = await admin('PATCH', `/api/admin/inquiries/${spam.items[0]!.id}`, { state: 'spam' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<InboxInquiry>()).toMatchObject({ state: 'spam', read: true });
    expect((await inbox('q=Batch')).total).toBe(26);
    expect((await inbox('q=Batch&state=spam')).total).toBe(1);
    const after = await counts();
    expect(after.spam).toBe(before.spam + 1);
    expect(after.unread).toBe(before.unread - 2);

    expect(
      (await admin('PATCH', `/api/admin/inquiries/${spam.items[1]!.id}`, { state: 'closed' })).statusCode,
    ).toBe(200);
    expect((await inbox('q=Batch&state=closed')).total).toBe(1);
    expect(
      (await admin('PATCH', `/api/admin/inquiries/${spam.items[1]!.id}`, { state: 'archived' })).statusCode,
    ).toBe(400);
    expect((await admin('PATCH', '/api/admin/inquiries/999999', { state: 'closed' })).statusCode).toBe(404);

    const log = (await admin('GET', '/api/admin/activity?entity=inquiry')).json<ActivityPage>();
    expect(log.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['close', 'mark as spam']),
    );
    // Named by date and piece: nothing of the person.
    expect(JSON.stringify(log.entries)).not.toContain('Paging Person');
  });

  it('sends a reply through the outbox while the mail server is down, then delivers it quoted, from the brand, Reply-To the owner', async () => {
    const [target] = (await inbox('q=quicksilver')).items;
    down = true;
    const sent = await admin('POST', `/api/admin/inquiries/${target!.id}/reply`, {
      message: 'Dear Ines,\n\nYes: the quicksilver finish is offered on both sizes.',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<InquiryReply>()).toMatchObject({ sentBy: 'curator', delivery: 'Queued' });
    await expect
      .poll(() => logLines.join(''), { timeout: SENDER_TIMEOUT_MS })
      .toContain('transactional mail delivery will be retried');
    const toInes = () => peer.messages.filter((message) => message.to.includes('ines@example.com'));
    expect(toInes()).toEqual([]);
    expect((await inbox('q=quicksilver')).items[0]).toMatchObject({ state: 'replied', replyCount: 1 });

    down = false;
    await expect.poll(() => toInes().length, { timeout: SENDER_TIMEOUT_MS }).toBe(1);
    const received = toInes()[0]!;
    expect(received.to).toEqual(['ines@example.com']);
    const mail = await parseMail(received);
    expect(mail.subject).toBe('Re: your inquiry about Hero Kid');
    expect(mail.from?.value[0]?.address).toBe('no-reply@vitrine.test');
    expect(mail.replyTo?.value[0]?.address).toBe(OWNER);
    expect(mail.text).toContain('Yes: the quicksilver finish is offered on both sizes.');
    expect(mail.text).toContain('> Is the quicksilver finish offered on the 54 inch cast?');
    expect(mail.html).toContain('Is the quicksilver finish offered on the 54 inch cast?');
    await expect
      .poll(
        async () =>
          (await admin('GET', `/api/admin/inquiries/${target!.id}/replies`)).json<InquiryReply[]>()[0]
            ?.delivery,
        {
          timeout: SENDER_TIMEOUT_MS,
        },
      )
      .toBe('Sent');

    const log = (await admin('GET', '/api/admin/activity?entity=inquiry')).json<ActivityPage>();
    expect(log.entries[0]).toMatchObject({
      action: 'reply',
      target: expect.stringMatching(/^Inquiry of .+ about Hero Kid$/),
    });
  });

  it("names the piece from the catalogue, never the visitor's text, and quotes the visitor's words as theirs", async () => {
    const lure = 'your account is locked, pay the fee at evil.example';
    const asks = [
      { sculptureInterest: lure, subject: 'Re: your inquiry' },
      // Typed in other letters: the catalogue's own spelling.
      { sculptureInterest: '  hero KID ', subject: 'Re: your inquiry about Hero Kid' },
    ];
    for (const [index, { sculptureInterest, subject }] of asks.entries()) {
      const email = `relay${index}@example.com`;
      const message = `Relay ${index}: ${lure}`;
      expect((await ask({ name: 'Rae Lay', email, sculptureInterest, message })).statusCode).toBe(201);
      const [target] = (await inbox(`q=Relay ${index}`)).items;
      expect(
        (await admin('POST', `/api/admin/inquiries/${target!.id}/reply`, { message: 'Thank you.' }))
          .statusCode,
      ).toBe(201);
      const delivered = () => peer.messages.filter((message) => message.to.includes(email));
      await expect.poll(() => delivered().length, { timeout: SENDER_TIMEOUT_MS }).toBe(1);
      const mail = await parseMail(delivered()[0]!);
      expect(mail.subject).toBe(subject);
      // The visitor's words are there, quoted and introduced as theirs, not the studio's.
      expect(mail.text).toMatch(/Your message of .+, as you sent it \(your words, not .+'s\):\n> Relay/);
      expect(mail.html).toContain('as you sent it (your words, not');
    }
  });

  it('refuses an empty reply and a reply to no inquiry, and keeps reply text as text', async () => {
    const [target] = (await inbox('q=quicksilver')).items;
    expect(
      (await admin('POST', `/api/admin/inquiries/${target!.id}/reply`, { message: '   ' })).statusCode,
    ).toBe(400);
    expect((await admin('POST', '/api/admin/inquiries/999999/reply', { message: 'Hello' })).statusCode).toBe(
      404,
    );
  });

  it('puts the inquiry, the reply, a waitlist join and a subscription on one collector timeline', async () => {
    await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'ines@example.com' } });
    await t.app.inject({
      method: 'POST',
      url: '/api/waitlists',
      payload: { email: 'INES@Example.com', sculptureType: 'Hero Kid' },
    });
    const list = (await admin('GET', '/api/admin/collectors?q=ines')).json<CollectorPage>();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ email: 'ines@example.com', name: 'Ines Marlow' });
    const detail = (await admin('GET', `/api/admin/collectors/${list.items[0]!.id}`)).json<CollectorDetail>();
    const kinds = detail.timeline.map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['inquiry', 'reply', 'waitlist', 'subscription']));
    expect(detail.timeline.find((entry) => entry.kind === 'reply')).toMatchObject({
      title: 'Reply sent by curator',
      status: 'Sent',
    });
    expect(detail.newsletter).not.toBe('never');
  });

  it('asks for a signed-in owner', async () => {
    for (const url of [
      '/api/admin/inquiries/inbox',
      '/api/admin/inquiries/counts',
      '/api/admin/collectors',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
