import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES, SETUP_REQUIRED_MESSAGE } from '../../../contract/passkeys';
import { hashPassword } from '../../core/auth/passwords';
import type { MailMessage } from '../../core/mail/mailer';
import { adminUsers, mailOutbox, staffTotp } from '../../db/schema';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '../../test/software-authenticator';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin } from './admin-queries';
import { INVITATION_MAIL_KIND } from './mail/invitation-mail';
import { sealPlainTotpSecrets } from './second-factor';

const ORIGIN = 'https://studio.example';
const PASSWORD = 'a long enough staff password';
/** The sign-in's clock: challenges expire and proof goes stale by it. */
let now = Date.parse('2026-12-07T12:00:00Z');
let t: TestApp;
let person = 0;

type Reply = { statusCode: number; json: <T = Record<string, unknown>>() => T };

/** Each test's calls come from a network of its own (set by newPerson): waits are per network. */
let network = '198.51.100.7';
function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: network,
  }) as Promise<Reply>;
}

beforeAll(async () => {
  t = await createTestApp({ signInClock: () => new Date(now), publicUrl: ORIGIN });
});
afterAll(() => t.close());

/** A new person with a password, signed in (proven now), from a network of their own. */
async function newPerson(role: 'owner' | 'manager' | 'editor' = 'editor') {
  person += 1;
  network = `198.51.${person}.7`;
  const username = `passkey-person-${person}`;
  const admin = await createAdmin(t.db, username, await hashPassword(PASSWORD));
  await t.db.update(adminUsers).set({ role }).where(eq(adminUsers.id, admin.id));
  const signedIn = await call('POST', '/api/admin/login', undefined, { username, password: PASSWORD });
  expect(signedIn.statusCode).toBe(200);
  return { id: admin.id, username, token: signedIn.json<{ token: string }>().token };
}

/** Adds a passkey from the Security page: options, the authenticator's answer, its name. */
async function addPasskey(token: string, device: SoftwareAuthenticator, name = 'Laptop') {
  const options = await call('POST', '/api/admin/me/passkeys/options', token);
  expect(options.statusCode).toBe(200);
  return call('POST', '/api/admin/me/passkeys', token, {
    name,
    response: device.register(options.json()),
  });
}

async function signInWithPasskey(device: SoftwareAuthenticator) {
  const options = await call('POST', '/api/admin/login/passkey/options');
  expect(options.statusCode).toBe(200);
  return call('POST', '/api/admin/login/passkey', undefined, {
    response: device.authenticate(options.json()),
  });
}

