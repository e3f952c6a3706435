import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import type { Subscriber, WaitlistMember } from '../../../contract/audience';
import { signUnsubscribeToken, unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { solvedHeaders } from '../../test/challenge-answers';
import { formPoster } from '../../test/form-post';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { signLeaveToken } from '../waitlists/leave-token';

/*
 * /unsubscribe and /waitlist/leave as a browser without script uses them (or one whose script
 * has not arrived yet): the link opens a page that asks, with a button in a form; that form's
 * POST acts and lands on a page that says so. Rendered by the real server renderer.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ renderRoot: render });
  admin = await t.login();
});
afterAll(() => t.close());

const postForm = formPoster(() => t, '10.3.0');
/** The page's form, posting to the page itself (attributes in any order). */
const formOf = (path: string) =>
  new RegExp(`<form(?=[^>]*\\saction="${path.replace(/\//g, '\\/')}")(?=[^>]*\\smethod="post")[^>]*>`);
const open = (path: string, token: string, extra = '') =>
  t.app.inject({ url: `${path}?${new URLSearchParams({ token })}${extra}` });

async function subscribed(email: string): Promise<string> {
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email } })).statusCode,
  ).toBe(201);
  const row = (await t.app.inject({ url: '/api/admin/newsletters', headers: bearer(admin) }))
    .json<Subscriber[]>()
    .find((subscriber) => subscriber.email === email)!;
  return signUnsubscribeToken(await unsubscribeSecret(t.db), row.id, row.email);
}
const isSubscribed = async (email: string) =>
  (await t.app.inject({ url: '/api/admin/newsletters', headers: bearer(admin) }))
    .json<Subscriber[]>()
    .some((subscriber) => subscriber.email === email);

async function waiting(email: string): Promise<string> {
  const payload = { email, sculptureType: 'Cereal Kid' };
  const headers = await solvedHeaders(t.db);
  expect((await t.app.inject({ method: 'POST', url: '/api/waitlists', payload, headers })).statusCode).toBe(
    201,
  );
  const row = (await t.app.inject({ url: '/api/admin/waitlists', headers: bearer(admin) }))
    .json<WaitlistMember[]>()
    .find((member) => member.email === email)!;
  return signLeaveToken(await unsubscribeSecret(t.db), row.id);
}
const isWaiting = async (email: string) =>
  (await t.app.inject({ url: '/api/admin/waitlists', headers: bearer(admin) }))
    .json<WaitlistMember[]>()
    .some((member) => member.email === email);

const PAGES = [
  {
    path: '/unsubscribe',
    join: subscribed,
    isIn: isSubscribed,
    asks: 'Leave the newsletter?',
    button: 'Unsubscribe',
    done: 'You have been unsubscribed from the newsletter.',
    invalid: 'This unsubscribe link is not valid.',
  },
  {
    path: '/waitlist/leave',
    join: waiting,
    isIn: isWaiting,
    asks: 'Leave the waitlist?',
    button: 'Leave the Waitlist',
    done: 'You have left the waitlist.',
    invalid: 'This waitlist link is not valid.',
  },
];

describe.each(PAGES)('the $path page without script', (page) => {
  let count = 0;
  const email = (name: string) => `${name}-${count++}@example.com`;

  it('shows whom the link is for with a button, and opening it leaves nothing', async () => {
    const who = email('quiet');
    const token = await page.join(who);
    const opened = await open(page.path, token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.body).toContain(page.asks);
    expect(opened.body).toContain('q***@example.com');
    expect(opened.body).toMatch(formOf(page.path));
    expect(opened.body).toContain(`<input type="hidden" name="token" value="${token}"/>`);
    expect(opened.body).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>${page.button}</button>`));
    // A mail scanner opening the link, or `sent=1` added by hand, takes no one off.
    expect((await open(page.path, token, '&sent=1')).body).toContain(page.asks);
    expect(await page.isIn(who)).toBe(true);
  });

  it("acts on the form's POST, then lands on a page that says so, and again without harm", async () => {
    const who = email('press');
    const token = await page.join(who);
    const posted = await postForm(page.path, { token });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${page.path}?${new URLSearchParams({ token, sent: '1' })}`);
    expect(await page.isIn(who)).toBe(false);

    const landed = await t.app.inject({ url: String(posted.headers.location) });
    expect(landed.statusCode).toBe(200);
    expect(landed.headers['cache-control']).toBe('private, no-store');
    expect(landed.body).toContain(page.done);
    // A refresh or the back button posts again: nothing changes, and the page says it is done.
    expect((await postForm(page.path, { token })).statusCode).toBe(303);
    expect((await open(page.path, token)).body).toContain('Already');
  });

  it('says a forged or missing link does not work, without taking anyone off', async () => {
    const who = email('forged');
    const token = await page.join(who);
    // Two characters changed (a token that already ends in AA gets BB): never the real token.
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const opened = await open(page.path, forged);
    expect(opened.statusCode).toBe(400);
    expect(opened.body).toContain('This link does not work');
    expect(opened.body).toContain(page.invalid);
    expect(opened.body).not.toMatch(formOf(page.path));

    const posted = await postForm(page.path, { token: forged });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain(page.invalid);
    expect((await postForm(page.path, {})).statusCode).toBe(400);
    expect((await t.app.inject({ url: page.path })).body).toContain('This link is incomplete');
    expect(await page.isIn(who)).toBe(true);
  });

  it("refuses another site's post, so a page elsewhere cannot take the visitor off", async () => {
    const who = email('csrf');
    const token = await page.join(who);
    const posted = await postForm(page.path, { token }, { 'sec-fetch-site': 'cross-site' });
    expect(posted.statusCode).toBe(403);
    expect(await page.isIn(who)).toBe(true);
  });
});
