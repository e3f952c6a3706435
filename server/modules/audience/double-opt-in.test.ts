import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscriber, WaitlistMember } from '../../../contract/audience';
import { BRAND_NAME } from '../../../contract/brand';
import { MESSAGES } from '../../../contract/messages';
import { createSmtpMailer } from '../../core/mail/smtp-mailer';
import { signUnsubscribeToken, unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { confirmationDeliveries, sculptures } from '../../db/schema';
import { formPoster } from '../../test/form-post';
import { parseMail, waitForAllMail } from '../../test/mail-helpers';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { signConfirmationToken } from './confirmation-token';

let t: TestApp;
let admin: string;
let peer: SmtpPeer;
let smtp: ReturnType<typeof createSmtpMailer>;

beforeAll(async () => {
  peer = await startSmtpPeer();
  smtp = createSmtpMailer({ url: peer.url, from: 'Vitrine <news@vitrine.test>' });
  t = await createTestApp({ mailer: smtp, publicUrl: 'https://vitrine.test' });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  smtp.close();
  await peer.close();
});

let address = 0;
/** Each request from its own address: the per-address rate limit is not what this file tests. */
const post = (url: string, payload: object, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.1.${++address >> 8}.${address & 255}`,
  });
const setDoubleOptIn = async (doubleOptIn: boolean) => {
  const saved = await post('/api/admin/audience-settings', { doubleOptIn }, bearer(admin));
  expect(saved.statusCode).toBe(200);
};
const subscribers = async () =>
  (await t.app.inject({ url: '/api/admin/newsletters', headers: bearer(admin) })).json<Subscriber[]>();
const subscriberNamed = async (email: string) => (await subscribers()).find((row) => row.email === email);
const members = async () =>
  (await t.app.inject({ url: '/api/admin/waitlists', headers: bearer(admin) })).json<WaitlistMember[]>();
const sendNewsletter = () =>
  post(
    '/api/admin/newsletters/send',
    { subject: 'News', htmlContent: '<p>News</p>', textContent: 'News' },
    bearer(admin),
  );

/** The confirmation link of the latest email to `email`, once it has arrived. */
async function confirmationLinkTo(email: string, count = 1): Promise<URL> {
  const mails = () => peer.messages.filter((message) => message.to[0]?.toLowerCase() === email.toLowerCase());
  await expect.poll(() => mails().length, { timeout: 15_000, interval: 25 }).toBe(count);
  const mail = await parseMail(mails().at(-1)!);
  const link = /https:\/\/vitrine\.test\/confirm\?token=\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
  return new URL(link);
}
const confirmWith = (link: URL) => post('/api/confirm', { token: link.searchParams.get('token') });

let pieces = 0;
async function lockedPiece() {
  pieces += 1;
  const [row] = await t.db
    .insert(sculptures)
    .values({
      slug: `opt-in-piece-${pieces}`,
      title: `Opt-In Piece ${pieces}`,
      tagline: 'Chrome',
      intro: 'Chrome',
      medium: 'Resin',
      edition: '50',
      finish: 'Mirror',
      certificate: 'Yes',
      seoTitle: 'Piece',
      seoDescription: 'Piece',
      sizes: ['12 inch'],
      isLocked: true,
      status: 'Available',
    })
    .returning();
  return row!;
}
const unlock = (id: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/sculptures/${id}`,
    payload: { isLocked: 'false' },
    headers: bearer(admin),
  });

describe('double opt-in off (the default)', () => {
  it('subscribes at once while double opt-in is off, with no confirmation email', async () => {
    const settings = await t.app.inject({ url: '/api/admin/audience-settings', headers: bearer(admin) });
    expect(settings.json()).toEqual({ doubleOptIn: false });
    const response = await post('/api/newsletters', { email: 'off@example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Successfully subscribed', confirmByEmail: false });
    expect(await subscriberNamed('off@example.com')).toMatchObject({ confirmed: true });
    // Nothing asks them to confirm: no confirmation is queued, and the first mail they get is the
    // newsletter itself.
    expect(
      await t.db
        .select()
        .from(confirmationDeliveries)
        .where(eq(confirmationDeliveries.email, 'off@example.com')),
    ).toEqual([]);
    const sent = await sendNewsletter();
    expect(sent.statusCode).toBe(202);
    const toThem = () => peer.messages.filter((message) => message.to[0] === 'off@example.com');
    await expect.poll(() => toThem().length, { timeout: 15_000, interval: 25 }).toBe(1);
    expect((await parseMail(toThem()[0]!)).subject).toBe('News');
  });

  it('is changed by the admin only', async () => {
    expect((await post('/api/admin/audience-settings', { doubleOptIn: true })).statusCode).toBe(401);
    const bad = await post('/api/admin/audience-settings', { doubleOptIn: 'yes' }, bearer(admin));
    expect(bad.statusCode).toBe(400);
  });
});

