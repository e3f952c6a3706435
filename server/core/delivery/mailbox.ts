import { type SQL, sql } from 'drizzle-orm';

/**
 * The inbox an address delivers to, as far as pacing needs to know: letter case ignored, a
 * `+tag` dropped (most providers deliver `victim+1@…` to `victim@…`), and at Gmail the dots of
 * the name ignored too (`v.i.c.t.i.m@gmail.com` is `victim@gmail.com`; googlemail.com is the same
 * service). Only for pacing: mail still goes to the address as given. `mailboxSql` is the same
 * rule for stored addresses; `mailbox.test.ts` holds them to one answer.
 */
const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'];

export function normalisedMailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.indexOf('@');
  if (at === -1) return lower;
  const domain = lower.slice(lower.lastIndexOf('@') + 1);
  const name = lower.slice(0, at).split('+')[0]!;
  return GMAIL_DOMAINS.includes(domain) ? `${name.replaceAll('.', '')}@gmail.com` : `${name}@${domain}`;
}

/** `normalisedMailbox` of an address column, in SQL. */
export function mailboxSql(column: SQL): SQL {
  const lower = sql`lower(trim(${column}))`;
  const name = sql`split_part(split_part(${lower}, '@', 1), '+', 1)`;
  const domain = sql`split_part(${lower}, '@', -1)`;
  return sql`(case
    when position('@' in ${lower}) = 0 then ${lower}
    when ${domain} in ('gmail.com', 'googlemail.com') then replace(${name}, '.', '') || '@gmail.com'
    else ${name} || '@' || ${domain}
  end)`;
}
