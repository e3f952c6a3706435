import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistPiece } from '../../../contract/audience';
import { createSmtpMailer } from '../../core/mail/smtp-mailer';
import { sculptures, waitlistDeliveries, waitlistMembers } from '../../db/schema';
import { solvedHeaders } from '../../test/challenge-answers';
import { oneClickUrl, parseMail, rawHeader, waitForAllMail } from '../../test/mail-helpers';
import { adminSculpture, scheduleRelease } from '../../test/schedule-helpers';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { createTestApp } from '../../test/test-app';
import { waitlistDeliveryQueue } from './deliveries';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let token: string;
let peer: SmtpPeer;
const mailer = { close: () => {} };

beforeAll(async () => {
  peer = await startSmtpPeer();
  const smtp = createSmtpMailer({ url: peer.url, from: 'Vitrine <news@vitrine.test>' });
  mailer.close = () => smtp.close();
  t = await createTestApp({ mailer: smtp, publicUrl: 'https://vitrine.test' });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  mailer.close();
  await peer.close();
});

let pieces = 0;
/** A piece of its own per test, so that the tests share the app but not waitlists. */
async function newPiece(values: { isLocked?: boolean; status?: string } = {}) {
  pieces += 1;
  const [row] = await t.db
    .insert(sculptures)
    .values({
      slug: `waitlist-piece-${pieces}`,
      title: `Waitlist Piece ${pieces}`,
      tagline: 'Chrome',
      intro: 'Chrome',
      medium: 'Resin',
      // The text's stale count: the email says the register's (editionSize100).
      edition: 'Limited Edition of 50',
      editionSize100: 5,
      finish: 'Mirror',
      certificate: 'Yes',
      seoTitle: 'Piece',
      seoDescription: 'Piece',
      sizes: ['12 inch'],
      thumbnailImage: `/media/piece-${pieces}.jpg`,
      isLocked: values.isLocked ?? true,
      status: values.status ?? 'Available',
    })
    .returning();
  return row!;
}

/** A join as the piece page sends it, with its solved challenge (more than a few a minute come here). */
const join = async (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/waitlists', payload, headers: await solvedHeaders(t.db) });

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

async function membersOf(sculptureId: number) {
  return t.db
    .select()
    .from(waitlistMembers)
    .where(eq(waitlistMembers.sculptureId, sculptureId))
    .orderBy(waitlistMembers.id);
}

async function waitUntilSent(sculptureId: number, count: number) {
  await expect
    .poll(
      async () => {
        const rows = await t.db
          .select()
          .from(waitlistDeliveries)
          .where(eq(waitlistDeliveries.sculptureId, sculptureId));
        return rows.filter((row) => ['sent', 'skipped', 'failed'].includes(row.status)).length;
      },
      { timeout: 15_000, interval: 25 },
    )
    .toBe(count);
}

const mailsTo = (emails: string[]) => peer.messages.filter((message) => emails.includes(message.to[0]!));

describe('joining a waitlist', () => {
  it('keeps the public call as it is, and one member per address per piece whatever its case or spaces', async () => {
    const piece = await newPiece();
    const first = await join({ email: 'Mira@Example.com', sculptureType: piece.title });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'You are on the waitlist', confirmByEmail: false });
    expect((await join({ email: '  mira@EXAMPLE.com ', sculptureType: piece.title })).statusCode).toBe(201);
    expect(
      (await join({ email: 'mira@example.com', sculptureType: 'x', sculptureId: piece.id })).statusCode,
    ).toBe(201);

    const members = await membersOf(piece.id);
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ sculptureType: piece.title, sculptureId: piece.id });
    const listed = await admin('GET', '/api/admin/waitlists');
    expect(listed.json()).toContainEqual(expect.objectContaining({ sculptureId: piece.id }));
  });

  it('refuses an address that is not one, with the validation message', async () => {
    const piece = await newPiece();
    const response = await join({ email: 'not-an-address', sculptureType: piece.title });
    expect(response.statusCode).toBe(400);
    expect(await membersOf(piece.id)).toHaveLength(0);
  });
});

