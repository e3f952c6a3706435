import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import type { AccountView } from '../../../contract/account';
import { accountMailsTo, codeMailedTo, freshNetwork, ownsPiece, signedIn } from '../../test/account-helpers';
import { formPoster } from '../../test/form-post';
import { openShop, pricedPiece, reserveAndConfirm } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The collector's page: what it holds for one address, that nothing of it opens to another
 * collector's session, and the page itself rendered by the server and used without script.
 */
let t: TestApp;
let adminToken: string;
let owner: { cookie: string; code: string; waitlistId: number; orderPath: string; transferId: number };
let other: string;

beforeAll(async () => {
  t = await createTestApp({ renderRoot: render });
  adminToken = await t.login();
  await openShop(t.db);
  // collector7 reserves and confirms: an order awaiting payment.
  const priced = await pricedPiece(t.db);
  const { orderPath } = await reserveAndConfirm(t, priced.id, 7);
  const { code } = await ownsPiece(t, adminToken, 'collector7@example.com', 'Collector 7');
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/waitlists',
    payload: { email: 'collector7@example.com', sculptureType: priced.title, sculptureId: priced.id },
    remoteAddress: freshNetwork(),
  });
  expect(joined.statusCode).toBe(201);
  const cookie = await signedIn(t, 'collector7@example.com');
  const mine = (await t.app.inject({ url: '/api/account', headers: { cookie } })).json<AccountView>();
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/account/certificates/${code}/transfers`,
    payload: { email: 'buyer9@example.com' },
    headers: { cookie },
  });
  expect(started.statusCode).toBe(201);
  owner = {
    cookie,
    code,
    waitlistId: mine.waitlists[0]!.id,
    orderPath: orderPath!,
    transferId: started.json().id,
  };
  await ownsPiece(t, adminToken, 'collector8@example.com', 'Collector 8');
  other = await signedIn(t, 'collector8@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/account', () => {
  it('holds the collector’s piece, certificate, order with its page, place in line and waitlist', async () => {
    const view = (
      await t.app.inject({ url: '/api/account', headers: { cookie: owner.cookie } })
    ).json<AccountView>();
    expect(view.email).toBe('collector7@example.com');
    expect(view.certificates).toMatchObject([{ state: 'valid', number: 1, size: '100' }]);
    expect(view.certificates[0]!.openTransfer).toMatchObject({ buyerEmail: 'buyer9@example.com' });
    expect(view.orders).toMatchObject([{ state: 'awaiting-payment', pagePath: owner.orderPath }]);
    expect(view.reservations).toMatchObject([{ state: 'held', placeInLine: null }]);
    expect(view.waitlists).toHaveLength(1);
    expect(view.subscribed).toBe(false);
  });
});

describe('another collector’s session', () => {
  const as = (cookie: string) => ({ headers: { cookie }, remoteAddress: freshNetwork() });

  it('reads nothing of theirs and changes nothing of theirs, on every account route', async () => {
    const view = (await t.app.inject({ url: '/api/account', ...as(other) })).json<AccountView>();
    expect(view.email).toBe('collector8@example.com');
    expect(JSON.stringify(view)).not.toContain('collector7');
    expect(view.orders).toEqual([]);

    const tries = [
      { method: 'DELETE' as const, url: `/api/account/waitlists/${owner.waitlistId}` },
      { method: 'GET' as const, url: `/api/account/certificates/${owner.code}/pdf` },
      {
        method: 'POST' as const,
        url: `/api/account/certificates/${owner.code}/transfers`,
        payload: { email: 'thief@example.com' },
      },
      { method: 'POST' as const, url: `/api/account/transfers/${owner.transferId}/cancel` },
      {
        method: 'POST' as const,
        url: `/api/account/transfers/${owner.transferId}/accept`,
        payload: { name: 'Thief', publicOwner: 'initials' },
      },
    ];
    for (const attempt of tries) {
      const answer = await t.app.inject({ ...attempt, ...as(other) });
      expect(answer.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(answer.json().message).toBe('This is not one of yours.');
    }
    const exported = await t.app.inject({ url: '/api/account/export', ...as(other) });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('collector7');
    // The owner's things are all still there.
    const after = (await t.app.inject({ url: '/api/account', ...as(owner.cookie) })).json<AccountView>();
    expect(after.waitlists).toHaveLength(1);
    expect(after.certificates[0]!.openTransfer).toMatchObject({ id: owner.transferId, state: 'open' });
  });

  it('gets nothing without a session, and the owner’s PDF opens for the owner', async () => {
    for (const url of [
      '/api/account',
      '/api/account/export',
      `/api/account/certificates/${owner.code}/pdf`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    const pdf = await t.app.inject({
      url: `/api/account/certificates/${owner.code}/pdf`,
      ...as(owner.cookie),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('/account without script', () => {
  const postForm = formPoster(() => t, '10.77.0');

  it('signs in by the emailed code and shows the collection, never cached', async () => {
    const empty = await t.app.inject({ url: '/account', remoteAddress: freshNetwork() });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('private, no-store');
    expect(empty.body).toContain('Email me a code');
    const asked = await postForm('/account', { action: 'sign-in', email: 'collector8@example.com' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('a code is on its way');
    const mails = (await accountMailsTo(t, 'collector8@example.com')).length;
    const code = await codeMailedTo(t, 'collector8@example.com', mails - 1);
    const wrong = await postForm('/account', {
      action: 'verify',
      email: 'collector8@example.com',
      code: code === '999999' ? '999998' : '999999',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('That code is not right');
    const verified = await postForm('/account', { action: 'verify', email: 'collector8@example.com', code });
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/account');
    const cookie = (verified.headers['set-cookie'] as string[])[0]!.split(';')[0]!;
    const page = await t.app.inject({ url: '/account', headers: { cookie }, remoteAddress: freshNetwork() });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Signed in as collector8@example.com');
    expect(page.body).toContain('Pieces and certificates');
  });

  it('leaves a waitlist, saves an address and turns the newsletter on, each by a form post', async () => {
    const post = (fields: Record<string, string>) => postForm('/account', fields, { cookie: owner.cookie });
    const left = await post({ action: 'leave-waitlist', id: String(owner.waitlistId) });
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe('/account?done=waitlist');
    const refused = await post({
      action: 'address',
      name: 'C Seven',
      line1: '',
      postalCode: '',
      city: '',
      country: 'PT',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="C Seven"');
    const saved = await post({
      action: 'address',
      name: 'C Seven',
      line1: 'Rua Augusta 1',
      postalCode: '1100-053',
      city: 'Lisboa',
      country: 'pt',
    });
    expect(saved.statusCode).toBe(303);
    const subscribed = await post({ action: 'newsletter', subscribed: 'on' });
    expect(subscribed.statusCode).toBe(303);
    const view = (
      await t.app.inject({ url: '/api/account', headers: { cookie: owner.cookie } })
    ).json<AccountView>();
    expect(view.waitlists).toEqual([]);
    expect(view.subscribed).toBe(true);
    expect(view.shippingAddress).toMatchObject({ city: 'Lisboa', country: 'PT' });
    // The order not yet shipped follows the new address.
    const order = await t.app.inject({ url: `/api/orders/${owner.orderPath.split('/').pop()}` });
    expect(order.json().shippingAddress).toMatchObject({ line1: 'Rua Augusta 1' });
  });

  it('refuses a post from another site', async () => {
    const forged = await postForm(
      '/account',
      { action: 'sign-out' },
      { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' },
    );
    expect(forged.statusCode).toBe(403);
  });
});
