import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import type { Inquiry } from '../../contract/inquiry';
import { solvedAnswer } from './challenge-answers';
import { FORM_HEADERS, formPoster } from './form-post';
import { bearer, createTestApp, type TestApp } from './test-app';

/*
 * The contact form as a browser without script sends it: urlencoded, to the page's own address.
 * Pages are rendered by the real server renderer (client sources), as a visitor would see them.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ renderRoot: render });
  token = await t.login();
});
afterAll(() => t.close());

const post = formPoster(() => t, '10.0.0');

const inquiries = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: bearer(token) })).json<
    Inquiry[]
  >();

const inquiry = (message: string) => ({
  name: 'Robin Noscript',
  email: 'robin@example.com',
  phone: '+44 20 7946 0000',
  piece: 'Hero Kid',
  message,
});

/** `'` and `&` as React escapes them in text. */
const asHtmlText = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

describe('POST /contact without script', () => {
  it('stores the inquiry once and sends the browser on to a page that says so', async () => {
    const message = `Is the 54 inch one still there? ${Math.random()}`;
    const response = await post('/contact', inquiry(message));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const stored = (await inquiries()).filter((row) => row.message === message);
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Robin Noscript',
        email: 'robin@example.com',
        sculptureInterest: 'Hero Kid',
      }),
    ]);

    const landing = await t.app.inject({ method: 'GET', url: response.headers.location as string });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('Message Sent');
    expect(landing.body).toContain(
      asHtmlText('Thank you for your inquiry! We will get back to you as soon as possible.'),
    );
    expect(landing.body).not.toContain('Robin Noscript');
  });

  it('renders the form again with the validation text and what was typed when a field is missing', async () => {
    const before = (await inquiries()).length;
    const response = await post('/contact', { ...inquiry('  '), name: 'Robin <b>Noscript</b>' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('Missing fields');
    expect(response.body).toContain('Please fill in all required fields.');
    // Kept in the form, escaped: nothing typed is lost, nothing typed is markup.
    expect(response.body).toContain('value="Robin &lt;b&gt;Noscript&lt;/b&gt;"');
    expect(response.body).toContain('value="+44 20 7946 0000"');
    expect(response.body).not.toContain('<b>Noscript</b>');
    expect(await inquiries()).toHaveLength(before);
  });

  it('calls an empty email a missing field, as the form does with script', async () => {
    const response = await post('/contact', { ...inquiry('Where is my address?'), email: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Missing fields');
    expect(response.body).not.toContain('Invalid Email');
  });

  it('says an address is not valid and keeps the message', async () => {
    const response = await post('/contact', { ...inquiry('Keep this message, please'), email: 'robin@' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Invalid Email');
    expect(response.body).toContain('Please enter a valid email address.');
    expect(response.body).toContain('Keep this message, please</textarea>');
  });

  it('refuses a post made from another site, and stores nothing', async () => {
    const before = (await inquiries()).length;
    const crossSite = await post('/contact', inquiry('from elsewhere'), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const foreignOrigin = await post('/contact', inquiry('from elsewhere'), {
      'sec-fetch-site': '',
      origin: 'https://evil.example',
    });
    expect(foreignOrigin.statusCode).toBe(403);
    expect(await inquiries()).toHaveLength(before);
  });

  it('is limited per address as the JSON route is', async () => {
    const from = { remoteAddress: '10.9.9.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      // With a solved challenge (as a form the solver filled): the per-address limit on its own.
      const response = await t.app.inject({
        method: 'POST',
        url: '/contact',
        headers: FORM_HEADERS,
        payload: new URLSearchParams({
          ...inquiry(`burst ${i}`),
          altcha: await solvedAnswer(t.db),
        }).toString(),
        ...from,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 303)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('takes a few without the page’s check from one network a minute, then says why and keeps the message', async () => {
    const from = { remoteAddress: '10.9.9.10' };
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/contact',
        headers: FORM_HEADERS,
        payload: new URLSearchParams(inquiry(`no script ${i}`)).toString(),
        ...from,
      });
      statuses.push(response.statusCode);
      last = response.body;
    }
    expect(statuses).toEqual([303, 303, 303, 429]);
    expect(last).toContain('Turn on JavaScript in your browser, or try again in a minute.');
    expect(last).toContain('no script 3');
    expect((await inquiries()).filter((row) => row.message.startsWith('no script'))).toHaveLength(3);
  });
});

describe('POST /newsletter without script (the footer and popup forms)', () => {
  const subscribers = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/newsletters', headers: bearer(token) })).json<
      { email: string }[]
    >();

  it('subscribes and lands on a page with the thanks text', async () => {
    const email = `footer-${Date.now()}@example.com`;
    const response = await post('/newsletter', { email: ` ${email} ` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/newsletter?sent=1');
    expect((await subscribers()).filter((row) => row.email === email)).toHaveLength(1);

    const landing = await t.app.inject({ method: 'GET', url: '/newsletter?sent=1' });
    expect(landing.body).toContain('Successfully Subscribed!');
    expect(landing.body).toContain('Thank you for subscribing to our newsletter.');
    expect(landing.body).not.toContain(email);
  });

  it('says what is wrong with the address and keeps it', async () => {
    const empty = await post('/newsletter', { email: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Email Required');
    expect(empty.body).toContain('Please enter your email address.');

    const invalid = await post('/newsletter', { email: 'not an address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('private, no-store');
    expect(invalid.body).toContain('Invalid Email');
    expect(invalid.body).toContain('value="not an address"');
  });
});

describe('the pages a form lands on, in the page cache', () => {
  it('keeps one copy per result and none of another visitor', async () => {
    const thanks = await t.app.inject({ method: 'GET', url: '/contact?sent=1&name=Mallory' });
    expect(thanks.body).toContain('Message Sent');
    expect(thanks.body).not.toContain('Mallory');
    // A refused post was rendered for its sender only: the next visitor gets the plain page.
    await post('/contact', { name: 'Only Mine', email: 'x@', message: 'private words' });
    const next = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(next.body).not.toContain('private words');
    expect(next.body).not.toContain('Invalid Email');
  });
});

describe('POST /waitlist without script', () => {
  it('joins the piece named in the address and lands on its thanks', async () => {
    const email = `waiting-${Date.now()}@example.com`;
    const response = await post('/waitlist?piece=Boom+Box+Kid', { email });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/waitlist?piece=Boom+Box+Kid&sent=1');
    const members = (
      await t.app.inject({ method: 'GET', url: '/api/admin/waitlists', headers: bearer(token) })
    ).json<{ email: string; sculptureType: string; sculptureId: number | null }[]>();
    const joined = members.filter((row) => row.email === email);
    expect(joined).toEqual([expect.objectContaining({ sculptureType: 'Boom Box Kid' })]);
    expect(joined[0]?.sculptureId).toEqual(expect.any(Number));

    const landing = await t.app.inject({ method: 'GET', url: response.headers.location as string });
    expect(landing.body).toContain(asHtmlText("You're on the Waitlist"));
    expect(landing.body).toContain(asHtmlText("We'll email you when Boom Box Kid is available."));
    expect(landing.body).not.toContain(email);
  });

  it('keeps the address when it is refused', async () => {
    const response = await post('/waitlist?piece=Boom+Box+Kid', { email: 'nobody@' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('Invalid Email');
    expect(response.body).toContain('value="nobody@"');
  });

  it('names only a piece of the collection', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/waitlist?piece=Send+your+password+here' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Send your password here');
    expect(page.body).not.toContain('action="/waitlist');
  });
});

describe('with double opt-in on', () => {
  const setDoubleOptIn = (doubleOptIn: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/audience-settings',
      payload: { doubleOptIn },
      headers: bearer(token),
    });
  beforeAll(() => setDoubleOptIn(true));
  afterAll(() => setDoubleOptIn(false));

  it('lands a subscription on "check your inbox", not on thanks for a subscription not made yet', async () => {
    const response = await post('/newsletter', { email: `pending-${Date.now()}@example.com` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/newsletter?sent=check-inbox');
    const landing = await t.app.inject({ method: 'GET', url: response.headers.location as string });
    expect(landing.body).toContain('Check Your Inbox');
    expect(landing.body).toContain(asHtmlText("To finish subscribing, open the link we've emailed you."));
    expect(landing.body).not.toContain('Successfully Subscribed!');
    // Junk beside it reads as the same page (one cached copy per result).
    const junk = await t.app.inject({ method: 'GET', url: '/newsletter?utm=x&sent=check-inbox' });
    expect(junk.body).toContain('Check Your Inbox');
  });

  it('lands a waitlist join on "check your inbox" for its piece', async () => {
    const response = await post('/waitlist?piece=Boom+Box+Kid', { email: `w-${Date.now()}@example.com` });
    expect(response.headers.location).toBe('/waitlist?piece=Boom+Box+Kid&sent=check-inbox');
    const landing = await t.app.inject({ method: 'GET', url: response.headers.location as string });
    expect(landing.body).toContain('Check Your Inbox');
    expect(landing.body).toContain(
      asHtmlText("To join the waitlist for Boom Box Kid, open the link we've emailed you."),
    );
    expect(landing.body).not.toContain(asHtmlText("You're on the Waitlist"));
  });
});
