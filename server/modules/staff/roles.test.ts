import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED_MESSAGE, STAFF_ROLES, type StaffRole } from '../../../contract/staff';
import { hashPassword } from '../../core/auth/passwords';
import { adminUsers } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin } from './admin-queries';

/**
 * The least role that may call each admin route: what a Manager and an Editor may do is a
 * security decision, made here in one list. A route missing from it, or one whose role differs
 * from it, fails the first test; the others prove the server keeps the list.
 */
const LEAST_ROLE: Record<string, StaffRole> = {
  'GET /api/admin/staff': 'owner',
  'PATCH /api/admin/staff/:id': 'owner',
  'DELETE /api/admin/staff/:id': 'owner',
  'GET /api/admin/staff/invitations': 'owner',
  'POST /api/admin/staff/invitations': 'owner',
  'DELETE /api/admin/staff/invitations/:id': 'owner',
  'DELETE /api/admin/collectors/:id': 'owner',
  'DELETE /api/admin/journal/:id': 'editor',
  'DELETE /api/admin/newsletters/drafts/:id': 'manager',
  'DELETE /api/admin/sculptures/:id': 'editor',
  'DELETE /api/admin/sculptures/:id/images': 'editor',
  'DELETE /api/admin/sessions/:id': 'editor',
  'GET /api/admin/about': 'editor',
  'GET /api/admin/activity': 'owner',
  'GET /api/admin/activity.csv': 'owner',
  'GET /api/admin/audience-settings': 'manager',
  'GET /api/admin/audience-settings/confirmation-cap': 'manager',
  'GET /api/admin/certificates/:code/pdf': 'manager',
  'GET /api/admin/certificates/address': 'manager',
  'GET /api/admin/collectors': 'manager',
  'GET /api/admin/collectors/:id': 'manager',
  'GET /api/admin/collectors/:id/export': 'manager',
  'GET /api/admin/inquiries': 'manager',
  'GET /api/admin/inquiries.csv': 'owner',
  'GET /api/admin/inquiries/:id/replies': 'manager',
  'GET /api/admin/inquiries/counts': 'manager',
  'GET /api/admin/inquiries/failed-notifications': 'manager',
  'GET /api/admin/inquiries/inbox': 'manager',
  'GET /api/admin/journal': 'editor',
  'GET /api/admin/mail-settings': 'manager',
  'GET /api/admin/me': 'editor',
  'GET /api/admin/media/kept': 'editor',
  'GET /api/admin/newsletters': 'manager',
  'GET /api/admin/newsletters.csv': 'owner',
  'GET /api/admin/newsletters/campaigns': 'manager',
  'GET /api/admin/newsletters/campaigns/:id': 'manager',
  'GET /api/admin/newsletters/test-address': 'manager',
  'GET /api/admin/orders': 'manager',
  'GET /api/admin/orders.csv': 'manager',
  'GET /api/admin/orders/:id': 'manager',
  'GET /api/admin/popup-settings': 'editor',
  'GET /api/admin/reservation-settings': 'manager',
  'GET /api/admin/reservations': 'manager',
  'GET /api/admin/reservations/pieces': 'manager',
  'GET /api/admin/retention-settings': 'manager',
  'GET /api/admin/sales-settings': 'manager',
  'GET /api/admin/sculptures': 'editor',
  'GET /api/admin/sculptures/:id/certificates': 'manager',
  'GET /api/admin/sculptures/:id/editions': 'manager',
  'GET /api/admin/sculptures/:id/editions.csv': 'manager',
  'GET /api/admin/sessions': 'editor',
  'GET /api/admin/site-settings/:key': 'editor',
  'GET /api/admin/subscribers': 'manager',
  'GET /api/admin/suppressions': 'manager',
  'GET /api/admin/verify': 'editor',
  'GET /api/admin/waitlists': 'manager',
  'GET /api/admin/waitlists.csv': 'owner',
  'GET /api/admin/waitlists/members': 'manager',
  'GET /api/admin/waitlists/pieces': 'manager',
  'PATCH /api/admin/collectors/:id': 'manager',
  'PATCH /api/admin/inquiries/:id': 'manager',
  'PATCH /api/admin/sculptures/:id': 'editor',
  'POST /api/admin/about': 'editor',
  'POST /api/admin/audience-settings': 'manager',
  'POST /api/admin/certificates/:code/revoke': 'owner',
  'POST /api/admin/certificates/:code/transfer': 'owner',
  'POST /api/admin/inquiries/:id/read': 'manager',
  'POST /api/admin/inquiries/:id/reply': 'manager',
  'POST /api/admin/journal': 'editor',
  'POST /api/admin/logout': 'editor',
  'POST /api/admin/newsletters/campaigns/:id/cancel': 'manager',
  'POST /api/admin/newsletters/campaigns/:id/unschedule': 'manager',
  'POST /api/admin/newsletters/drafts': 'manager',
  'POST /api/admin/newsletters/images': 'manager',
  'POST /api/admin/newsletters/send': 'manager',
  'POST /api/admin/newsletters/test': 'manager',
  'POST /api/admin/orders/:id/cancel': 'manager',
  'POST /api/admin/orders/:id/delivered': 'manager',
  'POST /api/admin/orders/:id/extend': 'manager',
  'POST /api/admin/orders/:id/mark-paid': 'manager',
  'POST /api/admin/me/reauthenticate': 'editor',
  'POST /api/admin/me/totp': 'editor',
  'POST /api/admin/me/totp/confirm': 'editor',
  'DELETE /api/admin/me/totp': 'editor',
  'POST /api/admin/orders/:id/refund': 'owner',
  'POST /api/admin/orders/:id/shipment': 'manager',
  'POST /api/admin/orders/statement': 'manager',
  'POST /api/admin/orders/statement/apply': 'manager',
  'POST /api/admin/password': 'editor',
  'POST /api/admin/popup-settings': 'editor',
  'POST /api/admin/reservations/:id/confirm': 'manager',
  'POST /api/admin/reservations/:id/release': 'manager',
  'POST /api/admin/sales-settings': 'owner',
  'POST /api/admin/sculptures': 'editor',
  'POST /api/admin/sculptures/:id/editions/:size/:number/certificate': 'manager',
  'POST /api/admin/sculptures/:id/images': 'editor',
  'POST /api/admin/sculptures/:id/upload-url': 'editor',
  'POST /api/admin/sculptures/reorder': 'editor',
  'POST /api/admin/site-settings': 'editor',
  'POST /api/admin/suppressions/lift': 'manager',
  'POST /api/admin/test-video': 'editor',
  'POST /api/admin/test-video-live-simulation': 'editor',
  'POST /api/admin/waitlists/:id/notify': 'manager',
  'POST /api/objects/upload': 'editor',
  'PUT /api/admin/about/:id': 'editor',
  'PUT /api/admin/journal/:id': 'editor',
  'PUT /api/admin/newsletters/drafts/:id': 'manager',
  'PUT /api/admin/reservation-settings': 'manager',
  'PUT /api/admin/retention-settings': 'owner',
  'PUT /api/admin/sculptures/:id': 'editor',
  'PUT /api/admin/sculptures/:id/editions/:size/:number': 'manager',
  // Visits and drop reports: counts, no person in them.
  'GET /api/admin/analytics/overview': 'manager',
  'GET /api/admin/drops/:sculptureId/report': 'manager',
  'GET /api/admin/drops/:sculptureId/report.csv': 'manager',
  // Requests sent without the page's check, counted on the drop screen.
  'GET /api/admin/drops/:id/unsolved': 'manager',
  // Draws: running a drop is the Manager's, like reservations.
  'GET /api/admin/draws/:sculptureId': 'manager',
  'POST /api/admin/draws/:sculptureId/:size/close': 'manager',
  // Collectors' resales: the studio sees them all; stopping one is the Owner's.
  'GET /api/admin/certificate-transfers': 'manager',
  'POST /api/admin/certificate-transfers/:id/block': 'owner',
  // Passkeys: each person's own; everyone's browsers and passkeys, and the rule, the Owner's.
  'GET /api/admin/me/passkeys': 'editor',
  'POST /api/admin/me/passkeys/options': 'editor',
  'POST /api/admin/me/passkeys': 'editor',
  'DELETE /api/admin/me/passkeys/:id': 'editor',
  'POST /api/admin/me/reauthenticate/options': 'editor',
  'GET /api/admin/staff/access': 'owner',
  'DELETE /api/admin/staff/sessions/:id': 'owner',
  'DELETE /api/admin/staff/passkeys/:id': 'owner',
  'GET /api/admin/staff/policy': 'owner',
  'PUT /api/admin/staff/policy': 'owner',
};

