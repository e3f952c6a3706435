import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MailMessage } from '../core/mail/mailer';
import { mailOutbox } from '../db/schema';
import { ACCOUNT_MAIL_KIND } from '../modules/account/index';
import { reservablePiece } from './reservation-helpers';
import { bearer, type TestApp } from './test-app';

/** An app and its database: a test app, or one of several instances on one PostgreSQL. */
type AppOnDb = Pick<TestApp, 'app' | 'db'>;

let networks = 0;
/** A fresh network block per caller, so one test's sign-in waits never touch another's. */
export const freshNetwork = () => `10.${100 + (++networks % 150)}.${Math.floor(networks / 150)}.1`;

/** The account emails queued to one address, oldest first. */
export async function accountMailsTo(t: AppOnDb, email: string): Promise<MailMessage[]> {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, ACCOUNT_MAIL_KIND));
  return rows.map((row) => row.message as MailMessage).filter((message) => message.to === email);
}

/** The latest sign-in code mailed to `email` (the answer went before it was queued: waited for here). */
export async function codeMailedTo(t: AppOnDb, email: string, after = 0): Promise<string> {
  await t.app.account.signIn.settled();
  const mails = (await accountMailsTo(t, email)).filter((mail) =>
    mail.subject.startsWith('Your sign-in code'),
  );
  expect(mails.length, `a sign-in code mailed to ${email}`).toBeGreaterThan(after);
  return /code: (\d{6})/.exec(mails.at(-1)!.subject)![1]!;
}

/** Signs `email` in by its emailed code, as a person does; the session's Cookie header. */
export async function signedIn(t: AppOnDb, email: string): Promise<string> {
  const before = (await accountMailsTo(t, email)).filter((mail) =>
    mail.subject.startsWith('Your sign-in code'),
  );
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email },
    remoteAddress: freshNetwork(),
  });
  expect(asked.statusCode).toBe(202);
  const code = await codeMailedTo(t, email, before.length);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/account/verify',
    payload: { email, code },
    remoteAddress: freshNetwork(),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return (verified.headers['set-cookie'] as string[])[0]!.split(';')[0]!;
}

/** A piece sold to `email` by the studio with its certificate issued; its code. */
export async function ownsPiece(t: AppOnDb, adminToken: string, email: string, name: string) {
  const piece = await reservablePiece(t.db, { size100: 5 });
  const admin = (method: 'PUT' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(adminToken), payload });
  const sold = await admin('PUT', `/api/admin/sculptures/${piece.id}/editions/100/1`, {
    state: 'sold',
    collectorName: name,
    collectorEmail: email,
    soldOn: '2026-11-20',
    price: 'EUR 4,800',
  });
  expect(sold.statusCode, sold.body).toBe(200);
  const issued = await admin('POST', `/api/admin/sculptures/${piece.id}/editions/100/1/certificate`, {
    sendEmail: false,
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return { piece, code: issued.json<{ code: string }>().code };
}

/** The number's certificates in issue order, as the database holds them. */
export async function chainOf(t: AppOnDb, sculptureId: number) {
  return (
    await t.db.execute<{ code: string; state: string; owner_email: string | null }>(
      sql`select c.code, c.state, c.owner_email from certificates c join edition_numbers e on e.id = c.edition_number_id
        where e.sculpture_id = ${sculptureId} order by c.id`,
    )
  ).rows;
}
