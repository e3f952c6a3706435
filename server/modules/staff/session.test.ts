import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHashGate, type HashGate } from '../../core/auth/hash-gate';
import { ARGON2_CHECKS, type PasswordChecks } from '../../core/auth/passwords';
import { hashToken } from '../../core/auth/tokens';
import { adminSessions, adminUsers, signInLimits } from '../../db/schema';
import { bearer, createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { rememberSignInLink } from './device-queries';

// Counts every password check (argon2id): what a flood of sign-ins must not multiply. The app
// is given these checks (and the gate below) rather than the modules being mocked, so this
// file shares its worker with others safely.
const passwordChecks = {
  verify: vi.fn(ARGON2_CHECKS.verify),
  burn: vi.fn(ARGON2_CHECKS.burn),
} satisfies PasswordChecks;
// Counts the sign-ins let into the password check gate (running or waiting in it).
const gate = { entered: 0 };
function countingGate(inner: HashGate): HashGate {
  return {
    enter: (...enterArgs) => {
      const ticket = inner.enter(...enterArgs);
      if (ticket) gate.entered++;
      return ticket;
    },
    run: (...runArgs) => {
      gate.entered++;
      return inner.run(...runArgs);
    },
  };
}
const hashes = () => passwordChecks.verify.mock.calls.length + passwordChecks.burn.mock.calls.length;

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({
    signInClock: () => new Date(now),
    hashGate: countingGate(createHashGate()),
    passwordChecks,
  });
});
afterAll(() => t.close());

