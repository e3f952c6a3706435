import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const inquiry = {
  name: '  Dana Collector ',
  email: 'dana@example.com',
  location: '',
  isCollector: 'false',
  isGallery: 'false',
  message: 'Is the 54 inch Hero Kid still available?',
  sculptureInterest: 'Hero Kid',
};

describe('POST /api/inquiries', () => {
  it('stores a trimmed inquiry that the admin then lists', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiry });
    expect(response.statusCode).toBe(201);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: bearer(token) })
    ).json();
    expect(list[0]).toMatchObject({
      name: 'Dana Collector',
      email: 'dana@example.com',
      isCollector: 'false',
    });
  });

  it('keeps the phone a visitor gave, trimmed, and stores none when it is left empty', async () => {
    for (const phone of ['  (555) 010-4477 ', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...inquiry, phone, message: `Call me back? ${phone}` },
      });
      expect(response.statusCode).toBe(201);
    }
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: bearer(token) })
    ).json<{ phone: string; message: string }[]>();
    expect(list[0]).toMatchObject({ phone: '', message: 'Call me back?' });
    expect(list[1]).toMatchObject({ phone: '(555) 010-4477' });
  });

  it('refuses a phone that is not a number, saying so, and stores nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: bearer(token) })
    ).json<unknown[]>().length;
    for (const phone of ['call me', '12345', '+1 555 010 4477 9999 1234', '=1+2', 'x'.repeat(40)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...inquiry, phone },
      });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().message).toBe(
        'Please enter a phone number (digits, spaces, + ( ) - .) or leave it empty.',
      );
    }
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: bearer(token) })
    ).json<unknown[]>().length;
    expect(after).toBe(before);
  });

  it('refuses a missing message with the validation text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...inquiry, message: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill in all required fields.');
  });

  it('refuses an invalid email and an overlong message', async () => {
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...inquiry, email: 'a b@c' },
    });
    expect(badEmail.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...inquiry, message: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('POST /api/newsletters', () => {
  it('stores the address trimmed with its domain lowercased and keeps one row in any letter case', async () => {
    for (const email of [' New.Fan@Example.COM', 'new.fan@example.com ']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email } });
      expect(response.statusCode).toBe(201);
    }
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/newsletters', headers: bearer(token) })
    ).json();
    const fans = list.filter((s: { email: string }) => s.email.toLowerCase() === 'new.fan@example.com');
    expect(fans.map((s: { email: string }) => s.email)).toEqual(['New.Fan@example.com']);
  });

  it('answers an empty or invalid email with the validation message', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: ' ' } });
    expect(empty.json().message).toBe('Please enter your email address.');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/newsletters',
      payload: { email: 'nope' },
    });
    expect(invalid.json().message).toBe('Please enter a valid email address.');
  });
});

describe('POST /api/waitlists', () => {
  it('adds a member once per sculpture and lists them for the admin', async () => {
    const payload = { email: 'Wait@Example.com', sculptureType: 'Cereal Kid' };
    expect((await t.app.inject({ method: 'POST', url: '/api/waitlists', payload })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/waitlists', payload })).statusCode).toBe(201);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/waitlists', headers: bearer(token) })
    ).json();
    expect(list).toEqual([
      expect.objectContaining({ email: 'Wait@example.com', sculptureType: 'Cereal Kid' }),
    ]);
  });
});

describe('one bare address per person on every email field', () => {
  // Each of these names victim@x.com (or a list) in a form a mail server would deliver to.
  const disguised = [
    'a<victim@x.com>',
    'b<victim@x.com>',
    'Victim <victim@x.com>',
    '"victim"@x.com',
    'victim@x.com, other@x.com',
    'victim@x.com;other@x.com',
    'victim@x.com:',
    '(comment)victim@x.com',
  ];

  it.each([
    ['/api/newsletters', (email: string) => ({ email })],
    ['/api/waitlists', (email: string) => ({ email, sculptureType: 'Hero Kid' })],
    ['/api/inquiries', (email: string) => ({ ...inquiry, email })],
  ])('%s refuses display names and address lists, and stores nothing', async (url, body) => {
    for (const email of disguised) {
      const response = await t.app.inject({ method: 'POST', url, payload: body(email) });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().message).toBe('Please enter a valid email address.');
    }
    for (const list of ['newsletters', 'waitlists', 'inquiries']) {
      const stored = (
        await t.app.inject({ method: 'GET', url: `/api/admin/${list}`, headers: bearer(token) })
      ).json();
      expect(JSON.stringify(stored)).not.toContain('victim');
    }
  });
});
