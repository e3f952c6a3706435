import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { FORM_HEADERS } from '../../test/form-post';
import { reservablePiece } from '../../test/reservation-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';

/*
 * Every page a visitor makes the server render is paid from their network's renders, on every
 * route and method and whatever its status; a form answered with errors renders once a minute
 * per client, then says the same in a small plain answer. Six renders a minute here: twelve at
 * once, one back every ten seconds, and one error page a minute.
 */
const time = createTestClock(new Date('2026-12-07T12:00:00Z'));
let t: TestApp;
let slug: string;
beforeAll(async () => {
  t = await createTestApp({ renderRoot: render, rendersPerMinute: 6, background: { clock: time.clock } });
  slug = (await reservablePiece(t.db)).slug;
});
afterAll(() => t.close());

type Method = 'GET' | 'HEAD' | 'POST';
const send = (ip: string, method: Method, url: string, fields?: Record<string, string>) =>
  t.app.inject({
    method,
    url,
    remoteAddress: ip,
    ...(fields ? { headers: FORM_HEADERS, payload: new URLSearchParams(fields).toString() } : {}),
  });
const emptyReservation = { name: '', email: '', phone: '', message: '' };
const isPage = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['content-type']).startsWith('text/html');

describe('the render budget on every route', () => {
  it('counts every render a visitor causes, whatever the route, method or status', async () => {
    const flood = '198.51.100.20';
    // Twelve renders, each of a kind that was outside the budget before: a form's 400, the
    // certificate check's form, a HEAD of it, the link pages opened without a token, and misses.
    const renders: [Method, string, Record<string, string>?][] = [
      ['POST', `/reserve?piece=${slug}&size=100`, emptyReservation],
      ['GET', '/verify'],
      ['GET', '/verify'],
      ['HEAD', '/verify'],
      ['GET', '/confirm'],
      ['GET', '/unsubscribe'],
      ['GET', '/waitlist/leave'],
      ['GET', '/reserve/confirm'],
      ['GET', '/no-such-page'],
      ['GET', '/about'],
      ['GET', '/journal'],
      ['GET', '/verify'],
    ];
    for (const [method, url, fields] of renders) {
      const answer = await send(flood, method, url, fields);
      expect(isPage(answer), `${method} ${url}`).toBe(true);
      expect(answer.statusCode, `${method} ${url}`).toBeLessThan(429);
    }
    // Out of renders: any page to render is refused, for a moment, on every route.
    for (const [method, url] of [
      ['GET', '/verify'],
      ['HEAD', '/confirm'],
      ['GET', '/collection'],
    ] as const) {
      const refused = await send(flood, method, url);
      expect(refused.statusCode, `${method} ${url}`).toBe(429);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    // A form answered with errors still says why, in words.
    const plain = await send(flood, 'POST', `/reserve?piece=${slug}&size=100`, emptyReservation);
    expect(plain.statusCode).toBe(400);
    expect(plain.headers['content-type']).toMatch(/^text\/plain/);
    // What is cached is served to it as to anyone: another unknown path is the 404 page it made.
    const hit = await send(flood, 'GET', '/another-page-that-is-not');
    expect(hit.statusCode).toBe(404);
    expect(isPage(hit)).toBe(true);
    // Another visitor's pages render as usual.
    expect((await send('203.0.113.20', 'GET', '/verify')).statusCode).toBe(200);
    // Ten seconds on, one render is back.
    time.advance(10_000);
    expect((await send(flood, 'GET', '/verify')).statusCode).toBe(200);
    expect((await send(flood, 'GET', '/verify')).statusCode).toBe(429);
  });

  describe('a form answered with errors', () => {
    const forms: {
      name: string;
      method: Method;
      url: () => string;
      fields?: Record<string, string>;
      says: string;
    }[] = [
      {
        name: 'the reservation form with empty fields',
        method: 'POST',
        url: () => `/reserve?piece=${slug}&size=100`,
        fields: emptyReservation,
        says: 'Please fill in all required fields.',
      },
      {
        name: 'the contact form with empty fields',
        method: 'POST',
        url: () => '/contact',
        fields: { name: '', email: '', message: '' },
        says: 'Please fill in all required fields.',
      },
      {
        name: 'the newsletter form with an address that is none',
        method: 'POST',
        url: () => '/newsletter',
        fields: { email: 'not an address' },
        says: 'valid email',
      },
      {
        name: 'the certificate check with a code that is none',
        method: 'GET',
        url: () => '/verify?code=junk!!',
        says: 'A certificate code has 20 letters and digits',
      },
      {
        name: 'a link page with a made-up token',
        method: 'GET',
        url: () => '/unsubscribe?token=made-up',
        says: 'not valid',
      },
    ];
    let network = 0;
    for (const form of forms) {
      it(`renders ${form.name} once a minute per client, and says the same in a few words between`, async () => {
        const ip = `192.0.2.${++network}`;
        const first = await send(ip, form.method, form.url(), form.fields);
        expect(first.statusCode).toBe(400);
        expect(isPage(first)).toBe(true);
        expect(first.body).toContain(form.says.replaceAll("'", '&#x27;'));
        // Within the route's own limit of requests a minute (and the certificate check's free guesses).
        for (let i = 0; i < 8; i++) {
          const again = await send(ip, form.method, form.url(), form.fields);
          expect(again.statusCode).toBe(400);
          expect(again.headers['content-type']).toMatch(/^text\/plain/);
          expect(again.headers['cache-control']).toMatch(/no-store/);
          expect(again.body).toContain(form.says);
          expect(again.body.length).toBeLessThan(300);
        }
        // Another client's errors render for it.
        const other = await send(`192.0.2.${100 + network}`, form.method, form.url(), form.fields);
        expect(isPage(other)).toBe(true);
        // A minute on, the page again.
        time.advance(60_000);
        const later = await send(ip, form.method, form.url(), form.fields);
        expect(later.statusCode).toBe(400);
        expect(isPage(later)).toBe(true);
      });
    }
  });

  it('answers a reservation in words when its network is out of renders: the place is taken all the same', async () => {
    const crowd = '100.64.0.1';
    for (let i = 0; i < 12; i++) expect((await send(crowd, 'GET', '/verify')).statusCode).toBe(200);
    const piece = await reservablePiece(t.db, { size100: 1 });
    const answer = await send(crowd, 'POST', `/reserve?piece=${piece.slug}&size=100`, {
      name: 'Ada',
      email: 'ada-plain@example.com',
      phone: '',
      message: '',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain('You are number 1 in line, and an edition number is held for you.');
  });
});
