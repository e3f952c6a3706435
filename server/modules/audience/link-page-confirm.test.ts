import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import type { Subscriber } from '../../../contract/audience';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { confirmationDeliveries } from '../../db/schema';
import { formPoster } from '../../test/form-post';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { signConfirmationToken } from './confirmation-token';

/*
 * The /confirm page as a browser without script uses it: the link opens a page with a Confirm
 * button in a form; that form's POST confirms. Rendered by the real server renderer.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ renderRoot: render });
  admin = await t.login();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/admin/audience-settings',
    payload: { doubleOptIn: true },
    headers: bearer(admin),
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

const postForm = formPoster(() => t, '10.2.0');
/** The Confirm button's form, posting to the page itself (attributes in any order). */
const CONFIRM_FORM = /<form(?=[^>]*\saction="\/confirm")(?=[^>]*\smethod="post")[^>]*>/;
const subscriberNamed = async (email: string) =>
  (await t.app.inject({ url: '/api/admin/newsletters', headers: bearer(admin) }))
    .json<Subscriber[]>()
    .find((row) => row.email === email);

/** Subscribes `email` through the footer's form as posted without script; answers its link token. */
async function pendingSubscriber(email: string): Promise<string> {
  const subscribed = await postForm('/newsletter', { email });
  expect(subscribed.statusCode).toBe(303);
  const subscriber = await subscriberNamed(email);
  expect(subscriber).toMatchObject({ confirmed: false });
  return signConfirmationToken(await unsubscribeSecret(t.db), { list: 'newsletter', id: subscriber!.id });
}
const page = (token: string, extra = '') =>
  t.app.inject({ url: `/confirm?${new URLSearchParams({ token })}${extra}` });

describe('the /confirm page without script', () => {
  it('shows what the link confirms with a button, and opening it confirms nothing', async () => {
    const token = await pendingSubscriber('quiet@example.com');
    const rows = await t.db.select().from(confirmationDeliveries);
    expect(rows.filter((row) => row.email === 'quiet@example.com')).toHaveLength(1);

    const opened = await page(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.body).toContain('<title>Confirm | ');
    expect(opened.body).toContain('Confirm your address?');
    expect(opened.body).toContain('q***@example.com');
    expect(opened.body).toMatch(CONFIRM_FORM);
    expect(opened.body).toContain(`<input type="hidden" name="token" value="${token}"/>`);
    expect(opened.body).toMatch(/<button[^>]*type="submit"[^>]*>Confirm<\/button>/);
    // A mail scanner opening the link, or `sent=1` added by hand, confirms no one.
    expect((await page(token, '&sent=1')).body).toContain('Confirm your address?');
    expect(await subscriberNamed('quiet@example.com')).toMatchObject({ confirmed: false });
  });

  it("confirms on the form's POST, then lands on a page that says so", async () => {
    const token = await pendingSubscriber('press@example.com');
    const posted = await postForm('/confirm', { token });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/confirm?${new URLSearchParams({ token, sent: '1' })}`);
    expect(await subscriberNamed('press@example.com')).toMatchObject({ confirmed: true });

    const landed = await t.app.inject({ url: String(posted.headers.location) });
    expect(landed.statusCode).toBe(200);
    expect(landed.body).toContain('Thank you');
    expect(landed.body).toContain('Your subscription is confirmed.');
    // Posting again (a refresh, the back button) changes nothing and lands on the same page.
    expect((await postForm('/confirm', { token })).statusCode).toBe(303);
    expect((await page(token)).body).toContain('Already confirmed');
  });

  it('says a forged or missing link does not work, without confirming anyone', async () => {
    const token = await pendingSubscriber('forged@example.com');
    // Two characters changed (a token that already ends in AA gets BB): never the real token.
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const opened = await page(forged);
    expect(opened.statusCode).toBe(400);
    expect(opened.body).toContain('This link does not work');
    expect(opened.body).toContain('This confirmation link is not valid.');
    expect(opened.body).not.toMatch(CONFIRM_FORM);

    const posted = await postForm('/confirm', { token: forged });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('This confirmation link is not valid.');
    expect((await postForm('/confirm', {})).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/confirm' })).body).toContain('This link is incomplete');
    expect(await subscriberNamed('forged@example.com')).toMatchObject({ confirmed: false });
  });

  it("refuses another site's post, so a page elsewhere cannot confirm for the visitor", async () => {
    const token = await pendingSubscriber('csrf@example.com');
    const posted = await postForm('/confirm', { token }, { 'sec-fetch-site': 'cross-site' });
    expect(posted.statusCode).toBe(403);
    expect(await subscriberNamed('csrf@example.com')).toMatchObject({ confirmed: false });
  });
});
