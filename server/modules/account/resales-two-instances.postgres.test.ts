import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/auth/passwords';
import { chainOf, freshNetwork, ownsPiece, signedIn } from '../../test/account-helpers';
import { type Instance, startInstancesOnOneDatabase } from '../../test/instances-on-one-database';
import { bearer, TEST_ADMIN } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { createAdmin } from '../staff/admin-queries';

/**
 * A resale's race on PostgreSQL with real concurrency: two app instances on one database, each
 * with its own connections and nothing shared in memory. The buyer's two accepts, or the buyer's
 * accept and the studio's block, reach different instances at once; the transfer row's lock
 * must leave exactly one outcome and one valid certificate each time. Several rounds, so the
 * order in which the two arrive varies. Runs in the server-postgres project only.
 */
const time = createTestClock(new Date('2026-12-07T09:00:00Z'));
let instances: Instance[] = [];
let close: (() => Promise<void>) | undefined;
let adminToken = '';

beforeAll(async () => {
  ({ instances, close } = await startInstancesOnOneDatabase(2, () => ({
    background: { clock: time.clock },
  })));
  await createAdmin(instances[0]!.database.db, TEST_ADMIN.username, await hashPassword(TEST_ADMIN.password));
  const login = await instances[1]!.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: TEST_ADMIN,
  });
  adminToken = login.json<{ token: string }>().token;
});
afterAll(() => close?.());

const ROUNDS = 6;
const one = () => ({ app: instances[0]!.app, db: instances[0]!.database.db });
const other = () => ({ app: instances[1]!.app, db: instances[1]!.database.db });
const as = (cookie: string) => ({ headers: { cookie }, remoteAddress: freshNetwork() });

/** A piece owned by the seller, its resale started on the first instance, the buyer signed in on the second. */
async function openResale(round: string) {
  const seller = `pg-seller-${round}@example.com`;
  const buyer = `pg-buyer-${round}@example.com`;
  const { piece, code } = await ownsPiece(one(), adminToken, seller, 'Sam Seller');
  const sellerCookie = await signedIn(one(), seller);
  const started = await one().app.inject({
    method: 'POST',
    url: `/api/account/certificates/${code}/transfers`,
    payload: { email: buyer },
    ...as(sellerCookie),
  });
  expect(started.statusCode, started.body).toBe(201);
  return {
    piece,
    seller,
    buyer,
    id: started.json<{ id: number }>().id,
    buyerCookie: await signedIn(other(), buyer),
  };
}

const acceptOn = (index: number, cookie: string, id: number) =>
  instances[index]!.app.inject({
    method: 'POST',
    url: `/api/account/transfers/${id}/accept`,
    payload: { name: 'Noor Haddad', publicOwner: 'initials' },
    ...as(cookie),
  });
const blockOn = (index: number, id: number) =>
  instances[index]!.app.inject({
    method: 'POST',
    url: `/api/admin/certificate-transfers/${id}/block`,
    payload: { reason: 'The piece is reported stolen.' },
    headers: bearer(adminToken),
  });

describe('a resale raced on two instances', () => {
  it('accepted twice at once, on both instances, leaves one valid certificate', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { piece, buyer, id, buyerCookie } = await openResale(`twice-${round}`);
      const answers = await Promise.all([
        acceptOn(round % 2, buyerCookie, id),
        acceptOn((round + 1) % 2, buyerCookie, id),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort(), answers.map((a) => a.body).join(' ')).toEqual(
        [200, 409],
      );
      const chain = await chainOf(one(), piece.id);
      expect(chain.map((row) => row.state)).toEqual(['transferred', 'valid']);
      expect(chain[1]!.owner_email).toBe(buyer);
    }
  });

  it('racing the studio’s block on the other instance leaves one outcome and one valid certificate', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { piece, seller, buyer, id, buyerCookie } = await openResale(`block-${round}`);
      const [accepted, blocked] = await Promise.all([
        acceptOn(round % 2, buyerCookie, id),
        blockOn((round + 1) % 2, id),
      ]);
      expect([accepted.statusCode, blocked.statusCode].sort(), `${accepted.body} ${blocked.body}`).toEqual([
        200, 409,
      ]);
      const chain = await chainOf(one(), piece.id);
      expect(chain.filter((row) => row.state === 'valid')).toHaveLength(1);
      const buyerWon = accepted.statusCode === 200;
      expect(chain.map((row) => row.state)).toEqual(buyerWon ? ['transferred', 'valid'] : ['valid']);
      expect(chain.at(-1)!.owner_email).toBe(buyerWon ? buyer : seller);
      // The studio's list says the same as the chain: the one outcome, on either instance.
      const listed = await instances[round % 2]!.app.inject({
        url: '/api/admin/certificate-transfers',
        headers: bearer(adminToken),
      });
      expect(listed.json<{ id: number; state: string }[]>().find((row) => row.id === id)?.state).toBe(
        buyerWon ? 'accepted' : 'blocked',
      );
    }
  });
});
