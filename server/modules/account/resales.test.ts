import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountView } from '../../../contract/account';
import { accountMailsTo, chainOf, freshNetwork, ownsPiece, signedIn } from '../../test/account-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';

/*
 * Resales a collector starts: the buyer signs in and accepts, the certificate passes in one
 * transaction, /verify shows two owners; accepting twice or racing the studio's block leaves one
 * valid certificate; an unanswered resale lapses after 14 days on the test clock.
 */
const clock = createTestClock(new Date('2026-12-07T09:00:00Z'));
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ background: { clock: clock.clock } });
  adminToken = await t.login();
});
afterAll(async () => {
  await t.close();
});

const as = (cookie: string) => ({ headers: { cookie }, remoteAddress: freshNetwork() });
const view = async (cookie: string) =>
  (await t.app.inject({ url: '/api/account', ...as(cookie) })).json<AccountView>();
const startResale = (cookie: string, code: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/certificates/${code}/transfers`,
    payload: { email, price: 520_000, currency: 'EUR', agreedOn: '2026-12-06' },
    ...as(cookie),
  });
const accept = (cookie: string, id: number, publicOwner: 'initials' | 'none' = 'initials') =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/transfers/${id}/accept`,
    payload: { name: 'Noor Haddad', publicOwner },
    ...as(cookie),
  });
