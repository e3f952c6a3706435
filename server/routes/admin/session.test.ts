import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions } from '../../db/schema';
import { createLoginLimiter } from '../../services/auth/login-limiter';
import { hashToken } from '../../services/auth/tokens';
import { bearer, createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({
    loginLimiter: createLoginLimiter({ maxFailures: 3, windowMs: 60_000, now: () => now }),
  });
});
afterAll(() => t.close());

const login = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: ip });

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
    expect(expiresInDays).toBeGreaterThan(29.9);
    expect(expiresInDays).toBeLessThanOrEqual(30);
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

  it('answers the §5 messages for missing fields', async () => {
    const response = await login({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Username is required',
      'Password is required',
    ]);
  });

  it('rate-limits failures per address, then per username, until the window passes', async () => {
    for (let i = 0; i < 3; i++) await login({ username: 'x', password: 'bad' }, '10.0.0.9');
    const limited = await login(TEST_ADMIN, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many failed login attempts/);
    expect(limited.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 3; i++) await login({ username: 'target', password: 'bad' }, `10.1.0.${i}`);
    expect((await login({ username: 'target', password: 'bad' }, '10.2.0.1')).statusCode).toBe(429);

    now += 61_000;
    expect((await login(TEST_ADMIN, '10.0.0.9')).statusCode).toBe(200);
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
});