describe('double opt-in on', () => {
  beforeAll(() => setDoubleOptIn(true));

  it('keeps a new subscriber pending and out of newsletters until the emailed link is confirmed', async () => {
    const response = await post('/api/newsletters', { email: 'Nora@Example.com' });
    expect(response.statusCode).toBe(201);
    // Told to look in the inbox, not thanked for a subscription that has not happened yet.
    const checkInbox = { message: 'Check your inbox to confirm your subscription', confirmByEmail: true };
    expect(response.json()).toEqual(checkInbox);
    expect(await subscriberNamed('Nora@example.com')).toMatchObject({ confirmed: false });

    const link = await confirmationLinkTo('Nora@example.com');
    const mail = await parseMail(peer.messages.find((message) => message.to[0] === 'Nora@example.com')!);
    expect(mail.subject).toBe(`Confirm your subscription to ${BRAND_NAME}`);
    expect(mail.html).toContain(link.href.replace(/&/g, '&amp;'));

    // A newsletter now goes to the confirmed subscribers only.
    const confirmedBefore = (await subscribers()).filter((row) => row.confirmed).length;
    const sent = await sendNewsletter();
    expect(sent.json()).toMatchObject({
      message: `Newsletter queued for ${confirmedBefore} subscriber${confirmedBefore === 1 ? '' : 's'}`,
    });

    const preview = await t.app.inject({ url: `/api/confirm${link.search}` });
    expect(preview.json()).toEqual({
      list: 'newsletter',
      email: 'N***@example.com',
      title: null,
      confirmed: false,
    });
    const confirmed = await confirmWith(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: MESSAGES.confirm.newsletterDone });
    expect((await confirmWith(link)).json()).toEqual({ message: MESSAGES.confirm.newsletterDone });
    // Confirmed, the address is answered as a new one would be: the answer tells no one who is listed.
    expect((await post('/api/newsletters', { email: 'nora@example.com' })).json()).toEqual(checkInbox);
    expect(await subscriberNamed('Nora@example.com')).toMatchObject({ confirmed: true });
    expect((await t.app.inject({ url: `/api/confirm${link.search}` })).json()).toMatchObject({
      confirmed: true,
    });

    const next = await sendNewsletter();
    expect(next.json()).toMatchObject({
      message: `Newsletter queued for ${confirmedBefore + 1} subscribers`,
    });
  });

  it('sends an address one confirmation a day, however often and to whatever list it is put', async () => {
    const victim = 'pest@example.com';
    const pieces = [await lockedPiece(), await lockedPiece()];
    // Twenty at once (they race for the pace), then again one by one, on every list there is.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 3 === 0
          ? post('/api/waitlists', { email: victim, sculptureType: pieces[i % 2]!.title })
          : post('/api/newsletters', { email: i % 2 ? victim : victim.toUpperCase() }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    for (const piece of pieces) await post('/api/waitlists', { email: victim, sculptureType: piece.title });
    await post('/api/newsletters', { email: victim });
    await confirmationLinkTo(victim);
    await waitForAllMail(t.db);
    expect(peer.messages.filter((message) => message.to[0]?.toLowerCase() === victim)).toHaveLength(1);
  });

  it('sends one inbox one confirmation, however its address is tagged or dotted', async () => {
    const piece = await lockedPiece();
    const postForm = formPoster(() => t, '10.7.0');
    // Nine tagged spellings of one inbox, through the JSON calls and the forms without script.
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => {
        const email = `victim+${i + 1}@example.com`;
        switch (i % 4) {
          case 0:
            return post('/api/newsletters', { email });
          case 1:
            return post('/api/waitlists', { email, sculptureType: piece.title });
          case 2:
            return postForm('/newsletter', { email });
          default:
            return postForm(`/waitlist?${new URLSearchParams({ piece: piece.title })}`, { email });
        }
      }),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array(5).fill(201),
      ...Array(4).fill(303),
    ]);
    // At Gmail, dots and the other domain name one inbox too.
    for (const email of [
      's.ame.person+a@gmail.com',
      'same.person@googlemail.com',
      'SamePerson+b@gmail.com',
    ]) {
      expect((await post('/api/newsletters', { email })).statusCode).toBe(201);
    }
    const toVictim = () =>
      peer.messages.filter((message) => /^victim\+\d@example\.com$/i.test(message.to[0] ?? ''));
    const toGmail = () =>
      peer.messages.filter((message) => /@(gmail|googlemail)\.com$/i.test(message.to[0] ?? ''));
    await expect.poll(() => toVictim().length + toGmail().length, { timeout: 15_000, interval: 25 }).toBe(2);
    await waitForAllMail(t.db);
    expect(toVictim()).toHaveLength(1);
    expect(toGmail()).toHaveLength(1);
  });

  it('emails a released piece once per inbox, to the earliest of its tagged members', async () => {
    const piece = await lockedPiece();
    await setDoubleOptIn(false);
    for (let i = 1; i <= 3; i++) {
      await post('/api/waitlists', { email: `collector+${i}@example.com`, sculptureType: piece.title });
    }
    await setDoubleOptIn(true);
    expect((await unlock(piece.id)).statusCode).toBe(200);
    const released = () =>
      peer.messages.filter((message) => /^collector\+\d@example\.com$/.test(message.to[0] ?? ''));
    await expect.poll(() => released().length, { timeout: 15_000, interval: 25 }).toBe(1);
    await waitForAllMail(t.db);
    expect(released().map((message) => message.to[0])).toEqual(['collector+1@example.com']);
  });

  it('sends no confirmation for a waitlist of a title no piece bears, nor repeats what was typed', async () => {
    const response = await post('/api/waitlists', {
      email: 'spam-target@example.com',
      sculptureType: 'Win a prize at evil.example',
    });
    expect(response.statusCode).toBe(201);
    await waitForAllMail(t.db);
    expect(peer.messages.filter((message) => message.to[0] === 'spam-target@example.com')).toHaveLength(0);
  });

  it('asks someone who unsubscribed to confirm again when they are subscribed again', async () => {
    await post('/api/newsletters', { email: 'back@example.com' });
    await confirmWith(await confirmationLinkTo('back@example.com'));
    const { id } = (await subscriberNamed('back@example.com'))!;
    const leave = signUnsubscribeToken(await unsubscribeSecret(t.db), id, 'back@example.com');
    expect((await post('/api/unsubscribe', { token: leave })).statusCode).toBe(200);

    await post('/api/newsletters', { email: 'back@example.com' });
    expect(await subscriberNamed('back@example.com')).toMatchObject({ confirmed: false });
    const again = await confirmationLinkTo('back@example.com', 2);
    expect((await confirmWith(again)).statusCode).toBe(200);
    expect(await subscriberNamed('back@example.com')).toMatchObject({ confirmed: true });
  });

  it('lets an old confirmation link bring back no one who unsubscribed', async () => {
    await post('/api/newsletters', { email: 'gone@example.com' });
    const link = await confirmationLinkTo('gone@example.com');
    const { id } = (await subscriberNamed('gone@example.com'))!;
    const leave = signUnsubscribeToken(await unsubscribeSecret(t.db), id, 'gone@example.com');
    await post('/api/unsubscribe', { token: leave });
    const response = await confirmWith(link);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.confirm.invalidLink });
    expect(await subscriberNamed('gone@example.com')).toBeUndefined();
  });

  it('refuses forged links, and links made for another list or purpose, with one message', async () => {
    // Guessing: a valid-looking token for every kind of wrong id, secret, list or purpose.
    await post('/api/newsletters', { email: 'forge@example.com' });
    const { id } = (await subscriberNamed('forge@example.com'))!;
    const secret = await unsubscribeSecret(t.db);
    const genuine = signConfirmationToken(secret, { list: 'newsletter', id });
    const tokens = [
      `s${id}.${'A'.repeat(22)}`,
      signConfirmationToken(Buffer.alloc(32, 7), { list: 'newsletter', id }),
      `w${genuine.slice(1)}`,
      signUnsubscribeToken(secret, id, 'forge@example.com'),
      `${genuine}x`,
    ];
    for (const token of tokens) {
      const response = await post('/api/confirm', { token });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.confirm.invalidLink });
      const preview = await t.app.inject({ url: `/api/confirm?${new URLSearchParams({ token })}` });
      expect(preview.statusCode, token).toBe(400);
    }
    expect(await subscriberNamed('forge@example.com')).toMatchObject({ confirmed: false });
    // One subscriber's genuine link confirms that subscriber and nobody else.
    await post('/api/newsletters', { email: 'other@example.com' });
    const other = (await subscriberNamed('other@example.com'))!;
    expect((await post('/api/confirm', { token: genuine })).statusCode).toBe(200);
    expect(await subscriberNamed('forge@example.com')).toMatchObject({ confirmed: true });
    expect(await subscriberNamed('other@example.com')).toMatchObject({ id: other.id, confirmed: false });
  });

  it('emails a waitlist release to confirmed members only, and to a member as they confirm', async () => {
    const piece = await lockedPiece();
    await setDoubleOptIn(false);
    const early = await post('/api/waitlists', { email: 'early@example.com', sculptureType: piece.title });
    expect(early.json()).toEqual({ message: 'You are on the waitlist', confirmByEmail: false });
    await setDoubleOptIn(true);
    const late = await post('/api/waitlists', { email: 'late@example.com', sculptureType: piece.title });
    expect(late.json()).toEqual({
      message: 'Check your inbox to confirm your place on the waitlist',
      confirmByEmail: true,
    });
    const listed = (await members()).filter((member) => member.sculptureId === piece.id);
    expect(listed.map(({ email, confirmed }) => ({ email, confirmed }))).toEqual([
      { email: 'late@example.com', confirmed: false },
      { email: 'early@example.com', confirmed: true },
    ]);
    const link = await confirmationLinkTo('late@example.com');
    const ask = await parseMail(peer.messages.find((message) => message.to[0] === 'late@example.com')!);
    expect(ask.subject).toBe(`Confirm your place on the ${piece.title} waitlist`);

    expect((await unlock(piece.id)).statusCode).toBe(200);
    const released = `${piece.title} is available`;
    const releaseMailsTo = async (email: string) => {
      const mails = await Promise.all(
        peer.messages.filter((message) => message.to[0] === email).map((message) => parseMail(message)),
      );
      return mails.filter((mail) => mail.subject === released).length;
    };
    await expect.poll(() => releaseMailsTo('early@example.com'), { timeout: 15_000 }).toBe(1);
    expect(await releaseMailsTo('late@example.com')).toBe(0);

    const preview = await t.app.inject({ url: `/api/confirm${link.search}` });
    expect(preview.json()).toEqual({
      list: 'waitlist',
      email: 'l***@example.com',
      title: piece.title,
      confirmed: false,
    });
    expect((await confirmWith(link)).json()).toEqual({ message: MESSAGES.confirm.waitlistDone });
    await expect.poll(() => releaseMailsTo('late@example.com'), { timeout: 15_000 }).toBe(1);
    const [row] = await t.db.select().from(sculptures).where(eq(sculptures.id, piece.id));
    expect(row?.isLocked).toBe(false);
  });

  it('leaves who is pending pending when it is turned off again', async () => {
    await post('/api/newsletters', { email: 'limbo@example.com' });
    await setDoubleOptIn(false);
    expect(await subscriberNamed('limbo@example.com')).toMatchObject({ confirmed: false });
    // Subscribing again with it off is the plain subscription: confirmed at once.
    await post('/api/newsletters', { email: 'limbo@example.com' });
    expect(await subscriberNamed('limbo@example.com')).toMatchObject({ confirmed: true });
    await setDoubleOptIn(true);
  });
});