/**
 * The steps that need the person to have proved themselves in the last five minutes (money,
 * erasure, certificates' owners, every person at once, staff, payment and retention settings).
 */
const NEEDS_PROOF = [
  'POST /api/admin/orders/:id/refund',
  'POST /api/admin/sales-settings',
  'DELETE /api/admin/collectors/:id',
  'POST /api/admin/certificates/:code/transfer',
  'POST /api/admin/certificates/:code/revoke',
  'GET /api/admin/inquiries.csv',
  'GET /api/admin/newsletters.csv',
  'GET /api/admin/waitlists.csv',
  'PUT /api/admin/retention-settings',
  'PATCH /api/admin/staff/:id',
  'DELETE /api/admin/staff/:id',
  'POST /api/admin/staff/invitations',
  'POST /api/admin/me/totp',
  'DELETE /api/admin/me/totp',
  'POST /api/admin/me/passkeys/options',
  'POST /api/admin/me/passkeys',
  'DELETE /api/admin/me/passkeys/:id',
  'DELETE /api/admin/staff/passkeys/:id',
  'PUT /api/admin/staff/policy',
];

const PASSWORD = 'a long enough staff password';
/** The sign-in's clock, which proof is timed by. */
let now = Date.now();

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;

/** Signs in as the account of the given role, as the dashboard signs in. */
async function signIn(role: StaffRole): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: `${role}-person`, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