describe('waitlist emails', () => {
  it('mail every member once, in the order they joined, when the admin unlocks the piece', async () => {
    const piece = await newPiece({ isLocked: true });
    const emails = ['first@example.com', 'second@example.com', 'third@example.com'];
    for (const email of emails)
      expect((await join({ email, sculptureType: piece.title })).statusCode).toBe(201);

    const unlocked = await admin('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: 'false' });
    expect(unlocked.statusCode).toBe(200);
    await waitUntilSent(piece.id, 3);
    expect(mailsTo(emails).map((message) => message.to[0])).toEqual(emails);

    // Locked and unlocked again, and "Notify now" on top: nobody gets a second email.
    await admin('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: 'true' });
    await admin('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: 'false' });
    const again = await admin('POST', `/api/admin/waitlists/${piece.id}/notify`);
    expect(again.json()).toMatchObject({ queued: 0 });
    await waitForAllMail(t.db);
    expect(mailsTo(emails)).toHaveLength(3);

    const mail = await parseMail(mailsTo(['first@example.com'])[0]!);
    expect(mail.subject).toBe(`${piece.title} is available`);
    expect(mail.html).toContain(`https://vitrine.test/sculptures/${piece.slug}`);
    expect(mail.html).toContain(`src="https://vitrine.test${piece.thumbnailImage}"`);
    expect(mail.text).toContain(`https://vitrine.test/sculptures/${piece.slug}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Limited Edition of 5');
      expect(part).not.toContain('of 50');
    }
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(oneClickUrl(mail).pathname).toBe('/api/waitlists/leave');
  });

  it('mail every member once, in join order, when a scheduled release comes, with nobody signed in', async () => {
    const piece = await newPiece({ isLocked: true });
    await scheduleRelease(
      t.app,
      token,
      await adminSculpture(t.app, token, piece.slug),
      new Date(Date.now() + 1500),
    );
    const emails = ['dawn@example.com', 'noon@example.com'];
    for (const email of emails) await join({ email, sculptureType: piece.title });
    expect(mailsTo(emails)).toHaveLength(0);

    await waitUntilSent(piece.id, 2);
    expect(mailsTo(emails).map((message) => message.to[0])).toEqual(emails);
  });

  it('mail the waitlist of a Sold Out piece set back to Available, and not while it stays sold out', async () => {
    const piece = await newPiece({ isLocked: false, status: 'Sold Out' });
    await join({ email: 'patient@example.com', sculptureType: piece.title });
    expect((await admin('POST', `/api/admin/waitlists/${piece.id}/notify`)).statusCode).toBe(409);

    const { slug, title, tagline, intro, medium, edition, finish, certificate, seoTitle, seoDescription } =
      piece;
    const form = {
      slug,
      title,
      tagline,
      intro,
      medium,
      edition,
      finish,
      certificate,
      seoTitle,
      seoDescription,
    };
    const saved = await admin('PUT', `/api/admin/sculptures/${piece.id}`, {
      ...form,
      sizes: ['12 inch'],
      status: 'Available',
    });
    expect(saved.statusCode).toBe(200);
    await waitUntilSent(piece.id, 1);
    expect(mailsTo(['patient@example.com'])).toHaveLength(1);

    const summary = (await admin('GET', '/api/admin/waitlists/pieces'))
      .json<WaitlistPiece[]>()
      .find((entry) => entry.sculptureId === piece.id);
    expect(summary).toMatchObject({
      available: true,
      members: 1,
      queued: 1,
      delivered: 1,
      failed: 0,
      pending: 0,
      waiting: 0,
    });
    expect(summary?.lastDeliveredAt).toEqual(expect.any(String));
  });

  it('mail nobody while the piece is hidden, even past its release, and its waitlist once it is shown', async () => {
    const piece = await newPiece({ isLocked: true });
    await join({ email: 'before-the-reveal@example.com', sculptureType: piece.title });
    await t.db.update(sculptures).set({ published: false }).where(eq(sculptures.id, piece.id));

    // Unlocked while hidden: its page answers 404, so an email would send the member nowhere.
    expect(
      (await admin('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: 'false' })).statusCode,
    ).toBe(200);
    expect((await admin('POST', `/api/admin/waitlists/${piece.id}/notify`)).statusCode).toBe(409);
    await waitForAllMail(t.db);
    expect(mailsTo(['before-the-reveal@example.com'])).toHaveLength(0);

    const { slug, title, tagline, intro, medium, edition, finish, certificate, seoTitle, seoDescription } =
      piece;
    const shown = await admin('PUT', `/api/admin/sculptures/${piece.id}`, {
      ...{ slug, title, tagline, intro, medium, edition, finish, certificate, seoTitle, seoDescription },
      sizes: ['12 inch'],
      status: 'Available',
      isLocked: 'false',
      published: 'true',
    });
    expect(shown.statusCode).toBe(200);
    await waitUntilSent(piece.id, 1);
    expect(mailsTo(['before-the-reveal@example.com'])).toHaveLength(1);
  });

  it("'Notify now' mails members who joined since, only them", async () => {
    const piece = await newPiece({ isLocked: true });
    await join({ email: 'early@example.com', sculptureType: piece.title });
    await admin('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: 'false' });
    await waitUntilSent(piece.id, 1);
    await join({ email: 'late@example.com', sculptureId: piece.id, sculptureType: piece.title });
    // The member already emailed is not emailed again: only the newcomer waits.
    const waiting = async () =>
      (await admin('GET', '/api/admin/waitlists/pieces'))
        .json<WaitlistPiece[]>()
        .find((entry) => entry.sculptureId === piece.id)?.waiting;
    expect(await waiting()).toBe(1);

    const notified = await admin('POST', `/api/admin/waitlists/${piece.id}/notify`);
    expect(notified.json()).toMatchObject({ queued: 1 });
    await waitUntilSent(piece.id, 2);
    expect(mailsTo(['early@example.com', 'late@example.com']).map((m) => m.to[0])).toEqual([
      'early@example.com',
      'late@example.com',
    ]);
    expect(await waiting()).toBe(0);
  });
});

describe('the leave link', () => {
  it('shows whose membership it is, removes it by one-click POST, and says so afterwards', async () => {
    const piece = await newPiece({ isLocked: true });
    await join({ email: 'leaver@example.com', sculptureType: piece.title });
    await admin('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: 'false' });
    await waitUntilSent(piece.id, 1);
    const url = oneClickUrl(await parseMail(mailsTo(['leaver@example.com'])[0]!));

    const preview = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(preview.json()).toEqual({
      member: true,
      email: 'l***@example.com',
      title: piece.title,
      slug: piece.slug,
    });

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: 'You have left the waitlist.' });
    expect(await membersOf(piece.id)).toHaveLength(0);

    const after = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(after.json()).toEqual({ member: false, email: null, title: null, slug: null });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/waitlists/leave',
      payload: { token: url.searchParams.get('token') },
    });
    expect(twice.statusCode).toBe(200);
  });

  it('refuses a forged or altered token', async () => {
    for (const bad of ['1.AAAAAAAAAAAAAAAAAAAAAA', 'abc', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/waitlists/leave',
        payload: { token: bad },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'This waitlist link is not valid.' });
    }
  });

  it('skips the email of a member who left after it was queued', async () => {
    const piece = await newPiece({ isLocked: true });
    await join({ email: 'stays@example.com', sculptureType: piece.title });
    await join({ email: 'goes@example.com', sculptureType: piece.title });
    await t.app.background.stop();
    try {
      await admin('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: 'false' });
      const [, goes] = await membersOf(piece.id);
      await t.db.delete(waitlistMembers).where(eq(waitlistMembers.id, goes!.id));
    } finally {
      await t.app.background.start();
    }
    await waitUntilSent(piece.id, 2);
    expect(mailsTo(['stays@example.com', 'goes@example.com']).map((m) => m.to[0])).toEqual([
      'stays@example.com',
    ]);
    expect(await waitlistDeliveryQueue.countUnfinished(t.db)).toBe(0);
  });
});
