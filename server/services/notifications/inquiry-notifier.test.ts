import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../../test/mail-helpers';
import { type SmtpPeer, smtpError, startSmtpPeer } from '../../test/smtp-peer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createSmtpMailer } from '../mailer/smtp-mailer';

const NOTIFY_EMAIL = 'studio@vitrine.test';
const inquiry = {
  name: 'Dana Collector',
  email: 'dana@example.com',
  location: 'Lisbon',
  isCollector: 'true',
  isGallery: 'false',
  message: 'Is the 54 inch Hero Kid still available?',
  sculptureInterest: 'Hero Kid',
};

/** What the peer does with the next messages: accept, refuse, or hold until released. */
let refuse = false;
let gate: Promise<void> = Promise.resolve();
let peer: SmtpPeer;
let mailer: ReturnType<typeof createSmtpMailer>;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  peer = await startSmtpPeer({
    onRecipient: () => (refuse ? smtpError(550, '5.7.1 Relaying denied') : null),
    beforeAccept: () => gate,
  });
  mailer = createSmtpMailer({ url: peer.url, from: 'Vitrine <no-reply@vitrine.test>' });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    mailer,
    notifyEmail: NOTIFY_EMAIL,
    loggerInstance: pino({ level: 'error' }, sink),
  });
});
afterAll(async () => {
  await t.close();
  mailer.close();
  await peer.close();
});

const postInquiry = (payload: object = inquiry) =>
  t.app.inject({ method: 'POST', url: '/api/inquiries', payload });

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

  it('keeps the inquiry and logs the failure when the notification is refused', async () => {
    refuse = true;
    const response = await postInquiry({ ...inquiry, name: 'Refused Notification' });
    expect(response.statusCode).toBe(201);
    await expect.poll(() => logLines.join('')).toContain('inquiry notification could not be sent');
    refuse = false;
    const token = await t.login();
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: bearer(token) });
    expect(list.json()[0]).toMatchObject({ name: 'Refused Notification' });
  });
});