describe('passkeys', () => {
  it('adds a passkey from a signed-in session, then signs in with it without a username or password', async () => {
    const me = await newPerson();
    const device = createSoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(me.token, device, 'MacBook Touch ID');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'MacBook Touch ID', lastUsedAt: null });
    const signedIn = await signInWithPasskey(device);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ token: string }>().token;
    const mine = await call('GET', '/api/admin/me', token);
    expect(mine.json()).toMatchObject({ username: me.username, passkeys: 1 });
    const listed = await call('GET', '/api/admin/me/passkeys', token);
    expect(listed.json()).toEqual([
      expect.objectContaining({ name: 'MacBook Touch ID', lastUsedAt: new Date(now).toISOString() }),
    ]);
  });

  it('takes each challenge once, and not after five minutes', async () => {
    const me = await newPerson();
    const device = createSoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(me.token, device)).statusCode).toBe(201);
    const options = await call('POST', '/api/admin/login/passkey/options');
    const answer = device.authenticate(options.json());
    expect((await call('POST', '/api/admin/login/passkey', undefined, { response: answer })).statusCode).toBe(
      200,
    );
    // The same answer again (a replay, or a second tab): its challenge is gone.
    const replay = await call('POST', '/api/admin/login/passkey', undefined, { response: answer });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: PASSKEY_MESSAGES.failed });
    // A challenge answered after five minutes by the sign-in's clock.
    const late = await call('POST', '/api/admin/login/passkey/options');
    now += 5 * 60_000 + 1;
    const lateAnswer = device.authenticate(late.json());
    expect(
      (await call('POST', '/api/admin/login/passkey', undefined, { response: lateAnswer })).statusCode,
    ).toBe(401);
  });

  it('refuses an answer made for another site, one without user verification, and an unknown passkey', async () => {
    const me = await newPerson();
    // A look-alike site relays the challenge: the browser signs it for the look-alike's origin.
    const phished = createSoftwareAuthenticator('https://studio-example.com');
    const options = await call('POST', '/api/admin/me/passkeys/options', me.token);
    const fromElsewhere = await call('POST', '/api/admin/me/passkeys', me.token, {
      name: 'Phished',
      response: phished.register(options.json()),
    });
    expect(fromElsewhere.statusCode).toBe(400);
    const noPin = createSoftwareAuthenticator(ORIGIN, { userVerified: false });
    expect((await addPasskey(me.token, noPin)).statusCode).toBe(400);
    // A passkey nobody here registered.
    const stranger = createSoftwareAuthenticator(ORIGIN);
    stranger.register({ challenge: 'x', rp: {}, user: { id: 'x' } });
    const unknown = await signInWithPasskey(stranger);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: PASSKEY_MESSAGES.unknown });
    expect((await call('GET', '/api/admin/me/passkeys', me.token)).json()).toEqual([]);
  });

  it('refuses a copy of a passkey whose signature count went back (a cloned key)', async () => {
    const me = await newPerson();
    const device = createSoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(me.token, device)).statusCode).toBe(201);
    const original = device.credentials[0]!;
    // Copied before it was used again: its count stays behind the original's.
    const copy = { ...original };
    expect((await signInWithPasskey(device)).statusCode).toBe(200);
    expect((await signInWithPasskey(device)).statusCode).toBe(200);
    const options = await call('POST', '/api/admin/login/passkey/options');
    const cloned = await call('POST', '/api/admin/login/passkey', undefined, {
      response: device.authenticate(options.json(), copy),
    });
    expect(cloned.statusCode).toBe(401);
  });

  it('makes a network that keeps failing passkey sign-ins wait, by the sign-in’s clock, as wrong passwords do', async () => {
    const me = await newPerson();
    const device = createSoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(me.token, device)).statusCode).toBe(201);
    const stranger = createSoftwareAuthenticator(ORIGIN);
    stranger.register({ challenge: 'x', rp: {}, user: { id: 'x' } });
    let last = 0;
    for (let i = 0; i < 15 && last !== 429; i++) last = (await signInWithPasskey(stranger)).statusCode;
    expect(last).toBe(429);
    // The right passkey waits too, from that network, until the wait is over.
    expect((await signInWithPasskey(device)).statusCode).toBe(429);
    now += 15 * 60_000 + 1;
    expect((await signInWithPasskey(device)).statusCode).toBe(200);
  });

  it('asks for fresh proof before adding or removing a passkey', async () => {
    const me = await newPerson();
    now += 5 * 60_000 + 1;
    const refused = await call('POST', '/api/admin/me/passkeys/options', me.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reauthenticate: true });
    expect(
      (await call('POST', '/api/admin/me/reauthenticate', me.token, { password: PASSWORD })).statusCode,
    ).toBe(200);
    const device = createSoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(me.token, device);
    expect(added.statusCode).toBe(201);
    const id = added.json<{ id: number }>().id;
    now += 5 * 60_000 + 1;
    expect((await call('DELETE', `/api/admin/me/passkeys/${id}`, me.token)).json()).toMatchObject({
      reauthenticate: true,
    });
  });

  it('proves the person again with their passkey before a refund; their password alone no longer does', async () => {
    const me = await newPerson('owner');
    const device = createSoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(me.token, device)).statusCode).toBe(201);
    now += 5 * 60_000 + 1;
    const refund = () =>
      call('POST', '/api/admin/orders/999999/refund', me.token, {
        numberReturnsTo: 'sale',
        reason: 'Broken',
      });
    expect((await refund()).json()).toMatchObject({ reauthenticate: true });
    const byPassword = await call('POST', '/api/admin/me/reauthenticate', me.token, { password: PASSWORD });
    expect(byPassword.statusCode).toBe(403);
    const options = await call('POST', '/api/admin/me/reauthenticate/options', me.token);
    expect(options.json<{ allowCredentials: unknown[] }>().allowCredentials).toHaveLength(1);
    const answer = device.authenticate(options.json());
    const proved = await call('POST', '/api/admin/me/reauthenticate', me.token, { passkey: answer });
    expect(proved.statusCode).toBe(200);
    // Through to the refund itself (no order by that number: 404).
    expect((await refund()).statusCode).toBe(404);
    // A sign-in challenge does not prove anyone: challenges are for one purpose.
    now += 5 * 60_000 + 1;
    const signInChallenge = await call('POST', '/api/admin/login/passkey/options');
    const wrongPurpose = await call('POST', '/api/admin/me/reauthenticate', me.token, {
      passkey: device.authenticate(signInChallenge.json()),
    });
    expect(wrongPurpose.statusCode).toBe(403);
    // Someone else's passkey does not prove this person.
    const other = await newPerson('owner');
    const otherDevice = createSoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(other.token, otherDevice)).statusCode).toBe(201);
    const mine = await call('POST', '/api/admin/me/reauthenticate/options', me.token);
    const theirs = otherDevice.authenticate(mine.json(), otherDevice.credentials[0]);
    expect(
      (await call('POST', '/api/admin/me/reauthenticate', me.token, { passkey: theirs })).statusCode,
    ).toBe(403);
  });
});