const block = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/certificate-transfers/${id}/block`,
    payload: { reason: 'The piece is reported stolen.' },
    headers: bearer(adminToken),
  });
const check = async (code: string) => (await t.app.inject({ url: `/api/certificates/${code}` })).json();

describe('a resale the owner starts', () => {
  it('passes the certificate to the buyer who accepts: two owners, the old code transferred, both told', async () => {
    const { piece, code } = await ownsPiece(t, adminToken, 'seller-a@example.com', 'Sam Seller');
    const seller = await signedIn(t, 'seller-a@example.com');
    const started = await startResale(seller, code, 'Buyer-A@Example.com');
    expect(started.statusCode, started.body).toBe(201);
    expect((await view(seller)).certificates[0]!.openTransfer).toMatchObject({
      buyerEmail: 'Buyer-A@example.com',
      state: 'open',
    });
    // The buyer, new to the studio, can sign in with the address the seller named.
    expect((await accountMailsTo(t, 'Buyer-A@example.com'))[0]!.subject).toContain(
      'A certificate is waiting for you',
    );
    const buyer = await signedIn(t, 'Buyer-A@example.com');
    const [offer] = (await view(buyer)).transfersToAccept;
    expect(offer).toMatchObject({ title: piece.title, size: '100', number: 1 });

    const accepted = await accept(buyer, offer!.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = accepted.json<AccountView>();
    expect(mine.transfersToAccept).toEqual([]);
    expect(mine.certificates).toMatchObject([{ state: 'valid', title: piece.title }]);
    const newCode = mine.certificates[0]!.code;

    expect(await check(newCode)).toMatchObject({ state: 'valid', owner: 'N. H.', owners: 2 });
    expect(await check(code)).toMatchObject({ state: 'transferred', owners: 1 });
    expect((await chainOf(t, piece.id)).map((row) => row.state)).toEqual(['transferred', 'valid']);
    expect((await view(seller)).certificates[0]).toMatchObject({ state: 'transferred', openTransfer: null });
    expect((await accountMailsTo(t, 'seller-a@example.com')).map((mail) => mail.subject)).toContain(
      `Your resale is complete: ${piece.title}, 12 inch, No. 1 of 5`,
    );
    // The studio sees every resale, the price the seller noted included.
    const studio = await t.app.inject({
      url: '/api/admin/certificate-transfers',
      headers: bearer(adminToken),
    });
    expect(studio.json()).toContainEqual({
      id: offer!.id,
      code,
      title: piece.title,
      sculptureId: piece.id,
      size: '100',
      number: 1,
      total: 5,
      sellerName: 'Sam Seller',
      sellerEmail: 'seller-a@example.com',
      buyerName: 'Noor Haddad',
      buyerEmail: 'Buyer-A@example.com',
      newCode,
      verifyPath: `/verify/${code}`,
      newVerifyPath: `/verify/${newCode}`,
      state: 'accepted',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      endedAt: expect.any(String),
      blockReason: null,
      price: 520_000,
      currency: 'EUR',
      agreedOn: '2026-12-06',
    });
  });

  it('shows nothing of a buyer who chose to be shown nothing', async () => {
    const { code } = await ownsPiece(t, adminToken, 'seller-b@example.com', 'Sam Seller');
    const seller = await signedIn(t, 'seller-b@example.com');
    const started = await startResale(seller, code, 'buyer-b@example.com');
    const buyer = await signedIn(t, 'buyer-b@example.com');
    const accepted = await accept(buyer, started.json<{ id: number }>().id, 'none');
    const newCode = accepted.json<AccountView>().certificates[0]!.code;
    expect(await check(newCode)).toMatchObject({ owner: null, owners: 2 });
  });

  it('accepted twice at once leaves one valid certificate', async () => {
    const { piece, code } = await ownsPiece(t, adminToken, 'seller-c@example.com', 'Sam Seller');
    const seller = await signedIn(t, 'seller-c@example.com');
    const id = (await startResale(seller, code, 'buyer-c@example.com')).json<{ id: number }>().id;
    const buyer = await signedIn(t, 'buyer-c@example.com');
    const answers = await Promise.all([accept(buyer, id), accept(buyer, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const chain = await chainOf(t, piece.id);
    expect(chain.filter((row) => row.state === 'valid')).toHaveLength(1);
    expect(chain).toHaveLength(2);
  });

  it('racing the studio’s block leaves one outcome and one valid certificate', async () => {
    const { piece, code } = await ownsPiece(t, adminToken, 'seller-d@example.com', 'Sam Seller');
    const seller = await signedIn(t, 'seller-d@example.com');
    const id = (await startResale(seller, code, 'buyer-d@example.com')).json<{ id: number }>().id;
    const buyer = await signedIn(t, 'buyer-d@example.com');
    const [accepted, blocked] = await Promise.all([accept(buyer, id), block(id)]);
    // Exactly one of them wins.
    expect([accepted.statusCode, blocked.statusCode].sort()).toEqual([200, 409]);
    const chain = await chainOf(t, piece.id);
    expect(chain.filter((row) => row.state === 'valid')).toHaveLength(1);
    expect(chain.at(-1)!.owner_email).toBe(
      accepted.statusCode === 200 ? 'buyer-d@example.com' : 'seller-d@example.com',
    );
  });

  it('a blocked resale tells both why, and the certificate stays with its owner', async () => {
    const { piece, code } = await ownsPiece(t, adminToken, 'seller-e@example.com', 'Sam Seller');
    const seller = await signedIn(t, 'seller-e@example.com');
    const id = (await startResale(seller, code, 'buyer-e@example.com')).json<{ id: number }>().id;
    expect((await block(id)).statusCode).toBe(200);
    const buyer = await signedIn(t, 'buyer-e@example.com');
    expect((await view(buyer)).transfersToAccept).toEqual([]);
    expect((await accept(buyer, id)).statusCode).toBe(409);
    expect((await chainOf(t, piece.id)).map((row) => row.state)).toEqual(['valid']);
    const told = await accountMailsTo(t, 'buyer-e@example.com');
    const ended = told.filter((mail) => mail.subject.startsWith('A resale did not go through'));
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain('The studio has stopped this resale: The piece is reported stolen.');
    expect((await accountMailsTo(t, 'seller-e@example.com')).map((mail) => mail.subject)).toContain(
      `A resale did not go through: ${piece.title}, 12 inch, No. 1 of 5`,
    );
    // Both collectors' timelines in the dashboard say so, with the studio's reason.
    const timelineOf = async (email: string) => {
      const found = await t.app.inject({
        url: `/api/admin/collectors?q=${email}`,
        headers: bearer(adminToken),
      });
      const { id } = found
        .json<{ items: { id: number; email: string }[] }>()
        .items.find((one) => one.email === email)!;
      const detail = await t.app.inject({ url: `/api/admin/collectors/${id}`, headers: bearer(adminToken) });
      return detail.json<{ timeline: { title: string; status: string | null; body: string | null }[] }>()
        .timeline;
    };
    expect(await timelineOf('seller-e@example.com')).toContainEqual(
      expect.objectContaining({
        title: `Started a resale of ${piece.title}, 12 inch, number 1 to buyer-e@example.com`,
        status: 'Blocked',
        body: 'The piece is reported stolen.',
      }),
    );
    expect(await timelineOf('buyer-e@example.com')).toContainEqual(
      expect.objectContaining({
        title: `Offered ${piece.title}, 12 inch, number 1 in a resale`,
        status: 'Blocked',
      }),
    );
  });

  it('is cancelled by the seller until accepted, and lapses after 14 days', async () => {
    const { piece, code } = await ownsPiece(t, adminToken, 'seller-f@example.com', 'Sam Seller');
    const seller = await signedIn(t, 'seller-f@example.com');
    const first = (await startResale(seller, code, 'buyer-f@example.com')).json<{ id: number }>().id;
    // One open resale per certificate.
    expect((await startResale(seller, code, 'buyer-g@example.com')).statusCode).toBe(409);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/account/transfers/${first}/cancel`,
      ...as(seller),
    });
    expect(cancelled.statusCode).toBe(200);
    const second = (await startResale(seller, code, 'buyer-f@example.com')).json<{ id: number }>().id;
    clock.advance(14 * 24 * 60 * 60 * 1000 + 60_000);
    await expect
      .poll(async () => (await view(seller)).transfers.find((transfer) => transfer.id === second)?.state)
      .toBe('lapsed');
    const buyer = await signedIn(t, 'buyer-f@example.com');
    expect((await accept(buyer, second)).statusCode).toBe(409);
    expect((await chainOf(t, piece.id)).map((row) => row.state)).toEqual(['valid']);
  });

  it('refuses to erase a collector while their resale is open, naming it', async () => {
    const { piece, code } = await ownsPiece(t, adminToken, 'seller-h@example.com', 'Sam Seller');
    const seller = await signedIn(t, 'seller-h@example.com');
    await startResale(seller, code, 'buyer-h@example.com');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/account/erase',
      payload: { confirm: 'ERASE' },
      ...as(seller),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`the resale of ${piece.title}, waiting for your buyer`);
  });

  it('lists the resales still waiting for their buyer first, for the studio', async () => {
    const { code: waiting } = await ownsPiece(t, adminToken, 'seller-i@example.com', 'Sam Seller');
    const { code: ended } = await ownsPiece(t, adminToken, 'seller-j@example.com', 'Sam Seller');
    const first = await signedIn(t, 'seller-i@example.com');
    const second = await signedIn(t, 'seller-j@example.com');
    expect((await startResale(first, waiting, 'buyer-i@example.com')).statusCode).toBe(201);
    // The newer one, cancelled: it goes below every open one, however new.
    const cancelled = (await startResale(second, ended, 'buyer-j@example.com')).json<{ id: number }>().id;
    await t.app.inject({ method: 'POST', url: `/api/account/transfers/${cancelled}/cancel`, ...as(second) });
    const listed = (
      await t.app.inject({ url: '/api/admin/certificate-transfers', headers: bearer(adminToken) })
    ).json<{ id: number; code: string; state: string }[]>();
    const lastOpen = listed.findLastIndex((row) => row.state === 'open');
    const firstEnded = listed.findIndex((row) => row.state !== 'open');
    expect(lastOpen).toBeLessThan(firstEnded);
    expect(listed.find((row) => row.id === cancelled)).toMatchObject({ code: ended, state: 'cancelled' });
    expect(listed.find((row) => row.code === waiting)).toMatchObject({ state: 'open' });
  });
});
