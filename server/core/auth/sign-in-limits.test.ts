import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLimits } from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from '../db/index';
import { createSignInLimits, SWEEP_EVERY } from './sign-in-limits';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('sign-in limit state', () => {
  it('stays bounded however many addresses try, and keeps the newest waits', async () => {
    const maxKeys = 40;
    let at = Date.now();
    const limits = createSignInLimits(database.db, { now: () => new Date(at), maxKeys });
    // A flood from fresh addresses, one attempt each.
    for (let i = 0; i < SWEEP_EVERY * 3; i++) {
      at += 1;
      expect((await limits.begin([{ kind: 'network', id: `192.0.2.${i}` }])).refused).toBe(false);
    }
    const [rows] = await database.db.select({ n: count() }).from(signInLimits);
    expect(rows!.n).toBe(maxKeys);
    // The newest address is still counted, so its next nine attempts are its last free ones.
    const newest = { kind: 'network' as const, id: `192.0.2.${SWEEP_EVERY * 3 - 1}` };
    for (let i = 0; i < 9; i++) expect((await limits.begin([newest])).refused).toBe(false);
    expect((await limits.begin([newest])).refused).toBe(true);
  });
});
