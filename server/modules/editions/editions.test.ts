import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../contract/activity';
import type { EditionNumber } from '../../../contract/editions';
import type { Sculpture } from '../../../contract/sculpture';
import { waitlistDeliveries } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: Record<string, string>;
let hero: Sculpture;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
  hero = await adminHero();
});
afterAll(() => t.close());

async function adminHero() {
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/sculptures', headers: auth });
  return list.json<Sculpture[]>().find((s) => s.slug === 'hero-kid')!;
}

/** The piece's editable fields as the form sends them, with changes. */
function payload(changes: Partial<Sculpture> = {}) {
  const { id, isLocked, createdAt, updatedAt, imageMeta, sortOrder, releaseAt, ...fields } = hero;
  const editable = Object.fromEntries(
    Object.entries(fields).filter(([key]) => !key.endsWith('Image') && !key.endsWith('Images')),
  );
  return { ...editable, placeholderMedia: undefined, ...changes };
}

async function putPiece(changes: Partial<Sculpture>) {
  hero = await adminHero();
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/sculptures/${hero.id}`,
    headers: auth,
    payload: payload(changes),
  });
}
const register = async () =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/sculptures/${hero.id}/editions`, headers: auth })
  ).json<EditionNumber[]>();
const setNumber = (size: string, number: number, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/sculptures/${hero.id}/editions/${size}/${number}`,
    headers: auth,
    payload: body,
  });
const publicList = () => t.app.inject({ method: 'GET', url: '/api/sculptures' });
const publicHero = async () =>
  (await publicList())
    .json<
      {
        slug: string;
        status: string;
        editions?: { size: string; total: number; remaining: number; held: number }[];
      }[]
    >()
    .find((s) => s.slug === 'hero-kid')!;
const activity = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/activity', headers: auth })).json<ActivityPage>()
    .entries;

const sale = {
  state: 'sold',
  collectorName: 'Ada Lovelace',
  collectorEmail: 'Ada@Example.COM',
  soldOn: '2026-11-20',
  price: 'EUR 4,800',
  note: 'Shipped in its crate',
};

describe('the edition register on the wire', () => {
  it('lists every number of every size, and only to the admin', async () => {
    const numbers = await register();
    expect(numbers).toHaveLength(58);
    expect(numbers[0]).toMatchObject({ size: '100', number: 1, state: 'available', collectorName: null });
    expect(numbers.at(-1)).toMatchObject({ size: '450', number: 8, state: 'available' });
    expect(hero).toMatchObject({ editionSize100: 50, editionSize450: 8, statusAtRelease: 'Available' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/sculptures/${hero.id}/editions` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sculptures/999999/editions',
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a sale without its collector or date, and a number beyond the edition, changing nothing', async () => {
    const bare = await setNumber('450', 3, { state: 'sold' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toContain("Enter the collector's name");
    const badDate = await setNumber('450', 3, { ...sale, soldOn: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('real date');
    const beyond = await setNumber('450', 9, sale);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().message).toBe('Hero Kid has no 54 inch no. 9: its edition is smaller');
    expect((await register()).every((row) => row.state === 'available')).toBe(true);
  });

  it('records a sale, counts it in public at once (past the cache), and never shows the buyer', async () => {
    expect((await publicHero()).editions).toEqual([
      { size: '100', total: 50, remaining: 50, held: 0, price: null, currency: 'EUR', priceText: null },
      { size: '450', total: 8, remaining: 8, held: 0, price: null, currency: 'EUR', priceText: null },
    ]);
    const sold = await setNumber('450', 3, sale);
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({
      size: '450',
      number: 3,
      state: 'sold',
      collectorName: 'Ada Lovelace',
      collectorEmail: 'Ada@example.com',
      soldOn: '2026-11-20',
      price: 'EUR 4,800',
    });
    expect((await publicHero()).editions).toEqual([
      { size: '100', total: 50, remaining: 50, held: 0, price: null, currency: 'EUR', priceText: null },
      { size: '450', total: 8, remaining: 7, held: 0, price: null, currency: 'EUR', priceText: null },
    ]);
    const body = (await publicList()).body;
    expect(body).not.toContain('Lovelace');
    expect(body).not.toContain('example.com');
    expect(body).not.toContain('statusAtRelease');
    const page = await t.app.inject({ method: 'GET', url: '/sculptures/hero-kid' });
    expect(page.body).not.toContain('Lovelace');
  });

  it("writes each change to the activity log in the owner's words", async () => {
    await setNumber('450', 4, { state: 'withheld', note: 'Artist proof', collectorName: 'Nobody' });
    const [withheld, soldEntry] = await activity();
    expect(withheld).toMatchObject({
      entity: 'edition',
      action: 'withhold',
      target: 'Hero Kid, 54 inch no. 4',
    });
    expect(soldEntry).toMatchObject({ entity: 'edition', action: 'sell', target: 'Hero Kid, 54 inch no. 3' });
    expect(soldEntry!.fields).toEqual(
      expect.arrayContaining(['State', "Collector's name", "Collector's email", 'Date of sale']),
    );
    // A withheld number belongs to nobody: the name sent with it is not kept.
    expect((await register()).find((row) => row.size === '450' && row.number === 4)).toMatchObject({
      state: 'withheld',
      collectorName: null,
      note: 'Artist proof',
    });
  });

  it('exports the register as CSV, collectors included, to the admin only', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sculptures/${hero.id}/editions.csv`,
      headers: auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/vitrine-editions-hero-kid-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Size,Number,State,Collector,Email,Date of sale,Price,Note,Last changed,Owner now (resale),Date of resale',
    );
    expect(lines).toHaveLength(1 + 58);
    expect(lines.find((line) => line.startsWith('54 inch,3,'))).toMatch(
      /^54 inch,3,Sold,Ada Lovelace,Ada@example\.com,2026-11-20,"EUR 4,800",Shipped in its crate,/,
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sculptures/${hero.id}/editions.csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses to shrink an edition below a number that is taken, with the reason, saving nothing', async () => {
    const refused = await putPiece({ editionSize450: 2, title: 'Renamed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The 54 inch edition cannot shrink to 2: 54 inch no. 3 is sold, 54 inch no. 4 is withheld. Make those numbers available in its register first.',
    );
    expect((await adminHero()).title).toBe('Hero Kid');
    const invalid = await putPiece({ editionSize100: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('whole number from 1 to 1000');
  });

  it('grows and shrinks a size through the sculpture payload, and drops a size not offered from public', async () => {
    expect((await putPiece({ editionSize450: 4, editionSize100: 60 })).statusCode).toBe(200);
    expect((await publicHero()).editions).toEqual([
      { size: '100', total: 60, remaining: 60, held: 0, price: null, currency: 'EUR', priceText: null },
      { size: '450', total: 4, remaining: 2, held: 0, price: null, currency: 'EUR', priceText: null },
    ]);
    expect((await putPiece({ editionSize100: null })).statusCode).toBe(200);
    expect((await publicHero()).editions).toEqual([
      { size: '450', total: 4, remaining: 2, held: 0, price: null, currency: 'EUR', priceText: null },
    ]);
    expect((await register()).filter((row) => row.size === '100')).toEqual([]);
  });

  it('turns the piece Sold Out when its last number goes, and Available again when one comes back', async () => {
    await setNumber('450', 1, sale);
    expect((await publicHero()).status).toBe('Available');
    // Held is not sold: a hold on the last number leaves the piece Available and its line open.
    expect((await setNumber('450', 2, { state: 'held', collectorName: 'Grace Hopper' })).statusCode).toBe(
      200,
    );
    const held = await publicHero();
    expect(held.status).toBe('Available');
    expect(held.editions).toEqual([
      { size: '450', total: 4, remaining: 0, held: 1, price: null, currency: 'EUR', priceText: null },
    ]);
    const last = await setNumber('450', 2, { state: 'withheld' });
    expect(last.statusCode).toBe(200);
    const gone = await publicHero();
    expect(gone.status).toBe('Sold Out');
    expect(gone.editions).toEqual([
      { size: '450', total: 4, remaining: 0, held: 0, price: null, currency: 'EUR', priceText: null },
    ]);
    expect((await adminHero()).status).toBe('Sold Out');
    // Written with the change itself, so just before the owner's own line.
    const [withheld, soldOut] = await activity();
    expect(withheld).toMatchObject({
      username: 'curator',
      action: 'withhold',
      target: 'Hero Kid, 54 inch no. 2',
    });
    expect(soldOut).toMatchObject({
      username: 'Vitrine (automatic)',
      entity: 'sculpture',
      action: 'sold out',
      target: 'Hero Kid',
    });

    // Joining the waitlist of the sold-out piece; a number coming back makes it reservable again.
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlists',
      payload: { email: 'fan@example.com', sculptureType: 'Hero Kid', sculptureId: hero.id },
    });
    expect(joined.statusCode).toBeLessThan(300);
    await setNumber('450', 2, { state: 'available' });
    const back = await publicHero();
    expect(back.status).toBe('Available');
    expect(back.editions).toEqual([
      { size: '450', total: 4, remaining: 1, held: 0, price: null, currency: 'EUR', priceText: null },
    ]);
    const [again] = await activity().then((entries) =>
      entries.filter((entry) => entry.username === 'Vitrine (automatic)'),
    );
    expect(again).toMatchObject({ action: 'available again', target: 'Hero Kid' });
    const mails = await t.db
      .select()
      .from(waitlistDeliveries)
      .where(eq(waitlistDeliveries.sculptureId, hero.id));
    expect(mails.map((mail) => mail.email)).toEqual(['fan@example.com']);
  });

  it('leaves the status to the owner when the same save sets it', async () => {
    expect((await putPiece({ status: 'Coming Soon' })).statusCode).toBe(200);
    await setNumber('450', 2, { state: 'held' });
    expect((await adminHero()).status).toBe('Coming Soon');
    // Every number is taken, yet the owner says Available in this very save: their word stands.
    const response = await putPiece({ status: 'Available' });
    expect(response.json()).toMatchObject({ status: 'Available', editionSize450: 4 });
  });
});