/** The newest invitation email's token. */
async function lastInvitationToken(): Promise<string> {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, INVITATION_MAIL_KIND))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /invite\?token=([\w-]+)/.exec((row!.message as MailMessage).text)![1]!;
}

describe('an invitation accepted with a passkey', () => {
  it('makes an account that signs in with the passkey, and with no password', async () => {
    const { token: owner } = await newPerson('owner');
    const invited = await call('POST', '/api/admin/staff/invitations', owner, {
      email: 'ines@example.com',
      role: 'editor',
    });
    expect(invited.statusCode).toBe(201);
    const token = await lastInvitationToken();
    const device = createSoftwareAuthenticator(ORIGIN);
    // A name already taken is said before the passkey is made.
    const taken = await call('POST', '/api/admin/staff/invitations/accept/passkey-options', undefined, {
      token,
      username: 'curator',
    });
    expect(taken.statusCode).toBe(409);
    const options = await call('POST', '/api/admin/staff/invitations/accept/passkey-options', undefined, {
      token,
      username: 'Ines',
    });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rp: { id: 'studio.example' }, user: { name: 'Ines' } });
    const accepted = await call('POST', '/api/admin/staff/invitations/accept', undefined, {
      token,
      username: 'Ines',
      passkey: device.register(options.json()),
      passkeyName: 'Chrome on macOS',
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<{ token: string }>().token;
    expect((await call('GET', '/api/admin/me', session)).json()).toMatchObject({
      username: 'Ines',
      passkeys: 1,
    });
    expect((await signInWithPasskey(device)).statusCode).toBe(200);
    // No password was chosen: none signs in.
    const guess = await call('POST', '/api/admin/login', undefined, { username: 'Ines', password: '' });
    expect(guess.statusCode).not.toBe(200);
    // The link is used up.
    const again = await call('POST', '/api/admin/staff/invitations/accept/passkey-options', undefined, {
      token,
      username: 'Someone',
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an answer to another link’s challenge', async () => {
    const { token: owner } = await newPerson('owner');
    await call('POST', '/api/admin/staff/invitations', owner, { email: 'a@example.com', role: 'editor' });
    const first = await lastInvitationToken();
    await call('POST', '/api/admin/staff/invitations', owner, { email: 'b@example.com', role: 'editor' });
    const second = await lastInvitationToken();
    const device = createSoftwareAuthenticator(ORIGIN);
    const options = await call('POST', '/api/admin/staff/invitations/accept/passkey-options', undefined, {
      token: first,
      username: 'Aa',
    });
    const crossed = await call('POST', '/api/admin/staff/invitations/accept', undefined, {
      token: second,
      username: 'Bb',
      passkey: device.register(options.json()),
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ message: PASSKEY_MESSAGES.failed });
  });
});

describe('the Owner’s rule: an authenticator app or a passkey for everyone', () => {
  it('holds a person with a password only to the setup until they add a passkey', async () => {
    const { token: owner } = await newPerson('owner');
    // Not before the Owner has one themselves: the rule would hold its own author.
    const first = await call('PUT', '/api/admin/staff/policy', owner, { requireSecondFactor: true });
    expect(first.statusCode).toBe(409);
    const ownersDevice = createSoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(owner, ownersDevice)).statusCode).toBe(201);
    const someone = await newPerson('manager');
    const set = await call('PUT', '/api/admin/staff/policy', owner, { requireSecondFactor: true });
    expect(set.statusCode).toBe(200);
    try {
      const held = await call('GET', '/api/admin/orders', someone.token);
      expect(held.statusCode).toBe(403);
      expect(held.json()).toEqual({ error: SETUP_REQUIRED_MESSAGE, setUpRequired: true });
      expect((await call('GET', '/api/admin/me', someone.token)).json()).toMatchObject({ mustSetUp: true });
      // The Owner, who has a passkey, goes on as before.
      expect((await call('GET', '/api/admin/orders', owner)).statusCode).toBe(200);
      const device = createSoftwareAuthenticator(ORIGIN);
      expect((await addPasskey(someone.token, device)).statusCode).toBe(201);
      expect((await call('GET', '/api/admin/orders', someone.token)).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/me', someone.token)).json()).toMatchObject({ mustSetUp: false });
    } finally {
      await call('PUT', '/api/admin/staff/policy', owner, { requireSecondFactor: false });
    }
  });

  it('is the Owner’s alone, and needs fresh proof', async () => {
    const manager = await newPerson('manager');
    expect(
      (await call('PUT', '/api/admin/staff/policy', manager.token, { requireSecondFactor: true })).statusCode,
    ).toBe(403);
    const someOwner = await newPerson('owner');
    now += 5 * 60_000 + 1;
    const stale = await call('PUT', '/api/admin/staff/policy', someOwner.token, {
      requireSecondFactor: true,
    });
    expect(stale.json()).toMatchObject({ reauthenticate: true });
    expect((await call('GET', '/api/admin/staff/policy', someOwner.token)).json()).toEqual({
      requireSecondFactor: false,
    });
  });
});

describe('sessions and passkeys on the Security page', () => {
  it('shows the Owner each person’s browsers and passkeys, and lets the Owner end anyone’s session', async () => {
    const someOwner = await newPerson('owner');
    const editor = await newPerson('editor');
    const device = createSoftwareAuthenticator(ORIGIN);
    expect((await addPasskey(editor.token, device, 'Pixel')).statusCode).toBe(201);
    const access = await call('GET', '/api/admin/staff/access', someOwner.token);
    expect(access.statusCode).toBe(200);
    const row = access
      .json<{ username: string; sessions: { id: number }[]; passkeys: unknown[] }[]>()
      .find((p) => p.username === editor.username)!;
    expect(row.sessions).toHaveLength(1);
    expect(row.passkeys).toEqual([expect.objectContaining({ name: 'Pixel' })]);
    // The editor may not end the Owner's, nor see everyone's.
    expect((await call('GET', '/api/admin/staff/access', editor.token)).statusCode).toBe(403);
    const ended = await call('DELETE', `/api/admin/staff/sessions/${row.sessions[0]!.id}`, someOwner.token);
    expect(ended.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', editor.token)).statusCode).toBe(401);
    // The Owner removes the lost phone's passkey: it signs nobody in any more.
    const passkeyId = (row.passkeys[0] as { id: number }).id;
    expect((await call('DELETE', `/api/admin/staff/passkeys/${passkeyId}`, someOwner.token)).statusCode).toBe(
      200,
    );
    expect((await signInWithPasskey(device)).json()).toEqual({ error: PASSKEY_MESSAGES.unknown });
  });

  it('lets each person end their own other sessions, not someone else’s', async () => {
    const me = await newPerson('manager');
    const other = await call('POST', '/api/admin/login', undefined, {
      username: me.username,
      password: PASSWORD,
    });
    const otherToken = other.json<{ token: string }>().token;
    const mine = await call('GET', '/api/admin/sessions', me.token);
    const elsewhere = mine.json<{ id: number; current: boolean }[]>().find((s) => !s.current)!;
    const someoneElse = await newPerson('editor');
    const theirs = (await call('GET', '/api/admin/sessions', someoneElse.token)).json<{ id: number }[]>()[0]!;
    expect((await call('DELETE', `/api/admin/sessions/${theirs.id}`, me.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/sessions/${elsewhere.id}`, me.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', otherToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/me', me.token)).statusCode).toBe(200);
  });
});

describe('authenticator secrets at rest', () => {
  it('keeps them sealed, and seals a secret stored before sealing without breaking its codes', async () => {
    const me = await newPerson();
    const setup = await call('POST', '/api/admin/me/totp', me.token);
    const { secret } = setup.json<{ secret: string }>();
    const code = (at: number) =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
    expect((await call('POST', '/api/admin/me/totp/confirm', me.token, { code: code(now) })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(staffTotp).where(eq(staffTotp.userId, me.id));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(secret);
    // A row as an older version stored it, plain base32: its codes still sign in, and reading
    // it seals it.
    await t.db.update(staffTotp).set({ secret }).where(eq(staffTotp.userId, me.id));
    now += 60_000;
    const ticket = await call('POST', '/api/admin/login', undefined, {
      username: me.username,
      password: PASSWORD,
    });
    const signedIn = await call('POST', '/api/admin/login/second-factor', undefined, {
      ticket: ticket.json<{ ticket: string }>().ticket,
      code: code(now),
    });
    expect(signedIn.statusCode).toBe(200);
    const [readOnce] = await t.db.select().from(staffTotp).where(eq(staffTotp.userId, me.id));
    expect(readOnce!.secret).toMatch(/^v1\./);
    // And the start's sweep seals such rows before anyone reads them.
    await t.db.update(staffTotp).set({ secret }).where(eq(staffTotp.userId, me.id));
    expect(await sealPlainTotpSecrets(t.db)).toBe(1);
    const [swept] = await t.db.select().from(staffTotp).where(eq(staffTotp.userId, me.id));
    expect(swept!.secret).toMatch(/^v1\./);
  });
});
