import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { TRANSACTIONAL_MAIL_CONCURRENCY } from '../../core/mail/transactional-mail-sender';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { createLocalStorage } from '../../core/storage/local-storage';
import { mailOutbox, reservationDeliveries } from '../../db/schema';
import { appDepsOf } from '../../test/app-deps';
import { request } from '../../test/reservation-helpers';
import { openShop, pricedPiece } from '../../test/sales-helpers';
import { crashDuringSend } from '../../test/sender-crash';
import type { ReceivedMessage } from '../../test/smtp-peer';
import { signReservationToken } from '../reservations/reservation-token';
import { orders } from './schema';

const BUYERS = 30;
const ACCEPTED_BEFORE_KILL = 25;

/** The distinct subjects one address received. */
const subjectsTo = (messages: ReceivedMessage[], email: string) =>
  new Set(
    messages
      .filter((message) => message.to.includes(email))
      .map((message) => /^Subject: (.*)$/m.exec(message.raw.toString('utf8'))?.[1] ?? ''),
  );

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('receipts across a kill -9', () => {
  it('every paid order’s emails (its opening, receipt and certificate) reach its buyer: none lost, only those in flight repeated', async () => {
    const emails = Array.from({ length: BUYERS }, (_, index) => `collectorreceipt${index}@example.com`);
    const run = await crashDuringSend(
      {
        kind: 'transactional mail',
        acceptedBeforeKill: ACCEPTED_BEFORE_KILL,
        inFlight: TRANSACTIONAL_MAIL_CONCURRENCY,
        // The paying minute has just happened: thirty orders paid, their mail queued with them.
        seed: async (database) => {
          const app = await buildApp(
            appDepsOf({
              database,
              storage: createLocalStorage(path.join(inject('testRoot'), 'media')),
              clientDir: path.join(inject('testRoot'), 'client'),
              publicUrl: 'https://vitrine.test',
            }),
          );
          await app.ready();
          try {
            await openShop(database.db);
            const piece = await pricedPiece(database.db, { numbers: BUYERS, price: 120_000 });
            const secret = await unsubscribeSecret(database.db);
            for (let index = 0; index < BUYERS; index++) {
              const reserved = await app.inject({
                method: 'POST',
                url: '/api/reservations',
                payload: request(piece.id, `receipt${index}`),
                remoteAddress: `10.7.0.${index + 1}`,
              });
              const token = signReservationToken(secret, reserved.json<{ id: number }>().id);
              await app.inject({ method: 'POST', url: '/api/reservations/confirm', payload: { token } });
            }
            for (const order of await database.db.select().from(orders)) {
              expect(await app.sales.markPaid(order.id)).toBe('paid');
            }
          } finally {
            await app.close();
          }
          // Their "held" emails went out at the drop, before the minute this test is about.
          await database.db.update(reservationDeliveries).set({ status: 'sent', sentAt: new Date() });
          // The order's opening, its receipt and the certificate for each buyer, queued and not yet sent.
          const queued = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
          expect(queued).toHaveLength(BUYERS * 3);
        },
        // Done once every buyer has each of their three emails (a repeat of one is not another).
        finished: {
          peerHolds: (peer) => emails.every((email) => subjectsTo(peer.messages, email).size === 3),
        },
        afterwards: async ({ db }) => {
          const rows = await db.select().from(mailOutbox);
          expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
        },
      },
      (cleanup) => cleanups.push(cleanup),
    );
    // Each buyer's three emails arrived; a copy was repeated only if it was in flight at the kill.
    const copies = new Map<string, number>();
    for (const to of run.recipients) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect([...copies.keys()].sort()).toEqual([...emails].sort());
    for (const email of emails) expect(copies.get(email)).toBeGreaterThanOrEqual(3);
    const repeated = run.recipients.length - BUYERS * 3;
    expect(repeated).toBeLessThanOrEqual(TRANSACTIONAL_MAIL_CONCURRENCY);
  }, 300_000);
});
