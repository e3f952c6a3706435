import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../core/db/index';
import { fileMatchesDatabase, liveFunctionNames, moduleFunctionFiles } from '../../test/sql-functions';
import { openTestDatabase } from '../../test/test-app';

const SQL_DIR = path.join(import.meta.dirname, 'sql');

describe("the collectors' SQL beside the module", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps one file per function the migrations left, none missing and none extra', async () => {
    const files = [...(await moduleFunctionFiles(SQL_DIR)).keys()];
    const live = [
      ...(await liveFunctionNames(database.db, 'collector_')),
      ...(await liveFunctionNames(database.db, 'record_collector')),
    ].sort();
    expect(files).toEqual(live);
    expect(files).toHaveLength(6);
  });

  it('says exactly what the database runs, after every migration', async () => {
    for (const [name, definition] of await moduleFunctionFiles(SQL_DIR)) {
      const { before, after } = await fileMatchesDatabase(database.db, name, definition);
      expect(before, name).toHaveLength(1);
      expect(after, name).toEqual(before);
    }
  });

  it('lists every trigger that records a collector, as the database has it', async () => {
    const listed = (await readFile(path.join(SQL_DIR, 'triggers', 'collector-triggers.sql'), 'utf8'))
      .split('\n')
      .filter((line) => line.startsWith('CREATE TRIGGER'));
    const live = await database.db.execute<{ definition: string }>(sql`
      select pg_get_triggerdef(t.oid) as definition from pg_trigger t
      where not t.tgisinternal and t.tgname like '%\_collector' order by t.tgname
    `);
    expect(listed).toEqual(live.rows.map((row) => row.definition));
    expect(listed).toHaveLength(7);
  });
});