const login = (payload: object, ip = '10.0.0.1', cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload,
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const wrong = { username: TEST_ADMIN.username, password: 'not the password' };
/** The device cookie a sign-in set, as the browser sends it back. */
const deviceOf = (response: { headers: Record<string, unknown> }) =>
  String([response.headers['set-cookie']].flat()[0]).split(';')[0]!;

describe('POST /api/admin/login', () => {
  it('answers a token of at least 256 bits and stores only its SHA-256', async () => {
    const response = await login(TEST_ADMIN, '10.0.0.2');
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const rows = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const expiresInDays = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(13.9);
    expect(expiresInDays).toBeLessThanOrEqual(14);
    const all = await t.db.select().from(adminSessions);
    expect(all.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('answers an unknown user and a wrong password the same way', async () => {
    const unknown = await login({ username: 'nobody', password: 'whatever' }, '10.0.0.3');
    const wrong = await login({ username: TEST_ADMIN.username, password: 'wrong' }, '10.0.0.4');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: 'Invalid credentials' });
    expect(wrong.body).toBe(unknown.body);
  });

  it('answers the validation messages for missing fields', async () => {
    const response = await login({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Username is required',
      'Password is required',
    ]);
  });
});

describe('sign-in limits', () => {
  // Each case starts from no counted attempts, and leaves none behind for the cases after it.
  beforeEach(async () => {
    await t.db.delete(signInLimits);
  });
  afterEach(async () => {
    await t.db.delete(signInLimits);
  });

  it('checks no more passwords than the limit allows when 50 wrong ones arrive at once', async () => {
    const before = hashes();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(wrong, `10.9.${Math.floor(i / 10)}.${i % 10}`)),
    );
    // One network block has five attempts back to back; every later one waits, refused without
    // a check.
    expect(hashes() - before).toBe(5);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answer.json().error).toMatch(
        /^Too many failed login attempts\. Try again in \d+ minute\(s\)\.$/,
      );
    }
  });

  it("checks at most the account's allowance when 30 networks guess one after another", async () => {
    const before = hashes();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await login(wrong, `${100 + i}.1.0.1`));
    expect(hashes() - before).toBe(20);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(10);
    // The account's wait is never more than a minute: one more guess a minute.
    for (const answer of refused) expect(answer.headers['retry-after']).toBe('60');
    now += 60_000;
    expect((await login(wrong, '131.1.0.1')).statusCode).toBe(401);
    expect((await login(wrong, '132.1.0.1')).statusCode).toBe(429);
  });

  it('counts one network block across usernames and addresses, known or not', async () => {
    const before = hashes();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login({ username: `guess-${i}`, password: 'x' }, `10.8.${i}.${(i * 7) % 250}`),
      ),
    );
    expect(hashes() - before).toBe(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(45);
    // An IPv6 network by its /48: a fresh /64 per guess is the same network.
    const v6 = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(wrong, `2001:db8:7:${i.toString(16)}::${i + 1}`)),
    );
    expect(v6.filter((a) => a.statusCode === 401)).toHaveLength(5);
  });

  it('makes each wait longer than the last, and lets the right password through once it is over', async () => {
    for (let i = 0; i < 5; i++) expect((await login(wrong, `10.7.0.${i}`)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await login(TEST_ADMIN, '10.7.1.1');
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      now += wait * 1000;
      expect((await login(wrong, '10.7.1.2')).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    now += 8000;
    expect((await login(TEST_ADMIN, '10.7.1.1')).statusCode).toBe(200);
    // A right password starts the account over.
    expect((await login(wrong, '10.7.1.3')).statusCode).toBe(401);
  });

  it('lets a browser that signed in before through with the right password while the account is under attack', async () => {
    const first = await login(TEST_ADMIN, '10.6.0.1');
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^vitrine_device=[\w-]{40,}; Path=\/api\/admin; Max-Age=\d+; HttpOnly; SameSite=Strict/,
    );
    const device = setCookie.split(';')[0]!;

    for (let i = 0; i < 30; i++) await login(wrong, `10.6.1.${i}`);
    const stranger = await login(TEST_ADMIN, '10.6.2.1');
    expect(stranger.statusCode).toBe(429);

    const owner = await login(TEST_ADMIN, '10.6.2.2', device);
    expect(owner.statusCode).toBe(200);
    // A device token is no key on its own: its wrong passwords wait like any other.
    for (let i = 0; i < 5; i++) expect((await login(wrong, `10.6.3.${i}`, device)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN, '10.6.3.9', device)).statusCode).toBe(429);
    // Nor does it open another account's waits: a forged cookie is a stranger.
    const forged = await login(
      TEST_ADMIN,
      '10.6.2.3',
      'vitrine_device=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(forged.statusCode).toBe(429);
  });

  it('keeps the browser that changed the password, and forgets every other', async () => {
    const signedIn = await login(TEST_ADMIN, '10.4.0.1');
    const device = deviceOf(signedIn);
    const other = deviceOf(await login(TEST_ADMIN, '10.4.0.2'));
    const { token } = signedIn.json<{ token: string }>();
    const setPassword = (currentPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/password',
        headers: { ...bearer(token), cookie: device },
        payload: { currentPassword, newPassword },
        remoteAddress: '10.4.0.1',
      });
    const changed = 'changed after a break-in';
    expect((await setPassword(TEST_ADMIN.password, changed)).statusCode).toBe(200);

    for (let i = 0; i < 30; i++) await login(wrong, `10.4.1.${i}`);
    // Whoever signed in with the old password on another browser now waits with every stranger.
    const withOldDevice = await login({ ...TEST_ADMIN, password: changed }, '10.4.2.1', other);
    expect(withOldDevice.statusCode).toBe(429);
    // The browser that changed it is still known: in at once with the new password.
    const owner = await login({ ...TEST_ADMIN, password: changed }, '10.4.2.2', device);
    expect(owner.statusCode).toBe(200);

    expect((await setPassword(changed, TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('moves a device cookie kept under the sign-in path to the whole admin API', async () => {
    const device = deviceOf(await login(TEST_ADMIN, '10.3.0.1'));
    // A browser with the cookie from before: it sends both, and the old one is the known one.
    const both = `vitrine_device=${'B'.repeat(43)}; ${device}`;
    for (let i = 0; i < 30; i++) await login(wrong, `10.3.1.${i}`);
    const again = await login(TEST_ADMIN, '10.3.2.1', both);
    expect(again.statusCode).toBe(200);
    const cookies = [again.headers['set-cookie']].flat().map(String);
    expect(cookies[0]).toBe(`${device}; Path=/api/admin; Max-Age=31536000; HttpOnly; SameSite=Strict`);
    expect(cookies[1]).toMatch(/^vitrine_device=; Path=\/api\/admin\/login; Max-Age=0/);
  });
});

describe('a sustained attack on the account', () => {
  beforeEach(async () => {
    await t.db.delete(signInLimits);
  });
  afterEach(async () => {
    await t.db.delete(signInLimits);
  });

  it("lets the owner's new browser in at once, every time, while one /16 attacks the account without pause", async () => {
    const device = deviceOf(await login(TEST_ADMIN, '198.51.100.1'));
    let address = 0;
    // Every try from a fresh address of 172.16.0.0/16, never the same twice.
    const attacker = () => login(wrong, `172.16.${Math.floor(address / 250) % 256}.${address++ % 250}`);
    let checked = 0;
    let refused = 0;
    let lastWait = 0;
    /** One try of the attacker's; a refused one is answered at once and counted by no key. */
    const attack = async () => {
      const answer = await attacker();
      if (answer.statusCode === 401) checked++;
      else {
        expect(answer.statusCode).toBe(429);
        refused++;
        lastWait = Number(answer.headers['retry-after']);
      }
      return answer;
    };
    const ownerTries: number[] = [];
    /** The owner on a browser never used here, from a network of their own. */
    const ownerNewBrowser = async (attempt: number) => {
      const answer = await login(TEST_ADMIN, `203.0.113.${attempt % 250}`);
      ownerTries.push(answer.statusCode);
    };

    // Nine wrong passwords from changing addresses, then four tries a second, as the review did.
    for (let i = 0; i < 9; i++) await attack();
    const start = now;
    // The first minute at four a second, every try sent; the owner tries eight times over its
    // first 40 seconds, between them.
    for (let tick = 0; tick < 240; tick++) {
      await attack();
      if (tick % 20 === 10 && tick <= 150) await ownerNewBrowser(tick);
      now += 250;
    }
    expect(ownerTries).toEqual(Array(8).fill(200));
    // Then two hours more. Each try refused here would be refused alike at any moment of the
    // wait, so the attacker's tries are sent in fours a second apart and at the moment each wait
    // ends, where four a second would land; the owner tries every ten minutes, the known browser
    // too, from inside the attacking network.
    let nextOwner = now;
    let owner = 8;
    while (now - start < 2 * 60 * 60 * 1000) {
      const answer = await attack();
      if (answer.statusCode === 429) {
        for (let i = 0; i < 3; i++) expect((await attack()).statusCode).toBe(429);
        const waitEnds = now + Number(answer.headers['retry-after']) * 1000;
        while (nextOwner <= waitEnds) {
          now = Math.max(now, nextOwner);
          await ownerNewBrowser(owner++);
          expect((await login(TEST_ADMIN, '172.16.250.250', device)).statusCode).toBe(200);
          nextOwner += 10 * 60 * 1000;
        }
        now = waitEnds;
      } else now += 250;
    }
    expect(ownerTries.length).toBeGreaterThanOrEqual(8 + 12);
    expect(ownerTries.every((status) => status === 200)).toBe(true);
    // The attack costs the attacker: of the 28,800 tries four a second makes in two hours, 21
    // had their password checked (5 at once, 10 more over the growing waits of the first 17
    // minutes, then one every 15 minutes), and its network now waits the longest wait.
    expect(checked).toBeLessThanOrEqual(21);
    expect(refused).toBeGreaterThan(200);
    expect(lastWait).toBe(15 * 60);
  }, 180_000);

  it("keeps a new browser of the owner's waiting a minute at most while many networks attack", async () => {
    const device = deviceOf(await login(TEST_ADMIN, '10.2.0.1'));
    let network = 0;
    // Each guess from a network of its own: 144 networks over six hours.
    const attacker = () => login(wrong, `${11 + Math.floor(network / 250)}.${network++ % 250}.0.1`);
    // Every quarter hour a burst of guesses, each sent as soon as the last wait ends, on a clock
    // the test moves.
    for (let round = 0; round < 24; round++) {
      for (let i = 0; i < 6; i++) {
        const answer = await attacker();
        if (answer.statusCode === 429) now += Number(answer.headers['retry-after']) * 1000;
      }
      const known = await login(TEST_ADMIN, '10.2.200.1', device);
      expect(known.statusCode).toBe(200);
      // A new browser, from a network of its own: refused at most for a minute, then in.
      const fresh = await login(TEST_ADMIN, `10.2.201.${round}`);
      if (fresh.statusCode === 429) {
        const wait = Number(fresh.headers['retry-after']);
        expect(wait).toBeLessThanOrEqual(60);
        now += wait * 1000;
        expect((await login(TEST_ADMIN, `10.2.201.${round}`)).statusCode).toBe(200);
      } else {
        expect(fresh.statusCode).toBe(200);
      }
      now += 15 * 60 * 1000;
    }
  }, 180_000);

  it("keeps the owner's known browser in when the attack comes from the owner's own network", async () => {
    const device = deviceOf(await login(TEST_ADMIN, '10.1.0.1'));
    for (let i = 0; i < 40; i++) await login({ username: `guess-${i}`, password: 'x' }, '10.1.0.1');
    expect((await login(TEST_ADMIN, '10.1.0.1')).statusCode).toBe(429);
    expect((await login(TEST_ADMIN, '10.1.0.1', device)).statusCode).toBe(200);
  });
});

describe('a sign-in link from the shell', () => {
  afterEach(async () => {
    await t.db.delete(signInLimits);
  });
  const openLink = (token: string, ip = '10.0.9.1') =>
    t.app.inject({ method: 'POST', url: '/api/admin/login/link', payload: { token }, remoteAddress: ip });

  it('signs one browser in, once, and makes it a known device', async () => {
    const [admin] = await t.db.select().from(adminUsers).where(eq(adminUsers.username, TEST_ADMIN.username));
    const token = 'L'.repeat(43);
    await rememberSignInLink(t.db, admin!.id, hashToken(token));
    const first = await openLink(token);
    expect(first.statusCode).toBe(200);
    const session = first.json<{ token: string }>().token;
    expect((await t.app.inject({ url: '/api/admin/verify', headers: bearer(session) })).statusCode).toBe(200);
    const device = deviceOf(first);
    for (let i = 0; i < 30; i++) await login(wrong, `10.0.8.${i}`);
    expect((await login(TEST_ADMIN, '10.0.9.2', device)).statusCode).toBe(200);

    const second = await openLink(token);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(/^This sign-in link is not valid/);
  });

  it('answers a malformed body with the reason, in the same shape', async () => {
    for (const payload of [{}, { token: 7 }, { token: '' }, [[[]]]]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login/link',
        payload,
        remoteAddress: '10.0.9.3',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
  });

  it('is good for 15 minutes only', async () => {
    const [admin] = await t.db.select().from(adminUsers).where(eq(adminUsers.username, TEST_ADMIN.username));
    const token = 'S'.repeat(43);
    await rememberSignInLink(t.db, admin!.id, hashToken(token), new Date(Date.now() - 16 * 60 * 1000));
    expect((await openLink(token)).statusCode).toBe(400);
  });
});

/**
 * The checks of made-up names a flood test holds, as a machine under a real flood would hold them:
 * once `hold()` is called, each waits in `held` until the test lets it go. Whatever a failed test
 * left held is let go after it, so the gate it filled does not turn the next test's sign-ins away.
 */
function heldChecks() {
  const held: (() => void)[] = [];
  afterEach(async () => {
    passwordChecks.burn.mockImplementation(ARGON2_CHECKS.burn);
    while (held.length) held.shift()!();
    await t.db.delete(signInLimits);
  });
  const hold = () =>
    passwordChecks.burn.mockImplementation(() => new Promise((resolve) => held.push(() => resolve(false))));
  return { held, hold };
}

describe('a flood of made-up names from many addresses', () => {
  const { held, hold } = heldChecks();

  it("fills the password checks, and still lets the owner's browser in", async () => {
    const device = deviceOf(await login(TEST_ADMIN, '10.5.0.1'));
    hold();
    const before = gate.entered;
    const flood = Array.from({ length: 10 }, (_, i) =>
      login({ username: `made-up-${i}`, password: 'x' }, `${30 + i}.5.1.1`),
    );
    let floodAnswered = false;
    void Promise.all(flood).then(() => {
      floodAnswered = true;
    });
    // All ten are in the gate, and the two let through have reached their checks (on PostgreSQL
    // a sign-in's reads can still be on their way after the last one entered).
    await vi.waitFor(
      () => {
        expect(gate.entered - before).toBe(10);
        expect(held).toHaveLength(2);
      },
      { timeout: 20_000 },
    );
    // Two running, eight waiting: a stranger is turned away at once...
    const stranger = await login({ username: 'one-more', password: 'x' }, '10.5.2.1');
    expect(stranger.statusCode).toBe(429);
    // ...the owner's browser is next in line, and in as soon as one check ends.
    const owner = login(TEST_ADMIN, '10.5.2.2', device);
    await vi.waitFor(() => expect(gate.entered - before).toBe(11), { timeout: 20_000 });
    held.shift()!();
    expect((await owner).statusCode).toBe(200);
    while (!floodAnswered) {
      held.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await Promise.all(flood)).map((a) => a.statusCode)).toEqual(Array(10).fill(401));
  });
});

describe('a gate flood of 80 made-up sign-ins at once', () => {
  const { held, hold } = heldChecks();

  it("lets the owner's browser in, and a refused new browser is not counted against the account", async () => {
    const device = deviceOf(await login(TEST_ADMIN, '10.5.9.1'));
    hold();
    const flood = Array.from({ length: 80 }, (_, i) =>
      login({ username: `invented-${i}`, password: 'x' }, `${40 + i}.5.0.1`),
    );
    await vi.waitFor(() => expect(held).toHaveLength(2), { timeout: 20_000 });
    // A new browser of the owner's, five times over while the gate is full: each turned away
    // at once, none of them counted.
    for (let i = 0; i < 6; i++) {
      const refused = await login(TEST_ADMIN, '10.5.20.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
    }
    const accountKey = `account:${hashToken(TEST_ADMIN.username)}`;
    expect(await t.db.select().from(signInLimits).where(eq(signInLimits.key, accountKey))).toEqual([]);
    // The known browser goes to the head of the line: in as soon as one check ends.
    const before = gate.entered;
    const owner = login(TEST_ADMIN, '10.5.20.2', device);
    await vi.waitFor(() => expect(gate.entered - before).toBe(1), { timeout: 20_000 });
    held.shift()!();
    expect((await owner).statusCode).toBe(200);
    let floodAnswered = false;
    void Promise.all(flood).then(() => {
      floodAnswered = true;
    });
    while (!floodAnswered) {
      held.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = (await Promise.all(flood)).map((a) => a.statusCode);
    expect(answers.filter((code) => code === 401)).toHaveLength(10);
    expect(answers.filter((code) => code === 429)).toHaveLength(70);
    // And once it has passed, the new browser is in at once: nothing was held against it.
    expect((await login(TEST_ADMIN, '10.5.20.1')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('verifies a valid token, and logout revokes it on the server', async () => {
    const token = await t.login();
    const verify = await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(token) });
    expect(verify.json()).toEqual({ valid: true });
    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const token = await t.login();
    await t.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, hashToken(token)));
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('ends a session unused for 12 hours, and keeps one in use', async () => {
    const idle = await t.login();
    const used = await t.login();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await t.db
      .update(adminSessions)
      .set({ lastUsedAt: hoursAgo(12.1) })
      .where(eq(adminSessions.tokenHash, hashToken(idle)));
    await t.db
      .update(adminSessions)
      .set({ lastUsedAt: hoursAgo(11.9) })
      .where(eq(adminSessions.tokenHash, hashToken(used)));
    const verify = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(token) });
    expect((await verify(idle)).statusCode).toBe(401);
    expect((await verify(used)).statusCode).toBe(200);
    // Used, its idle time starts over.
    const [row] = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(used)));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it('marks every admin answer no-store, refusals included', async () => {
    const token = await t.login();
    for (const [method, url, headers] of [
      ['GET', '/api/admin/sculptures', bearer(token)],
      ['GET', '/api/admin/sculptures', {}],
      ['GET', '/api/admin/no-such-route', bearer(token)],
    ] as const) {
      const response = await t.app.inject({ method, url, headers });
      expect(response.headers['cache-control'], `${method} ${url}`).toBe('private, no-store');
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ADMIN,
      remoteAddress: '10.0.5.1',
    });
    expect(signIn.headers['cache-control']).toBe('private, no-store');
  });

  it('lets scripts talk to this site only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toMatch(/(^|;)connect-src 'self'(;|$)/);
  });
});

describe("the Security card's API", () => {
  const signIn = async (userAgent: string, remoteAddress = '10.0.6.1') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ADMIN,
      remoteAddress,
      headers: { 'user-agent': userAgent },
    });
    return response.json<{ token: string }>().token;
  };
  const sessions = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/sessions', headers: bearer(token) })).json<
      {
        id: number;
        userAgent: string | null;
        signInNetwork: string | null;
        current: boolean;
        lastUsedAt: string;
      }[]
    >();

  it('keeps the network each browser signed in from, never its whole address', async () => {
    const studio = await signIn('Studio Browser/1.0', '203.0.113.47');
    await signIn('Travel Browser/1.0', '2001:db8:85a3:42:1000:8a2e:370:7334');
    const listed = await sessions(studio);
    expect(listed.find((s) => s.userAgent === 'Studio Browser/1.0')!.signInNetwork).toBe('203.0.113.0/24');
    expect(listed.find((s) => s.userAgent === 'Travel Browser/1.0')!.signInNetwork).toBe(
      '2001:db8:85a3::/48',
    );
    const stored = await t.db.select({ network: adminSessions.signInNetwork }).from(adminSessions);
    expect(JSON.stringify(stored)).not.toContain('203.0.113.47');
    expect(JSON.stringify(stored)).not.toContain('7334');
  });

  it('lists the browsers signed in, and signs one out', async () => {
    const laptop = await signIn('Laptop Browser/1.0');
    const phone = await signIn('Phone Browser/2.0');
    const listed = await sessions(laptop);
    const phoneSession = listed.find((s) => s.userAgent === 'Phone Browser/2.0')!;
    expect(phoneSession.current).toBe(false);
    expect(listed.find((s) => s.userAgent === 'Laptop Browser/1.0')!.current).toBe(true);
    expect(Number.isNaN(Date.parse(phoneSession.lastUsedAt))).toBe(false);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/sessions/${phoneSession.id}`,
      headers: bearer(laptop),
    });
    expect(revoke.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(phone) })).statusCode,
    ).toBe(401);
    expect((await sessions(laptop)).some((s) => s.id === phoneSession.id)).toBe(false);
  });

  it('changes the password only with the current one, and signs out every other browser', async () => {
    const here = await signIn('Here/1.0');
    const elsewhere = await signIn('Elsewhere/1.0');
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/password',
        headers: bearer(here),
        payload,
        remoteAddress: '10.0.7.1',
      });

    const wrongCurrent = await change({
      currentPassword: 'not it at all',
      newPassword: 'a brand new passphrase',
    });
    expect(wrongCurrent.statusCode).toBe(403);
    expect(wrongCurrent.json().message).toBe('The current password is not right.');
    const tooShort = await change({ currentPassword: TEST_ADMIN.password, newPassword: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body).toContain('at least 12 characters');

    const changed = await change({
      currentPassword: TEST_ADMIN.password,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    const verify = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/verify', headers: bearer(token) });
    expect((await verify(here)).statusCode).toBe(200);
    expect((await verify(elsewhere)).statusCode).toBe(401);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ADMIN,
      remoteAddress: '10.0.7.2',
    });
    expect(oldPassword.statusCode).toBe(401);
    // Back to the test admin's password for any case that follows.
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: bearer(here),
      payload: { currentPassword: 'a brand new passphrase', newPassword: TEST_ADMIN.password },
      remoteAddress: '10.0.7.1',
    });
    expect(back.statusCode).toBe(200);
  });

  it('makes a stolen session that guesses the current password wait, without checking it', async () => {
    const stolen = await signIn('Stolen/1.0');
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/password',
        headers: bearer(stolen),
        payload: { currentPassword: 'a guess at it', newPassword: 'the thief wants this one' },
        remoteAddress: '10.0.8.1',
      });
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(403);
    const checked = hashes();
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(hashes()).toBe(checked);
  });
});
