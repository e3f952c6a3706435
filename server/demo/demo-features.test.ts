import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db/index';
import { createLocalStorage } from '../core/storage/local-storage';
import { appMeta, sculptures } from '../db/schema';
import { getAudienceSettings } from '../modules/audience/audience-settings';
import { getPopupSettings } from '../modules/content/popup-settings';
import { getSiteSetting } from '../modules/content/site-settings';
import { readSalesSettings } from '../modules/sales';
import { openTestDatabase } from '../test/test-app';
import { type ArtworkRenderer, seedDemoContent } from './seed';

/** One small grey picture for every drawing: what is seeded is the point here, not the art. */
const picture = () =>
  sharp({ create: { width: 64, height: 80, channels: 3, background: '#8a8f99' } })
    .jpeg()
    .toBuffer();
const renderer: ArtworkRenderer = { sculpture: picture, hero: picture, artist: picture };

/** A database as a first start finds it: the template's demo seeding forgotten. */
async function unseeded(): Promise<Database> {
  const database = await openTestDatabase();
  await database.db.delete(appMeta).where(eq(appMeta.key, 'demo-seeded-at'));
  return database;
}

describe('the demo a newcomer starts with npm run demo', () => {
  let shown: Database;
  let plain: Database;
  const media = mkdtempSync(path.join(tmpdir(), 'demo-features-'));
  const storage = createLocalStorage(media);
  beforeAll(async () => {
    [shown, plain] = await Promise.all([unseeded(), unseeded()]);
  });
  afterAll(async () => {
    await Promise.all([shown.close(), plain.close()]);
    rmSync(media, { recursive: true, force: true });
  });

  it('turns on prices and bank transfer, the popup, double opt-in and the legal texts, which a plain demo seeding leaves off', async () => {
    expect(await seedDemoContent(shown.db, storage, renderer, { features: true })).toBe(true);
    expect(await getPopupSettings(shown.db)).toMatchObject({
      enabled: 'true',
      title: 'Hear of the next drop first',
    });
    expect(await getAudienceSettings(shown.db)).toEqual({ doubleOptIn: true });
    expect(await getSiteSetting(shown.db, 'privacy_content')).toMatch(/sample privacy policy/);
    expect(await getSiteSetting(shown.db, 'terms_content')).toMatch(/sample terms/);

    expect(await seedDemoContent(plain.db, storage, renderer)).toBe(true);
    expect((await getPopupSettings(plain.db)).enabled).toBe('false');
    expect(await getAudienceSettings(plain.db)).toEqual({ doubleOptIn: false });
    expect(await getSiteSetting(plain.db, 'privacy_content')).toBeNull();

    // A confirmed hold in the demo opens an order its collector can pay by bank transfer.
    expect(await readSalesSettings(shown.db)).toMatchObject({
      currency: 'EUR',
      bankTransfer: { enabled: true },
    });
    const priced = await shown.db
      .select({ price100: sculptures.price100, price450: sculptures.price450 })
      .from(sculptures);
    expect(priced.length).toBeGreaterThan(0);
    for (const piece of priced) expect(piece.price100! > 0 && piece.price450! > 0).toBe(true);
    expect((await readSalesSettings(plain.db)).bankTransfer.enabled).toBe(false);
    const unpriced = await plain.db.select({ price100: sculptures.price100 }).from(sculptures);
    expect(unpriced.every((piece) => piece.price100 === null)).toBe(true);
  });
});
