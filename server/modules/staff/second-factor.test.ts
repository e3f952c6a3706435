import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/auth/passwords';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin } from './admin-queries';

const PASSWORD = 'a long enough staff password';
/** The sign-in's clock: codes are read, tickets expire and waits end by it. */
let now = Date.parse('2026-12-07T12:00:00Z');
let t: TestApp;
/** Each test its own person and network: waits and used codes are per account and network. */
let person = 0;

/** A code from the person's app, `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: now + steps * 30_000,
  });

type Reply = {
  statusCode: number;
  json: <T = Record<string, unknown>>() => T;
  headers: Record<string, unknown>;
};

async function newPerson() {
  person += 1;
  const username = `person-${person}`;
  await createAdmin(t.db, username, await hashPassword(PASSWORD));
  return { username, remoteAddress: `198.51.${person}.7` };
}

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { token?: string; payload?: object; remoteAddress?: string },
) {
  return t.app.inject({
    method,
    url,
    headers: options.token ? bearer(options.token) : {},
    payload: options.payload,
    remoteAddress: options.remoteAddress,
  }) as Promise<Reply>;
}

async function signIn(username: string, remoteAddress: string) {
  return call('POST', '/api/admin/login', { payload: { username, password: PASSWORD }, remoteAddress });
}

/** A person with an authenticator app set up: their secret, recovery codes and the setup session. */
async function withApp() {
  const { username, remoteAddress } = await newPerson();
  const token = (await signIn(username, remoteAddress)).json<{ token: string }>().token;
  const setup = await call('POST', '/api/admin/me/totp', { token, remoteAddress });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await call('POST', '/api/admin/me/totp/confirm', {
    token,
    remoteAddress,
    payload: { code: codeAt(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  // The next code is a later one: a code is good once.
  now += 30_000;
  return {
    username,
    remoteAddress,
    token,
    secret,
    recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

async function ticketFor(username: string, remoteAddress: string): Promise<string> {
  const answer = await signIn(username, remoteAddress);
  expect(answer.statusCode).toBe(200);
  const body = answer.json<{ secondFactorRequired: boolean; ticket: string; token?: string }>();
  expect(body.secondFactorRequired).toBe(true);
  expect(body.token).toBeUndefined();
  return body.ticket;
}

const secondStep = (ticket: string, code: string, remoteAddress: string) =>
  call('POST', '/api/admin/login/second-factor', { payload: { ticket, code }, remoteAddress });

beforeAll(async () => {
  t = await createTestApp({ signInClock: () => new Date(now) });
});
afterAll(async () => {
  await t.close();
});

describe('an authenticator app as a second factor', () => {
  it('is set up with a secret shown once and confirmed by a first code, which gives ten recovery codes', async () => {
    const { username, remoteAddress } = await newPerson();
    const token = (await signIn(username, remoteAddress)).json<{ token: string }>().token;
    const setup = await call('POST', '/api/admin/me/totp', { token, remoteAddress });
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+person-\d+\?.*secret=[A-Z2-7]+/);
    // Not on until a code confirms it: signing in still answers a token.
    expect((await signIn(username, remoteAddress)).json()).toHaveProperty('token');
    const wrong = await call('POST', '/api/admin/me/totp/confirm', {
      token,
      remoteAddress,
      payload: { code: '000000' === codeAt(secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call('POST', '/api/admin/me/totp/confirm', {
      token,
      remoteAddress,
      payload: { code: codeAt(secret) },
    });
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call('GET', '/api/admin/me', { token })).json()).toMatchObject({ secondFactor: 'totp' });
    const staff = (await call('GET', '/api/admin/staff', { token: await t.login() })).json<
      { username: string; secondFactor: string }[]
    >();
    expect(staff.find((member) => member.username === username)?.secondFactor).toBe('totp');
    // The Owner's log says who turned theirs on.
    const log = (
      await call('GET', `/api/admin/activity?entity=authenticator&q=${username}`, { token: await t.login() })
    ).json<{ entries: { username: string; action: string }[] }>();
    expect(log.entries.map((entry) => [entry.username, entry.action])).toEqual([[username, 'turn-on']]);
  });

  it('needs fresh proof to set up or turn off, so a stolen session cannot swap in its own app', async () => {
    const { token, remoteAddress } = await withApp();
    now += 5 * 60_000 + 1;
    for (const method of ['POST', 'DELETE'] as const)
      expect((await call(method, '/api/admin/me/totp', { token, remoteAddress })).json()).toMatchObject({
        reauthenticate: true,
      });
  });

  it('turns a right password into a ticket, and the ticket and a code into a session; a code is good once', async () => {
    const { username, remoteAddress, secret } = await withApp();
    const ticket = await ticketFor(username, remoteAddress);
    const code = codeAt(secret);
    const signedIn = await secondStep(ticket, code, remoteAddress);
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json<{ token: string }>();
    expect((await call('GET', '/api/admin/me', { token })).json()).toMatchObject({ username });
    // The ticket is spent, and the same code on a new ticket is refused.
    expect((await secondStep(ticket, codeAt(secret, 1), remoteAddress)).statusCode).toBe(401);
    const again = await ticketFor(username, remoteAddress);
    expect((await secondStep(again, code, remoteAddress)).statusCode).toBe(401);
    // A phone a step behind or ahead is fine.
    now += 30_000;
    expect((await secondStep(again, codeAt(secret, 1), remoteAddress)).statusCode).toBe(200);
  });

  it('takes each recovery code once, written with or without its dash, in any case', async () => {
    const { username, remoteAddress, recoveryCodes } = await withApp();
    const [first] = recoveryCodes;
    const typed = first!.replace('-', ' ').toUpperCase();
    expect(
      (await secondStep(await ticketFor(username, remoteAddress), typed, remoteAddress)).statusCode,
    ).toBe(200);
    const twice = await secondStep(await ticketFor(username, remoteAddress), first!, remoteAddress);
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toEqual({ error: expect.stringContaining('That code is not right') });
  });

  it('lets a ticket wait five minutes, no longer', async () => {
    const { username, remoteAddress, secret } = await withApp();
    const ticket = await ticketFor(username, remoteAddress);
    now += 5 * 60_000 + 1;
    const late = await secondStep(ticket, codeAt(secret), remoteAddress);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ error: expect.stringContaining('took too long') });
  });

  it('throttles guessed codes per account, from any network, and lets the right code in once the wait is over', async () => {
    const { username, remoteAddress, secret } = await withApp();
    const ticket = await ticketFor(username, remoteAddress);
    const wrong = codeAt(secret) === '123456' ? '654321' : '123456';
    let last: Reply | undefined;
    for (let i = 0; i < 10 && last?.statusCode !== 429; i++)
      last = await secondStep(ticket, wrong, remoteAddress);
    expect(last?.statusCode).toBe(429);
    const wait = Number(last?.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // The right code waits too, and so does an attacker's other network: the account is counted.
    expect((await secondStep(ticket, codeAt(secret), remoteAddress)).statusCode).toBe(429);
    expect((await secondStep(ticket, codeAt(secret), '192.0.2.44')).statusCode).toBe(429);
    now += wait * 1000;
    expect((await secondStep(ticket, codeAt(secret), remoteAddress)).statusCode).toBe(200);
  });

  it('throttles guesses from one network across accounts', async () => {
    const remoteAddress = '203.0.113.200';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { username, secret } = await withApp();
      const ticket = await ticketFor(username, '198.18.0.1');
      const wrong = codeAt(secret) === '123456' ? '654321' : '123456';
      for (let j = 0; j < 4; j++) statuses.push((await secondStep(ticket, wrong, remoteAddress)).statusCode);
    }
    // No account reached its own wait (four guesses each), but the network did.
    expect(statuses).toContain(429);
  });

  it('proves a person again with a code (not their password alone) before a money step', async () => {
    const { token, remoteAddress, secret, recoveryCodes } = await withApp();
    now += 5 * 60_000 + 1;
    const erase = () => call('DELETE', '/api/admin/collectors/999999', { token, remoteAddress });
    expect((await erase()).json()).toMatchObject({ reauthenticate: true });
    const prove = (payload: object) =>
      call('POST', '/api/admin/me/reauthenticate', { token, remoteAddress, payload });
    const byPassword = await prove({ password: PASSWORD });
    expect(byPassword.statusCode).toBe(403);
    expect((await erase()).json()).toMatchObject({ reauthenticate: true });
    expect((await prove({ code: codeAt(secret) })).statusCode).toBe(200);
    expect((await erase()).statusCode).toBe(404);
    now += 5 * 60_000 + 1;
    expect((await prove({ code: recoveryCodes[3]! })).statusCode).toBe(200);
    expect((await erase()).statusCode).toBe(404);
  });

  it('is turned off by its person, after which the password alone signs in', async () => {
    const { username, remoteAddress, token } = await withApp();
    expect((await call('DELETE', '/api/admin/me/totp', { token, remoteAddress })).statusCode).toBe(200);
    expect((await signIn(username, remoteAddress)).json()).toHaveProperty('token');
  });
});
