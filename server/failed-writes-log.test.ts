import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './core/auth/passwords';
import { hashToken } from './core/auth/tokens';
import { createLogger } from './core/logger';
import { createAdmin } from './modules/staff/admin-queries';
import { bearer, createTestApp, TEST_ADMIN, type TestApp } from './test/test-app';

/**
 * Every write the site takes fails (the database refuses each inserted, changed or removed row, as
 * it would with a broken constraint or a full disk) while the production logger writes to memory.
 * What visitors and the admin sent, and the credentials derived from it, must appear in no line.
 */
const lines: string[] = [];
const log = createLogger(
  'info',
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);
/** Every value a request below carries is marked, so a leak of any field is found. */
const marker = `leak${randomBytes(4).toString('hex')}`;
const sent = (what: string) => `${what} ${marker}`;
const email = (who: string) => `${who}.${marker}@example.com`;

let t: TestApp;
let token: string;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp({ loggerInstance: log });
  token = await t.login();
  const admin = await t.db.execute<{ password_hash: string }>(
    sql`select password_hash from admin_users where username = ${TEST_ADMIN.username}`,
  );
  passwordHash = admin.rows[0]!.password_hash;
  await refuseEveryWrite();
});
afterAll(() => t.close());

/**
 * A check no row passes on every table (PostgreSQL's error then quotes the whole failing row in its
 * detail) and a trigger that refuses deletes, so every write statement fails with its values at hand.
 */
async function refuseEveryWrite() {
  await t.db.execute(sql`
    create function refuse_delete() returns trigger language plpgsql as $$
    begin raise exception 'deletes are refused in this test'; end $$
  `);
  const tables = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  for (const { name } of tables.rows) {
    const table = sql.identifier(name);
    await t.db.execute(sql`alter table ${table} add constraint refuse_writes check (false) not valid`);
    await t.db.execute(
      sql`create trigger refuse_delete before delete on ${table} for each row execute function refuse_delete()`,
    );
  }
}

type Write = { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; admin?: boolean };

const writes: Write[] = [
  {
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      name: sent('Dana'),
      email: email('dana'),
      location: sent('Lisbon'),
      message: sent('My private message'),
      sculptureInterest: sent('Walkman Kid'),
    },
  },
  { method: 'POST', url: '/api/newsletters', payload: { email: email('subscriber') } },
  {
    method: 'POST',
    url: '/api/waitlists',
    payload: { email: email('waiting'), sculptureType: 'Cereal Kid' },
  },
  { method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN },
  {
    method: 'POST',
    url: '/api/admin/sculptures',
    admin: true,
    payload: {
      slug: `walkman-${marker}`,
      title: sent('Title'),
      tagline: sent('Tagline'),
      intro: sent('Intro'),
      medium: 'Chrome',
      sizes: ['12 inch'],
      edition: 'Limited Edition of 50',
      finish: 'Mirror chrome',
      certificate: 'Signed',
      status: 'Available',
      isGreyscale: 'false',
      imageCount: 4,
      placeholderType: 'photo',
      seoTitle: sent('SEO title'),
      seoDescription: sent('SEO description'),
    },
  },
  {
    method: 'POST',
    url: '/api/admin/journal',
    admin: true,
    payload: {
      slug: `post-${marker}`,
      title: sent('Post'),
      excerpt: sent('Excerpt'),
      body: sent('Body'),
      date: '2026-01-02',
      published: 'false',
    },
  },
  {
    method: 'POST',
    url: '/api/admin/about',
    admin: true,
    payload: { title: sent('About'), paragraphs: [sent('Paragraph')], timelineItems: [] },
  },
  {
    method: 'POST',
    url: '/api/admin/site-settings',
    admin: true,
    payload: { key: 'privacy_content', value: sent('Privacy') },
  },
  {
    method: 'POST',
    url: '/api/admin/popup-settings',
    admin: true,
    payload: {
      enabled: 'true',
      delaySeconds: 5,
      title: sent('Popup'),
      content: sent('Popup text'),
      buttonText: '',
    },
  },
  {
    method: 'POST',
    url: '/api/admin/newsletters/send',
    admin: true,
    payload: { subject: sent('Subject'), htmlContent: `<p>${sent('Html')}</p>`, textContent: sent('Text') },
  },
  { method: 'DELETE', url: '/api/admin/journal/1', admin: true },
  { method: 'POST', url: '/api/admin/logout', admin: true },
];

describe('the log of writes that fail', () => {
  it('says which statement failed and never what was sent, public or admin', async () => {
    for (const write of writes) {
      const response = await t.app.inject({
        method: write.method,
        url: write.url,
        payload: write.payload,
        headers: {
          ...(write.admin ? bearer(token) : {}),
          // As a browser sends it: the visitor's address in a header must not be logged either.
          referer: `https://vitrine.test/contact?email=${email('referer')}`,
        },
      });
      // The write really reached the database and failed there (not a validation refusal).
      expect(response.statusCode, `${write.method} ${write.url}: ${response.body}`).toBe(500);
    }
    // The admin password set from a script fails the same way and is logged by the same logger.
    const adminInsert = await createAdmin(
      t.db,
      sent('second admin'),
      await hashPassword(sent('password')),
    ).catch((error: unknown) => error);
    expect(adminInsert).toBeInstanceOf(Error);
    log.error({ err: adminInsert }, 'admin account could not be created');

    const output = lines.join('');
    expect(output.match(/"msg":"request failed"/g)).toHaveLength(writes.length);
    // Statements as JSON strings: their quotes are escaped.
    // A public form's first write is the record of a request sent without a solved challenge.
    expect(output).toContain('insert into unsolved_requests');
    expect(output).toContain('insert into \\"journal_posts\\"');
    for (const secret of [marker, token, hashToken(token), passwordHash, TEST_ADMIN.password]) {
      expect(output).not.toContain(secret);
    }
  });
});
