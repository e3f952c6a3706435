import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedHeaders } from '../../test/challenge-answers';
import { parseMail, waitForAllMail } from '../../test/mail-helpers';
import { type SmtpPeer, smtpError, startSmtpPeer } from '../../test/smtp-peer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createSmtpMailer } from '../mailer/smtp-mailer';

const NOTIFY_EMAIL = 'studio@vitrine.test';
/** The sender works in the background; a loaded machine may take seconds to get to it. */
const SENDER_TIMEOUT_MS = 15_000;
const inquiry = {
  name: 'Dana Collector',
  email: 'dana@example.com',
  phone: '+351 21 000 0000',
  location: 'Lisbon',
  isCollector: 'true',
  isGallery: 'false',
  message: 'Is the 54 inch Hero Kid still available?',
  sculptureInterest: 'Hero Kid',
};

/** What the peer does with the next messages: accept, refuse (for now or for good), or hold until released. */
let refuse: 421 | 550 | null = null;
let gate: Promise<void> = Promise.resolve();
let peer: SmtpPeer;
let mailer: ReturnType<typeof createSmtpMailer>;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  peer = await startSmtpPeer({
    onRecipient: () =>
      refuse === 550
        ? smtpError(550, '5.7.1 Relaying denied')
        : refuse === 421
          ? smtpError(421, '4.3.2 Service not available, closing channel')
          : null,
    beforeAccept: () => gate,
  });
  mailer = createSmtpMailer({ url: peer.url, from: 'Vitrine <no-reply@vitrine.test>' });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const log = pino({ level: 'info' }, sink);
  t = await createTestApp({
    notifyEmail: NOTIFY_EMAIL,
    loggerInstance: log,
    mailer,
    // The server's sender, with a backoff of milliseconds instead of minutes.
    background: { retry: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 4 }, senderPollMs: 50 },
  });
});
afterAll(async () => {
  await t.close();
  mailer.close();
  await peer.close();
});

// Sent as the contact page sends it, with its solved proof of work.
const postInquiry = async (payload: object = inquiry) =>
  t.app.inject({ method: 'POST', url: '/api/inquiries', payload, headers: await solvedHeaders(t.db) });

describe('inquiry notifications (NOTIFY_EMAIL)', () => {
  it('mails every field of a new inquiry to the brand, replying to the collector', async () => {
    expect((await postInquiry()).statusCode).toBe(201);
    await peer.waitForAccepted(1);
    const [received] = peer.messages;
    expect(received!.to).toEqual([NOTIFY_EMAIL]);
    const mail = await parseMail(received!);
    expect(mail.subject).toBe('New inquiry from Dana Collector');
    expect(mail.replyTo?.value).toEqual([{ name: 'Dana Collector', address: 'dana@example.com' }]);
    expect(mail.html).toBe(false);
    for (const line of [
      'Name: Dana Collector',
      'Email: dana@example.com',
      'Phone: +351 21 000 0000',
      'Location: Lisbon',
      'Collector: yes',
      'Gallery: no',
      'Sculpture of interest: Hero Kid',
      'Message:\nIs the 54 inch Hero Kid still available?',
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('keeps a line break in the name out of the headers', async () => {
    await postInquiry({ ...inquiry, name: 'Eve\r\nBcc: victim@example.com' });
    await peer.waitForAccepted(2);
    const mail = await parseMail(peer.messages[1]!);
    expect(mail.subject).toBe('New inquiry from Eve Bcc: victim@example.com');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(peer.messages[1]!.to).toEqual([NOTIFY_EMAIL]);
  });

  it('mails an inquiry the contact form posted without script just the same', async () => {
    const accepted = peer.accepted();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams({
        name: 'Noor Noscript',
        email: 'noor@example.com',
        message: 'Sent before the page had its script',
      }).toString(),
    });
    expect(sent.statusCode).toBe(303);
    await peer.waitForAccepted(accepted + 1);
    const mail = await parseMail(peer.messages[accepted]!);
    expect(mail.subject).toBe('New inquiry from Noor Noscript');
    expect(mail.text).toContain('Message:\nSent before the page had its script');
  });

  it('answers the visitor without waiting for the mail server', async () => {
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const accepted = peer.accepted();
    expect((await postInquiry()).statusCode).toBe(201);
    expect(peer.accepted()).toBe(accepted);
    release();
    await peer.waitForAccepted(accepted + 1);
  });

  it('keeps the notification while the mail server turns it away for now, and sends it once when it takes it', async () => {
    refuse = 421;
    const accepted = peer.accepted();
    expect((await postInquiry({ ...inquiry, name: 'Waiting Collector' })).statusCode).toBe(201);
    await expect
      .poll(() => logLines.join(''), { timeout: SENDER_TIMEOUT_MS })
      .toContain('transactional mail delivery will be retried');
    expect(peer.accepted()).toBe(accepted);
    refuse = null;
    await peer.waitForAccepted(accepted + 1);
    // Nothing is left to send once it went: one notification, not one per attempt.
    await waitForAllMail(t.db);
    expect(peer.accepted()).toBe(accepted + 1);
    expect((await parseMail(peer.messages.at(-1)!)).subject).toBe('New inquiry from Waiting Collector');
  });

  it('shows the admin a notification refused for good, and keeps its inquiry', async () => {
    refuse = 550;
    const response = await postInquiry({ ...inquiry, name: 'Refused Notification' });
    expect(response.statusCode).toBe(201);
    const token = await t.login();
    const failed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/inquiries/failed-notifications',
          headers: bearer(token),
        })
      ).json<{ subject: string; attempts: number; lastError: string }[]>();
    await expect.poll(failed, { timeout: SENDER_TIMEOUT_MS }).toHaveLength(1);
    expect((await failed())[0]).toMatchObject({
      subject: 'New inquiry from Refused Notification',
      attempts: 1,
      lastError: expect.stringContaining('Relaying denied'),
    });
    refuse = null;
    // The log says which email failed, never who wrote it.
    expect(logLines.join('')).toContain('transactional mail delivery failed');
    expect(logLines.join('')).not.toContain('Refused Notification');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: bearer(token) });
    expect(list.json()[0]).toMatchObject({ name: 'Refused Notification' });
  });
});
