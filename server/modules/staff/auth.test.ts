import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../core/auth/tokens';
import { adminSessions } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/** The only routes anyone may call without a session. Adding one here is a security decision. */
const PUBLIC_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /media/*',
  'GET /api/sculptures',
  'POST /api/admin/sculpture-validation-error',
  'GET /api/site-settings/:key',
  'GET /api/about',
  'GET /api/popup-settings',
  'GET /api/journal',
  'GET /api/journal/:slug',
  'POST /api/inquiries',
  'POST /api/newsletters',
  'POST /api/waitlists',
  'GET /api/unsubscribe',
  'POST /api/unsubscribe',
  // Like unsubscribing: the link's signed token names the member, and is the credential.
  'GET /api/waitlists/leave',
  'POST /api/waitlists/leave',
  // Double opt-in: the confirmation link's signed token is the credential, as with leaving.
  'GET /api/confirm',
  'POST /api/confirm',
  // The pages an email's link opens render what the link names, and their form posts to itself:
  // the signed token is the credential, as with the JSON routes above.
  'GET /confirm',
  'POST /confirm',
  'GET /unsubscribe',
  'POST /unsubscribe',
  'GET /waitlist/leave',
  'POST /waitlist/leave',
  // The visitor forms posted before (or without) the page's script: the same checks as their JSON routes.
  'POST /contact',
  'POST /newsletter',
  'POST /waitlist',
  // A public form's proof of work: a fresh challenge for anyone (decision 47).
  'GET /api/challenge',
  // A draw anyone can check: its public view, page and entry, and the confirm link whose signed
  // token is the credential (decision 42).
  'GET /api/draws/:sculptureId/:size',
  'GET /api/draws/pages/:slug/:size',
  'POST /api/draws/:sculptureId/:size/entries',
  'POST /api/draws/entries/confirm',
  'GET /draws/:slug/:size',
  'POST /draws/:slug/:size',
  // A page view's beacon, counted without cookies (decision 45).
  'POST /api/visits',
  // A collector's reservation, as JSON and as the no-script form; its confirm link, whose signed
  // token is the credential, as page and JSON.
  'POST /api/reservations',
  'POST /reserve',
  'GET /api/reservations/confirm',
  'POST /api/reservations/confirm',
  'GET /reserve/confirm',
  'POST /reserve/confirm',
  // The public check of a certificate of authenticity: anyone holding its code may read what it
  // certifies (never its owner's name or email); wrong codes are counted and throttled.
  'GET /api/certificates/:code',
  'GET /verify',
  'GET /verify/:code',
  // A collector's order: the order link's signed token is the only credential (page, its form
  // posts, the JSON calls and the invoice and credit note), as with the confirm links.
  'GET /api/orders/:token',
  'POST /api/orders/:token/checkout',
  'POST /api/orders/:token/bank-transfer',
  'POST /api/orders/:token/address',
  'GET /api/orders/:token/invoice.pdf',
  'GET /api/orders/:token/credit-note.pdf',
  'GET /orders/:token',
  'POST /orders/:token',
  // The collector's account: its own session cookie, checked by each route (modules/account).
  'POST /api/account/sign-in',
  'POST /api/account/verify',
  'POST /api/account/sign-out',
  'GET /api/account',
  'DELETE /api/account/waitlists/:id',
  'POST /api/account/draw-entries/:id/confirm',
  'PUT /api/account/newsletter',
  'PUT /api/account/address',
  'GET /api/account/certificates/:code/pdf',
  'POST /api/account/certificates/:code/transfers',
  'POST /api/account/transfers/:id/cancel',
  'POST /api/account/transfers/:id/accept',
  'GET /api/account/export',
  'POST /api/account/erase',
  'GET /account',
  'POST /account',
  // Stripe's events: the signature over the body, checked with the webhook secret, is the credential.
  'POST /api/webhooks/stripe',
  'POST /api/admin/login',
  'POST /api/admin/login/link',
  // The second step: the ticket a right password gave is the credential.
  'POST /api/admin/login/second-factor',
  // An invitation to the staff: the emailed link's one-time token is the credential.
  'POST /api/admin/staff/invitations/accept',
  'POST /api/admin/login/passkey/options',
  'POST /api/admin/login/passkey',
  'POST /api/admin/staff/invitations/accept/passkey-options',
  // The upload URL's HMAC signature is its credential (the PUT carries no token).
  'PUT /api/uploads/:id',
  'GET /sitemap.xml',
  'GET /robots.txt',
  'GET /*',
];

/** Admin-only routes whose path is not under /api/admin. */
const ADMIN_ROUTES_OUTSIDE_ADMIN_PATHS = ['POST /api/objects/upload'];

let t: TestApp;
let expiredToken: string;
let revokedToken: string;
beforeAll(async () => {
  t = await createTestApp();
  expiredToken = await t.login();
  await t.db
    .update(adminSessions)
    .set({ expiresAt: new Date(Date.now() - 1) })
    .where(eq(adminSessions.tokenHash, hashToken(expiredToken)));
  revokedToken = await t.login();
  await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(revokedToken) });
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1').replace('*', 'x');
const routes = () =>
  t.app.routeTable.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/assets'));

describe('default-deny', () => {
  it('exposes exactly the listed public routes', () => {
    const publicRoutes = routes()
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('has protected routes for every admin resource', () => {
    const protectedUrls = routes().filter((route) => !route.public);
    expect(protectedUrls.length).toBeGreaterThan(8);
    const adminScoped = (r: { method: string; url: string }) =>
      r.url.startsWith('/api/admin/') || ADMIN_ROUTES_OUTSIDE_ADMIN_PATHS.includes(`${r.method} ${r.url}`);
    expect(routes().filter((r) => adminScoped(r) && !r.public).length).toBe(protectedUrls.length);
  });

  const credentials: [string, () => Record<string, string>][] = [
    ['no token', () => ({})],
    ['a malformed token', () => ({ authorization: 'Bearer not a token' })],
    ['a wrong scheme', () => ({ authorization: `Basic ${Buffer.from('curator:x').toString('base64')}` })],
    ['an unknown token', () => bearer('A'.repeat(43))],
    ['an expired token', () => bearer(expiredToken)],
    ['a revoked token', () => bearer(revokedToken)],
  ];

  for (const [name, headers] of credentials) {
    it(`answers 401 on every protected route with ${name}`, async () => {
      const failures: string[] = [];
      for (const route of routes().filter((r) => !r.public)) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: headers(),
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        if (response.statusCode !== 401)
          failures.push(`${route.method} ${route.url} -> ${response.statusCode}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
