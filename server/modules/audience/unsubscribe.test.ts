import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken, unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let subscriber: { id: number; email: string };
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'dana@example.com' } });
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/newsletters', headers: bearer(admin) });
  subscriber = list.json<{ id: number; email: string }[]>().find((row) => row.email === 'dana@example.com')!;
  token = signUnsubscribeToken(await unsubscribeSecret(t.db), subscriber.id, subscriber.email);
});
afterAll(() => t.close());

const preview = (query: string) => t.app.inject({ method: 'GET', url: `/api/unsubscribe${query}` });
const isListed = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/newsletters', headers: bearer(admin) }))
    .json<{ email: string }[]>()
    .some((row) => row.email === 'dana@example.com');

describe('/api/unsubscribe', () => {
  it('shows the masked address a valid link is for', async () => {
    const response = await preview(`?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'd***@example.com', subscribed: true });
  });

  it('refuses a missing, malformed, forged or foreign token with one message', async () => {
    const forged = `${subscriber.id}.${'A'.repeat(22)}`;
    const foreign = signUnsubscribeToken(Buffer.alloc(32, 7), subscriber.id, subscriber.email);
    const unknown = signUnsubscribeToken(await unsubscribeSecret(t.db), 999_999, 'nobody@example.com');
    for (const query of [
      '',
      '?token=',
      '?token=nonsense',
      `?token=${forged}`,
      `?token=${foreign}`,
      `?token=${unknown}`,
    ]) {
      const get = await preview(query);
      const post = await t.app.inject({ method: 'POST', url: `/api/unsubscribe${query}` });
      for (const response of [get, post]) {
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toEqual({ message: 'This unsubscribe link is not valid.' });
      }
    }
    expect(await isListed()).toBe(true);
  });

  it('unsubscribes by the JSON body the page sends, and again without harm', async () => {
    for (let click = 0; click < 2; click++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'You have been unsubscribed from the newsletter.' });
    }
    expect(await isListed()).toBe(false);
    expect((await preview(`?token=${token}`)).json()).toEqual({
      email: 'd***@example.com',
      subscribed: false,
    });
  });

  it('accepts the token in a form body, and keeps working after a new subscription', async () => {
    await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'dana@example.com' } });
    expect(await isListed()).toBe(true);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await isListed()).toBe(false);
  });

  it('accepts form bodies only here', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletters',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=x%40example.com',
    });
    expect(response.statusCode).toBe(415);
  });
});
