import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../core/db/index';
import { sculptures } from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import {
  countEditions,
  holdNextAvailableNumber,
  listEditionNumbers,
  lockSculptureForEditions,
  releaseHeldNumber,
  resizeEdition,
  setEditionNumber,
} from './edition-numbers';

let database: Database;
let pieceId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const [hero] = await database.db.select().from(sculptures).where(eq(sculptures.slug, 'hero-kid'));
  pieceId = hero!.id;
});
afterAll(() => database.close());

const resize = (size: number | null) =>
  database.db.transaction(async (tx) => {
    await lockSculptureForEditions(tx, pieceId);
    return resizeEdition(tx, pieceId, '450', size);
  });
const counts = async () =>
  (await countEditions(database.db, [pieceId])).map(({ size, total, remaining }) => ({
    size,
    total,
    remaining,
  }));

describe('the edition register', () => {
  it('holds the demo pieces numbered from their edition text, a sold-out piece sold throughout', async () => {
    expect(await counts()).toEqual([
      { size: '100', total: 50, remaining: 50 },
      { size: '450', total: 8, remaining: 8 },
    ]);
    const [gone] = await database.db.select().from(sculptures).where(eq(sculptures.status, 'Sold Out'));
    const goneCounts = await countEditions(database.db, [gone!.id]);
    expect(goneCounts.every((count) => count.total > 0 && count.remaining === 0)).toBe(true);
  });

  it('grows and shrinks a size, and refuses to drop a number that is not available', async () => {
    expect(await resize(12)).toEqual([]);
    expect((await counts())[1]).toEqual({ size: '450', total: 12, remaining: 12 });
    await database.db.transaction((tx) =>
      setEditionNumber(tx, pieceId, '450', 11, {
        state: 'sold',
        collectorName: 'Ada Lovelace',
        collectorEmail: 'ada@example.com',
        soldOn: '2026-11-20',
        price: 'EUR 4,800',
        note: null,
      }),
    );
    expect(await resize(10)).toEqual([{ number: 11, state: 'sold' }]);
    expect((await counts())[1]).toEqual({ size: '450', total: 12, remaining: 11 });
    expect(await resize(11)).toEqual([]);
    const numbers = (await listEditionNumbers(database.db, pieceId)).filter((row) => row.size === '450');
    expect(numbers.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(numbers[10]).toMatchObject({ state: 'sold', collectorName: 'Ada Lovelace', soldOn: '2026-11-20' });
  });

  it('holds each number once when many ask at once, and never beyond the edition', async () => {
    const holds = await Promise.all(
      Array.from({ length: 40 }, () =>
        database.db.transaction((tx) => holdNextAvailableNumber(tx, pieceId, '450')),
      ),
    );
    const held = holds.filter((hold) => hold !== null);
    expect(held).toHaveLength(10);
    expect(held.map((hold) => hold.number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await counts())[1]).toEqual({ size: '450', total: 11, remaining: 0 });

    expect(await database.db.transaction((tx) => releaseHeldNumber(tx, held[0]!.id))).toBe(true);
    expect(await database.db.transaction((tx) => releaseHeldNumber(tx, held[0]!.id))).toBe(false);
    expect((await counts())[1]).toEqual({ size: '450', total: 11, remaining: 1 });
  });
});
