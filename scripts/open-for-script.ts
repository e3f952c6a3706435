import { claimEmbeddedDatabase } from '../server/core/db/embedded-lock';
import { type Database, openDatabase } from '../server/core/db/index';
import { migrateDatabase } from '../server/core/db/migrate';
import { type Env, parseEnv } from '../server/core/env';

/**
 * Opens the configured database for a shell script: PostgreSQL as is, the embedded one only while
 * no server holds it. Migrates, so scripts always see the current schema.
 */
export async function openDatabaseForScript(
  purpose: string,
): Promise<{ env: Env; database: Database; close: () => Promise<void> }> {
  const env = parseEnv();
  const release = env.DATABASE_URL ? () => {} : claimEmbeddedDatabase(env.dataDir, purpose);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await migrateDatabase(database);
  return {
    env,
    database,
    close: async () => {
      await database.close();
      release();
    },
  };
}
