import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateAddress } from '../../../contract/certificates';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

describe('where a certificate’s QR code leads', () => {
  let local: TestApp;
  let live: TestApp;
  beforeAll(async () => {
    [local, live] = await Promise.all([
      createTestApp({ publicUrl: 'http://localhost:3000' }),
      createTestApp({ publicUrl: 'https://chromenostalgia.example' }),
    ]);
  });
  afterAll(() => Promise.all([local.close(), live.close()]));

  const address = async (t: TestApp) =>
    (
      await t.app.inject({ url: '/api/admin/certificates/address', headers: bearer(await t.login()) })
    ).json<CertificateAddress>();

  it('tells the dashboard when PUBLIC_URL opens only on this machine, so it warns before a certificate is issued', async () => {
    expect(await address(local)).toEqual({ origin: 'http://localhost:3000', local: true });
    expect(await address(live)).toEqual({ origin: 'https://chromenostalgia.example', local: false });
    expect((await local.app.inject({ url: '/api/admin/certificates/address' })).statusCode).toBe(401);
  });
});
