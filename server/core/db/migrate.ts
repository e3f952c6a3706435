import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../project-root';
import type { Database } from './index';

/** Any number, constant: several instances starting together take turns migrating. */
const MIGRATION_LOCK_ID = 7_301_992;

/** Applies the migrations not yet applied; tests of one migration pass a folder that stops before it. */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePg(tx as unknown as typeof database.db, config);
  });
}
