import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_SALES_SETTINGS, type OrderView, type SalesSettings } from '../../contract/sales';
import type { Db } from '../core/db/index';
import type { MailMessage } from '../core/mail/mailer';
import { unsubscribeSecret } from '../core/mail/unsubscribe-token';
import { mailOutbox, reservations } from '../db/schema';
import { signReservationToken } from '../modules/reservations/reservation-token';
import { orders } from '../modules/sales/schema';
import { saveSalesSettings } from '../modules/sales/settings';
import { request, reservablePiece, setPiece } from './reservation-helpers';
import type { TestApp } from './test-app';

/** A shop that takes bank transfers (and cards when `card` is set) in EUR, 19 % tax included. */
export function shopSettings(changes: Partial<SalesSettings> = {}): SalesSettings {
  return {
    ...DEFAULT_SALES_SETTINGS,
    currency: 'EUR',
    taxRatePercent: 19,
    pricesIncludeTax: true,
    seller: {
      legalName: 'Nostalgia Chrome Studio GmbH',
      address: 'Hafenstraße 1\n20457 Hamburg\nGermany',
      taxId: 'DE123456789',
    },
    bankTransfer: {
      enabled: true,
      accountHolder: 'Nostalgia Chrome Studio GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      daysToPay: 7,
    },
    card: { enabled: false, minutesToPay: 60 },
    ...changes,
  };
}

export const openShop = (db: Db, changes: Partial<SalesSettings> = {}) =>
  saveSalesSettings(db, shopSettings(changes));

/** A piece whose 12 inch edition of `numbers` costs `price` (minor units). */
export async function pricedPiece(
  db: Db,
  { numbers = 10, price = 480_000 }: { numbers?: number; price?: number | null } = {},
) {
  const piece = await reservablePiece(db, { size100: numbers });
  await setPiece(db, piece.id, { price100: price });
  return piece;
}

let addressCount = 0;

/** A collector reserves and confirms by their emailed link; answers the reservation and the confirm answer. */
export async function reserveAndConfirm(t: TestApp, sculptureId: number, who: string | number) {
  const reserved = await t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload: request(sculptureId, who),
    remoteAddress: `10.9.${Math.floor(++addressCount / 250)}.${addressCount % 250}`,
  });
  expect(reserved.statusCode).toBeLessThan(300);
  const place = reserved.json<{ id: number; state: string }>();
  const token = signReservationToken(await unsubscribeSecret(t.db), place.id);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/reservations/confirm',
    payload: { token },
  });
  expect(confirmed.statusCode).toBe(200);
  return { place, ...confirmed.json<{ message: string; orderPath: string | null }>() };
}

/** The order opened for a reservation. */
/** Where to ship an order, as its collector gives it on the order page (a transfer's invoice follows it). */
export async function shipTo(t: TestApp, orderPath: string, name = 'Ada Lovelace') {
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderPath.split('/').pop()}/address`,
    payload: {
      address: { name, line1: '12 St James’s Square', postalCode: 'SW1Y 4JH', city: 'London', country: 'GB' },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<OrderView>();
}

export async function orderOfReservation(db: Db, reservationId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.reservationId, reservationId));
  return order ?? null;
}

export async function reservationState(db: Db, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

/** The order emails queued to one address, oldest first. */
export async function orderMailsTo(db: Db, email: string): Promise<MailMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'order'))
    .orderBy(desc(mailOutbox.id));
  return rows
    .map((row) => row.message as MailMessage)
    .filter((message) => message.to === email)
    .reverse();
}

/** The token of an order page path (/orders/<token>). */
export const tokenOfPath = (path: string) => decodeURIComponent(path.split('/').pop()!);
