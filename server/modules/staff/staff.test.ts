import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_INVALID_MESSAGE, LAST_OWNER_MESSAGE, SUSPENDED_MESSAGE } from '../../../contract/staff';
import type { MailMessage } from '../../core/mail/mailer';
import { adminActivity, mailOutbox } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { INVITATION_MAIL_KIND } from './mail/invitation-mail';

const time = createTestClock();
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ background: { clock: time.clock }, publicUrl: 'https://studio.example' });
  owner = await t.login();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

/** The newest invitation email, and the token its link carries. */
async function lastInvitation() {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, INVITATION_MAIL_KIND))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const message = row!.message as MailMessage;
  const link = /https:\/\/studio\.example\/admin\/invite\?token=([\w-]+)/.exec(message.text);
  return { message, token: link![1]! };
}

async function invite(email: string, role: 'owner' | 'manager' | 'editor') {
  const response = await call('POST', '/api/admin/staff/invitations', owner, { email, role });
  expect(response.statusCode).toBe(201);
  return lastInvitation();
}

const accept = (token: string, username: string, password = 'a long enough password') =>
  call('POST', '/api/admin/staff/invitations/accept', undefined, { token, username, password });

describe('staff invitations', () => {
  it('emails a one-time link; accepting it makes an account of the role, signed in at once', async () => {
    const { message, token } = await invite('mara@example.com', 'manager');
    expect(message.to).toBe('mara@example.com');
    expect(message.subject).toBe('curator invites you to the Chrome Nostalgia dashboard');
    expect(message.text).toContain('as Manager');
    const accepted = await accept(token, 'Mara');
    expect(accepted.statusCode).toBe(200);
    const me = await call('GET', '/api/admin/me', accepted.json<{ token: string }>().token);
    expect(me.json()).toMatchObject({ username: 'Mara', email: 'mara@example.com', role: 'manager' });
    // Used: the same link makes nobody else.
    const again = await accept(token, 'Someone');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVITATION_INVALID_MESSAGE });
    const staff = await call('GET', '/api/admin/staff', owner);
    expect(staff.json()).toContainEqual(
      expect.objectContaining({
        username: 'Mara',
        email: 'mara@example.com',
        role: 'manager',
        secondFactor: 'none',
      }),
    );
  });

  it('refuses a link older than 48 hours', async () => {
    const { token } = await invite('late@example.com', 'editor');
    time.advance(48 * 3_600_000 + 1);
    const response = await accept(token, 'Late');
    expect(response.json()).toEqual({ message: INVITATION_INVALID_MESSAGE });
  });

  it('keeps the link good when the username chosen is taken', async () => {
    const { token } = await invite('jo@example.com', 'editor');
    const taken = await accept(token, 'CURATOR');
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toContain('is taken');
    expect((await accept(token, 'jo')).statusCode).toBe(200);
  });

  it('refuses a second account for an address already on the staff', async () => {
    const response = await call('POST', '/api/admin/staff/invitations', owner, {
      email: 'MARA@example.com',
      role: 'editor',
    });
    expect(response.statusCode).toBe(409);
  });

  it('takes an invitation back: its link stops working', async () => {
    const { token } = await invite('nobody@example.com', 'editor');
    const pending = await call('GET', '/api/admin/staff/invitations', owner);
    const id = pending
      .json<{ id: number; email: string }[]>()
      .find((i) => i.email === 'nobody@example.com')!.id;
    expect((await call('DELETE', `/api/admin/staff/invitations/${id}`, owner)).statusCode).toBe(200);
    expect((await accept(token, 'nobody')).statusCode).toBe(400);
  });

  it('lets only the Owner invite', async () => {
    const { token } = await invite('manager2@example.com', 'manager');
    const manager = (await accept(token, 'manager2')).json<{ token: string }>().token;
    const response = await call('POST', '/api/admin/staff/invitations', manager, {
      email: 'friend@example.com',
      role: 'owner',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('suspending and removing', () => {
  async function member(username: string) {
    const { token } = await invite(`${username}@example.com`, 'editor');
    const session = (await accept(token, username)).json<{ token: string }>().token;
    const list = await call('GET', '/api/admin/staff', owner);
    const id = list.json<{ id: number; username: string }[]>().find((m) => m.username === username)!.id;
    return { id, session };
  }

  it('ends a suspended person’s sessions at once and refuses their password until let back in', async () => {
    const { id, session } = await member('sam');
    expect((await call('GET', '/api/admin/me', session)).statusCode).toBe(200);
    const suspended = await call('PATCH', `/api/admin/staff/${id}`, owner, { suspended: true });
    expect(suspended.json()).toMatchObject({ username: 'sam', suspendedAt: expect.any(String) });
    expect((await call('GET', '/api/admin/me', session)).statusCode).toBe(401);
    const login = await call('POST', '/api/admin/login', undefined, {
      username: 'sam',
      password: 'a long enough password',
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ error: SUSPENDED_MESSAGE });
    await call('PATCH', `/api/admin/staff/${id}`, owner, { suspended: false });
    const back = await call('POST', '/api/admin/login', undefined, {
      username: 'sam',
      password: 'a long enough password',
    });
    expect(back.statusCode).toBe(200);
    // The old session stays ended: letting someone back in revives nothing.
    expect((await call('GET', '/api/admin/me', session)).statusCode).toBe(401);
  });

  it('ends a removed person’s sessions, and the log still names what they did', async () => {
    const { id, session } = await member('ria');
    const post = await call('POST', '/api/admin/journal', session, {
      title: 'Studio notes',
      slug: 'studio-notes-ria',
      excerpt: 'A day in the studio.',
      body: 'Polishing day.',
      date: '2026-12-07',
      published: 'false',
    });
    expect(post.statusCode).toBeLessThan(300);
    expect((await call('DELETE', `/api/admin/staff/${id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', session)).statusCode).toBe(401);
    const rows = await t.db.select().from(adminActivity).where(eq(adminActivity.username, 'ria'));
    expect(rows.map((row) => row.entity)).toContain('journal-post');
    const removal = await t.db.select().from(adminActivity).where(eq(adminActivity.entity, 'staff'));
    expect(removal.map((row) => [row.username, row.action, row.target])).toContainEqual([
      'curator',
      'remove',
      'ria',
    ]);
  });

  it('changes a role: the next request is judged by it', async () => {
    const { id, session } = await member('lee');
    expect((await call('GET', '/api/admin/orders', session)).statusCode).toBe(403);
    await call('PATCH', `/api/admin/staff/${id}`, owner, { role: 'manager' });
    expect((await call('GET', '/api/admin/orders', session)).statusCode).toBe(200);
  });

  it('never leaves the studio without an Owner who can sign in, and nobody suspends or removes themselves', async () => {
    const list = await call('GET', '/api/admin/staff', owner);
    const curator = list.json<{ id: number; username: string }[]>().find((m) => m.username === 'curator')!;
    const demote = await call('PATCH', `/api/admin/staff/${curator.id}`, owner, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: LAST_OWNER_MESSAGE });
    expect(
      (await call('PATCH', `/api/admin/staff/${curator.id}`, owner, { suspended: true })).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/admin/staff/${curator.id}`, owner)).statusCode).toBe(409);
  });
});
