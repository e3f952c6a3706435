import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../core/mail/mailer';
import { mailOutbox } from '../../db/schema';
import { freshNetwork, codeMailedTo as mailedCode } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_MAIL_KIND } from './index';

/*
 * Signing in to a collector's account by an emailed code: the answer tells nobody whether the
 * studio knows an address, the code opens a session cookie once, and guessing is bounded.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function known(email: string) {
  // A waitlist join makes the address a collector, as any first contact does.
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/waitlists',
    payload: { email, sculptureType: 'Hero Kid' },
    remoteAddress: freshNetwork(),
  });
  expect(joined.statusCode).toBeLessThan(300);
}

const signIn = (email: string, ip = freshNetwork()) =>
  t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email }, remoteAddress: ip });
const verify = (email: string, code: string, ip = freshNetwork()) =>
  t.app.inject({ method: 'POST', url: '/api/account/verify', payload: { email, code }, remoteAddress: ip });

describe('collector sign-in', () => {
  it('answers a known and an unknown address alike, in body and in time', async () => {
    for (let round = 0; round < 10; round++) await known(`dana-${round}@example.com`);
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const bodies = new Set<string>();
    // Warmed up first, then in turns, each side first every other round.
    await signIn('warm-up@example.com');
    for (let round = 0; round < 10; round++) {
      const pair = [
        ['known', `dana-${round}@example.com`],
        ['unknown', `nobody-${round}@example.com`],
      ] as const;
      for (const [kind, email] of round % 2 === 0 ? pair : [...pair].reverse()) {
        // Each answer is timed alone: the mail a known address gets is prepared after its answer.
        await t.app.account.signIn.settled();
        const started = performance.now();
        const answer = await signIn(email);
        timings[kind].push(performance.now() - started);
        expect(answer.statusCode).toBe(202);
        bodies.add(answer.body);
      }
    }
    expect(bodies.size).toBe(1);
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    // The known address's mail is prepared after the answer: neither is slower beyond the noise
    // of a shared machine (the work both do is the same transaction on the same table).
    const [knownMs, unknownMs] = [median(timings.known), median(timings.unknown)];
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(Math.max(25, 0.5 * Math.max(knownMs, unknownMs)));
    await mailedCode(t, 'dana-9@example.com');
    const toUnknown = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, ACCOUNT_MAIL_KIND));
    expect(toUnknown.map((row) => (row.message as MailMessage).to)).not.toContain('nobody-0@example.com');
  });

  it('signs in with the emailed code once, into a session apart from the dashboard', async () => {
    await known('eli@example.com');
    await signIn('eli@example.com');
    const code = await mailedCode(t, 'eli@example.com');
    const signed = await verify('eli@example.com', code);
    expect(signed.statusCode).toBe(200);
    const cookies = signed.headers['set-cookie'] as string[];
    // The account's page and calls only: every other page stays the shared copy the edge keeps.
    expect(cookies.map((cookie) => cookie.replace(/=[A-Za-z0-9_-]+;/, '=…;'))).toEqual([
      'vitrine_collector=…; Path=/account; Max-Age=2592000; HttpOnly; SameSite=Lax',
      'vitrine_collector=…; Path=/api/account; Max-Age=2592000; HttpOnly; SameSite=Lax',
    ]);
    const cookie = cookies[0]!;
    expect(signed.headers['cache-control']).toBe('private, no-store');
    const session = cookie.split(';')[0]!;
    const mine = await t.app.inject({ url: '/api/account', headers: { cookie: session } });
    expect(mine.json()).toMatchObject({ email: 'eli@example.com', waitlists: [{ title: 'Hero Kid' }] });
    // The cookie opens no admin route.
    const admin = await t.app.inject({ url: '/api/admin/collectors', headers: { cookie: session } });
    expect(admin.statusCode).toBe(401);
    // Used once.
    expect((await verify('eli@example.com', code)).statusCode).toBe(400);
    // Signing out ends it.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie: session },
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/account', headers: { cookie: session } })).statusCode).toBe(401);
  });

  it('lets no guesser find a code within the throttle: a code dies after 5 wrong tries, and tries wait', async () => {
    await known('fay@example.com');
    await signIn('fay@example.com');
    const code = await mailedCode(t, 'fay@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify('fay@example.com', wrong)).statusCode).toBe(400);
    }
    // The right code no longer works: the guesser's five tries spent it.
    expect((await verify('fay@example.com', code)).statusCode).toBe(400);
    // And the address's tries, from any network, now wait (10 at once, then one per 10 minutes).
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await verify('fay@example.com', wrong)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    const refused = await verify('fay@example.com', wrong);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });
});
