import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NUL_IN_TEXT_MESSAGE } from './storable-text';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const inquiry = (message: string) => ({
  name: 'Ada',
  email: 'ada@example.com',
  message,
});
const inquiryCount = async () =>
  (await t.app.inject({ url: '/api/admin/inquiries', headers: { authorization: `Bearer ${token}` } })).json<
    unknown[]
  >().length;

describe('a NUL character in a JSON body (PostgreSQL text cannot hold one)', () => {
  it('is refused with a 400 that says so, and nothing is stored', async () => {
    const before = await inquiryCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: inquiry('Hello\u0000 there'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_IN_TEXT_MESSAGE });
    expect(await inquiryCount()).toBe(before);
  });

  it('is refused on the sign-in form and an admin form alike, never a 500', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'curator\u0000', password: 'whatever password' },
    });
    expect(signIn.statusCode).toBe(400);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletters/send',
      headers: { authorization: `Bearer ${token}` },
      payload: { subject: 'News', htmlContent: '<p>x</p>', textContent: 'x\u0000' },
    });
    expect(send.statusCode).toBe(400);
    expect(send.json()).toEqual({ message: NUL_IN_TEXT_MESSAGE });
  });

  it('leaves a message that only mentions the escape alone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: inquiry('In JSON, \\u0000 is how NUL is written'),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('a NUL character in a path, a query string or a form body', () => {
  it('is refused with a 400 in a path parameter instead of failing in the database', async () => {
    const response = await t.app.inject({ url: '/api/journal/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_IN_TEXT_MESSAGE });
  });

  it('is refused in a query string and in a one-click form body', async () => {
    const query = await t.app.inject({ url: '/api/unsubscribe?token=abc%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ message: NUL_IN_TEXT_MESSAGE });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/waitlists/leave',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click&token=abc%00',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ message: NUL_IN_TEXT_MESSAGE });
  });

  it('answers an upload at once: its body is a stream, never walked as text', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/uploads/00000000-0000-4000-8000-000000000000?sig=00&exp=1',
      headers: { 'content-type': 'image/png' },
      payload: Buffer.alloc(64 * 1024, 0),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  }, 10_000);

  it('leaves an ordinary journal address alone', async () => {
    expect((await t.app.inject({ url: '/api/journal/no-such-post' })).statusCode).toBe(404);
  });
});
