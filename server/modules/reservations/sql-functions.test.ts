import path from 'node:path';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../core/db/index';
import {
  fileMatchesDatabase,
  liveDefinitions,
  liveFunctionNames,
  moduleFunctionFiles,
} from '../../test/sql-functions';
import { openTestDatabase } from '../../test/test-app';

const SQL_DIR = path.join(import.meta.dirname, 'sql');

describe("the reservations' SQL functions beside the module", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('are one file per function the migrations left, none missing and none extra', async () => {
    const files = await moduleFunctionFiles(SQL_DIR);
    expect([...files.keys()]).toEqual(await liveFunctionNames(database.db, 'reservation_'));
    expect([...files.keys()]).toEqual(['reservation_fill_holds', 'reservation_requests']);
  });

  it('say exactly what the database runs, after every migration', async () => {
    for (const [name, definition] of await moduleFunctionFiles(SQL_DIR)) {
      const { before, after } = await fileMatchesDatabase(database.db, name, definition);
      expect(before, name).toHaveLength(1);
      expect(after, name).toEqual(before);
    }
  });

  it('notice a file that drifted by one character', async () => {
    const files = await moduleFunctionFiles(SQL_DIR);
    const definition = files.get('reservation_fill_holds') ?? '';
    const drifted = definition.replace('RETURN v_held;', 'RETURN  v_held;');
    expect(drifted).not.toBe(definition);
    await database.db
      .transaction(async (tx) => {
        const before = await liveDefinitions(tx, 'reservation_fill_holds');
        await tx.execute(sql.raw(drifted));
        expect(await liveDefinitions(tx, 'reservation_fill_holds')).not.toEqual(before);
        tx.rollback();
      })
      .catch((error: unknown) => {
        // Rolled back: the database keeps its own definition for the tests after.
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });
});
