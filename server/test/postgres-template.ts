import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../core/db/index';

/** The server of TEST_DATABASE_URL, reached through its maintenance database. */
function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createPostgresTemplate(
  prepare: (database: Database) => Promise<void>,
): Promise<string> {
  const name = `vitrine_tpl_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(name) });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  return name;
}

export async function cloneDatabase(template: string): Promise<string> {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export const dropPostgresTemplate = dropDatabase;
