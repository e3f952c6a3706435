import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../core/mail/mailer';
import { request, reservablePiece } from '../../test/reservation-helpers';
import { openShop, pricedPiece } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reservationDeliveryQueue } from './reservation-deliveries';

let t: TestApp;
const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message), close() {} };

beforeAll(async () => {
  t = await createTestApp({ mailer, publicUrl: 'https://vitrine.test', background: { senderPollMs: 50 } });
});
afterAll(() => t.close());

let address = 0;
/** A collector's request, held a number at once; answers the email telling them so. */
async function heldEmail(sculptureId: number, who: string) {
  const reserved = await t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload: request(sculptureId, who),
    remoteAddress: `10.8.0.${++address}`,
  });
  expect(reserved.json()).toMatchObject({ state: 'held' });
  await expect.poll(() => reservationDeliveryQueue.countUnfinished(t.db), { timeout: 15_000 }).toBe(0);
  const mail = sent.find((message) => message.to === `collector${who}@example.com`);
  expect(mail?.subject).toContain('is held for you');
  return mail!.text;
}

const PAY_ONLINE = 'Once confirmed, your order page shows the price and the ways to pay';
const STUDIO_SELLS = 'Once confirmed, the studio will contact you to complete the sale.';

describe("a held number's email, by the shop's settings", () => {
  it('says the studio completes the sale while the shop takes no payment, even for a priced size', async () => {
    const piece = await pricedPiece(t.db, { numbers: 2 });
    const text = await heldEmail(piece.id, 'before-shop');
    expect(text).toContain(STUDIO_SELLS);
    expect(text).not.toContain(PAY_ONLINE);
  });

  it('points to the order page once the shop takes bank transfers, for a priced size only', async () => {
    await openShop(t.db);
    const priced = await pricedPiece(t.db, { numbers: 2 });
    expect(await heldEmail(priced.id, 'priced')).toContain(PAY_ONLINE);
    const unpriced = await reservablePiece(t.db, { size100: 2 });
    expect(await heldEmail(unpriced.id, 'unpriced')).toContain(STUDIO_SELLS);
  });
});
