import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmationCap } from '../../../contract/audience';
import { confirmationDeliveries } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * Confirmation emails have a cap per hour, every address together, that the operator sets
 * (CONFIRMATION_EMAILS_PER_HOUR): a script subscribing thousands of strangers cannot make the
 * brand's mail server a spam cannon. The dashboard says when it is reached.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ confirmationEmailsPerHour: 3 });
  admin = await t.login();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/admin/audience-settings',
    payload: { doubleOptIn: true },
    headers: bearer(admin),
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

const cap = async () =>
  (
    await t.app.inject({ url: '/api/admin/audience-settings/confirmation-cap', headers: bearer(admin) })
  ).json<ConfirmationCap>();

describe('the hourly cap of confirmation emails', () => {
  it('queues no more than the cap in an hour, tells visitors the same, and the dashboard sees it', async () => {
    expect(await cap()).toEqual({ perHour: 3, lastHour: 0, reached: false });
    for (let i = 0; i < 5; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/newsletters',
        payload: { email: `stranger-${i}@example.com` },
        remoteAddress: `10.4.0.${i}`,
      });
      expect(answer.statusCode).toBe(201);
    }
    const queued = await t.db.select({ email: confirmationDeliveries.email }).from(confirmationDeliveries);
    expect(queued.map((row) => row.email).sort()).toEqual([
      'stranger-0@example.com',
      'stranger-1@example.com',
      'stranger-2@example.com',
    ]);
    expect(await cap()).toEqual({ perHour: 3, lastHour: 3, reached: true });
    // An hour on, the cap is free again.
    await t.db.update(confirmationDeliveries).set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) });
    expect(await cap()).toEqual({ perHour: 3, lastHour: 0, reached: false });
  });

  it('is the admin’s to read only', async () => {
    const answer = await t.app.inject({ url: '/api/admin/audience-settings/confirmation-cap' });
    expect(answer.statusCode).toBe(401);
  });
});