beforeAll(async () => {
  t = await createTestApp({ signInClock: () => new Date(now) });
  for (const role of STAFF_ROLES) {
    const admin = await createAdmin(t.db, `${role}-person`, await hashPassword(PASSWORD));
    await t.db.update(adminUsers).set({ role }).where(eq(adminUsers.id, admin.id));
    tokens[role] = await signIn(role);
  }
});
afterAll(() => t.close());

// An id nothing has: a call the role may make reaches its handler and changes nothing.
const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '999999').replace('*', 'x');
/** Every admin route, signing out last (it ends the session the rest use). */
const adminRoutes = () =>
  t.app.routeTable
    .filter((route) => !route.public && route.method !== 'HEAD' && !route.url.startsWith('/assets'))
    .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));

const ALLOWS: Record<StaffRole, StaffRole[]> = {
  owner: ['owner', 'manager', 'editor'],
  manager: ['manager', 'editor'],
  editor: ['editor'],
};

describe('roles', () => {
  it('asks fresh proof for exactly the money, erasure, staff, payment and mail steps', () => {
    const proven = adminRoutes()
      .filter((route) => route.proof)
      .map((route) => `${route.method} ${route.url}`);
    expect(proven.sort()).toEqual([...NEEDS_PROOF].sort());
  });

  it('gives every admin route the role decided for it, the Owner alone where none is named', () => {
    const declared = Object.fromEntries(
      adminRoutes().map((route) => [`${route.method} ${route.url}`, route.role]),
    );
    expect(declared).toEqual(LEAST_ROLE);
  });

  for (const role of STAFF_ROLES)
    for (const proof of ['fresh', 'stale'] as const)
      it(`lets a ${role} with ${proof} proof call exactly the routes of their role${proof === 'stale' ? ' that need none' : ''}, refusing the rest with 403`, async () => {
        // A session of its own: the walk ends with signing out.
        const token = await signIn(role);
        const signedInAt = now;
        if (proof === 'stale') now += 5 * 60_000 + 1;
        const wrong: string[] = [];
        try {
          for (const route of adminRoutes()) {
            const key = `${route.method} ${route.url}`;
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: concrete(route.url),
              headers: bearer(token),
              payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
            });
            const body =
              response.statusCode === 403
                ? response.json<{ message?: string; reauthenticate?: boolean }>()
                : {};
            const answer =
              body.message === ROLE_REFUSED_MESSAGE ? 'role' : body.reauthenticate ? 'proof' : 'through';
            const expected = !ALLOWS[role].includes(LEAST_ROLE[key]!)
              ? 'role'
              : proof === 'stale' && NEEDS_PROOF.includes(key)
                ? 'proof'
                : 'through';
            if (response.statusCode === 401 || answer !== expected)
              wrong.push(`${key} -> ${response.statusCode} ${answer}`);
          }
        } finally {
          now = signedInAt;
        }
        expect(wrong).toEqual([]);
      });

  it('asks a stale session to prove itself before a refund, erasure or revocation, then lets the same call through', async () => {
    const token = await signIn('owner');
    const signedInAt = now;
    // A stolen token used from elsewhere, long after its owner signed in.
    const remoteAddress = '203.0.113.9';
    const send = (method: 'POST' | 'DELETE', url: string, payload?: object) => () =>
      t.app.inject({ method, url, headers: bearer(token), remoteAddress, payload });
    const steps = [
      send('POST', '/api/admin/orders/999999/refund', { numberReturnsTo: 'sale', reason: 'Broken' }),
      send('DELETE', '/api/admin/collectors/999999'),
      send('POST', '/api/admin/certificates/NOSUCHCODE/revoke', { reason: 'lost' }),
    ];
    const prove = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/me/reauthenticate',
        headers: bearer(token),
        remoteAddress,
        payload: { password },
      });
    try {
      now += 5 * 60_000 + 1;
      for (const step of steps) {
        const refused = await step();
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          error: expect.stringContaining('Confirm it is you'),
          reauthenticate: true,
        });
      }
      expect((await prove('not the password')).statusCode).toBe(403);
      expect((await steps[0]!()).json()).toMatchObject({ reauthenticate: true });
      expect((await prove(PASSWORD)).statusCode).toBe(200);
      // Through to the thing itself (none by that number or code: 404).
      for (const step of steps) expect((await step()).statusCode).toBe(404);
      now += 5 * 60_000 + 1;
      expect((await steps[0]!()).json()).toMatchObject({ reauthenticate: true });
      // Guessing waits like signing in: the guesses run out, and then the right password waits too.
      let last = 0;
      for (let i = 0; i < 12 && last !== 429; i++) last = (await prove('a guess')).statusCode;
      expect(last).toBe(429);
      const waiting = await prove(PASSWORD);
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
      expect((await steps[0]!()).json()).toMatchObject({ reauthenticate: true });
    } finally {
      now = signedInAt;
    }
  });

  it('refuses every admin route without a session', async () => {
    const answered = new Set<number>();
    for (const route of adminRoutes()) {
      const response = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      answered.add(response.statusCode);
    }
    expect([...answered]).toEqual([401]);
  });

  it('lets only the Owner change what the site’s emails say and where answers go', async () => {
    for (const key of ['reply-to-email', 'email-sender-name']) {
      const value = key === 'reply-to-email' ? 'studio@example.com' : 'The Studio';
      const byManager = await t.app.inject({
        method: 'POST',
        url: '/api/admin/site-settings',
        headers: bearer(tokens.manager),
        payload: { key, value },
      });
      expect(byManager.statusCode).toBe(403);
      const byOwner = await t.app.inject({
        method: 'POST',
        url: '/api/admin/site-settings',
        headers: bearer(tokens.owner),
        payload: { key, value },
      });
      expect(byOwner.statusCode).toBe(200);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings',
      headers: bearer(tokens.editor),
      payload: { key: 'homepage-hero-title', value: 'Chrome, numbered' },
    });
    expect(text.statusCode).toBe(200);
  });

  it('tells the dashboard who is signed in and their role', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(tokens.editor),
    });
    expect(response.json()).toMatchObject({ username: 'editor-person', role: 'editor' });
  });

  it('makes the accounts that were there before roles Owners', async () => {
    const [curator] = await t.db.select().from(adminUsers).where(eq(adminUsers.username, 'curator'));
    expect(curator?.role).toBe('owner');
  });
});
