import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../core/db/index';
import { openTestDatabase } from '../../test/test-app';
import { mailboxSql, normalisedMailbox } from './mailbox';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const CASES: [string, string][] = [
  ['victim@example.com', 'victim@example.com'],
  ['Victim+1@Example.com', 'victim@example.com'],
  ['victim+a+b@example.com', 'victim@example.com'],
  ['v.ic.tim@example.com', 'v.ic.tim@example.com'],
  ['v.i.c.t.i.m+9@gmail.com', 'victim@gmail.com'],
  ['V.ictim@GoogleMail.com', 'victim@gmail.com'],
  ['+only@example.com', '@example.com'],
  [' victim@example.com ', 'victim@example.com'],
];

describe('the mailbox an address delivers to', () => {
  it.each(CASES)('%j is %j', (email, mailbox) => {
    expect(normalisedMailbox(email)).toBe(mailbox);
  });

  it('is the same rule in SQL as in code', async () => {
    for (const [email, mailbox] of CASES) {
      const result = await database.db.execute<{ mailbox: string }>(
        sql`select ${mailboxSql(sql`${email}::text`)} as mailbox`,
      );
      expect(result.rows[0]!.mailbox).toBe(mailbox);
    }
  });
});
