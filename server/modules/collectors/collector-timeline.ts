import { sql } from 'drizzle-orm';
import { TRANSFER_STATE_LABELS, type TransferState } from '../../../contract/account';
import type { TimelineEntry } from '../../../contract/collectors';
import { DELIVERY_LABELS, INQUIRY_STATE_LABELS, type InquiryState } from '../../../contract/inquiry-inbox';
import { SIZE_MODEL_LABELS, type SizeModel } from '../../../contract/limits';
import { RESERVATION_STATE_NAMES } from '../../../contract/reservation-states';
import type { Db } from '../../core/db/index';
import type { DeliveryStatus } from '../../core/delivery/delivery-columns';
import { orderTimeline } from '../sales/index';

/** Each source gives at most this many of its latest rows: a page stays small for the busiest person. */
const PER_SOURCE = 200;

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const delivery = (status: unknown) => DELIVERY_LABELS[status as DeliveryStatus] ?? 'Not sent';

async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

const entry = (
  kind: TimelineEntry['kind'],
  at: unknown,
  title: string,
  rest: Partial<Pick<TimelineEntry, 'body' | 'status' | 'inquiryId' | 'allDay'>> = {},
): TimelineEntry => ({
  kind,
  at: iso(at),
  title,
  body: rest.body ?? null,
  status: rest.status ?? null,
  inquiryId: rest.inquiryId ?? null,
  allDay: rest.allDay ?? false,
});

/**
 * When a sale happened: the moment it was recorded when that is its day of sale (a sale
 * confirmed or entered on the day), so it sits below what followed it that day (its
 * certificate); a sale dated to an earlier day is that day, shown without a time, at midday
 * among that day's moments.
 */
function saleMoment(soldOn: unknown, recordedAt: unknown): { at: unknown; allDay: boolean } {
  const day = text(soldOn);
  if (!day || iso(recordedAt).slice(0, 10) === day) return { at: recordedAt, allDay: false };
  return { at: `${day}T12:00:00Z`, allDay: true };
}

/*
 * Every source is read by the collector_id its rows carry (each has an index on it), so the
 * timeline is a handful of index lookups whatever the size of the lists.
 */

const inquiries = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select id, created_at, sculpture_interest, message, state from inquiries
    where collector_id = ${id} order by created_at desc limit ${PER_SOURCE}`,
  ).then((rows) =>
    rows.map((r) =>
      entry(
        'inquiry',
        r.created_at,
        r.sculpture_interest ? `Inquiry about ${r.sculpture_interest}` : 'Inquiry',
        {
          body: text(r.message),
          status: INQUIRY_STATE_LABELS[r.state as InquiryState],
          inquiryId: Number(r.id),
        },
      ),
    ),
  );

const replies = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select r.inquiry_id, r.created_at, r.message, r.sent_by, o.status from inquiry_replies r
    left join mail_outbox o on o.id = r.outbox_id
    where r.collector_id = ${id} order by r.created_at desc limit ${PER_SOURCE}`,
  ).then((rows) =>
    rows.map((r) =>
      entry('reply', r.created_at, `Reply sent by ${r.sent_by}`, {
        body: text(r.message),
        status: delivery(r.status),
        inquiryId: Number(r.inquiry_id),
      }),
    ),
  );

const reservations = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select r.created_at, coalesce(s.title, r.piece_title) as title, r.size, r.state, r.number, r.message
    from reservations r left join sculptures s on s.id = r.sculpture_id
    where r.collector_id = ${id} order by r.created_at desc limit ${PER_SOURCE}`,
  ).then((rows) =>
    rows.map((r) => {
      const state =
        RESERVATION_STATE_NAMES[r.state as keyof typeof RESERVATION_STATE_NAMES] ?? String(r.state);
      return entry(
        'reservation',
        r.created_at,
        `Reserved ${r.title}, ${SIZE_MODEL_LABELS[r.size as SizeModel]}`,
        {
          body: text(r.message) || null,
          status: r.number === null ? state : `${state}, number ${r.number}`,
        },
      );
    }),
  );

const sales = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select e.state, e.number, e.size, e.price, e.sold_on, e.updated_at, s.title from edition_numbers e
    join sculptures s on s.id = e.sculpture_id
    where e.collector_id = ${id} and e.state in ('sold', 'held') order by e.updated_at desc limit ${PER_SOURCE}`,
  ).then((rows) =>
    rows.map((r) => {
      const when =
        r.state === 'sold' ? saleMoment(r.sold_on, r.updated_at) : { at: r.updated_at, allDay: false };
      return entry(
        'sale',
        when.at,
        `${r.state === 'sold' ? 'Bought' : 'Holds'} ${r.title}, ${SIZE_MODEL_LABELS[r.size as SizeModel]}, number ${r.number}`,
        { status: text(r.price), allDay: when.allDay },
      );
    }),
  );

const CERTIFICATE_STATES: Record<string, string> = {
  valid: 'Valid',
  transferred: 'Transferred',
  revoked: 'Revoked',
};

/*
 * A certificate is dated by its day (kept at that day's UTC noon). Issued on the day its sale was
 * recorded, it is listed at that sale's moment when noon would put it before the sale it follows.
 */
const certificates = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select greatest(c.issued_at, case
        when e.collector_id = c.collector_id and e.state = 'sold'
          and e.sold_on = (c.issued_at at time zone 'UTC')::date
          and (e.updated_at at time zone 'UTC')::date = e.sold_on
        then e.updated_at end) as issued_at,
      c.state, c.details->>'title' as title, e.number, c.details->>'total' as total
    from certificates c join edition_numbers e on e.id = c.edition_number_id
    where c.collector_id = ${id} order by c.issued_at desc limit ${PER_SOURCE}`,
  ).then((rows) =>
    rows.map((r) =>
      entry('certificate', r.issued_at, `Certificate issued: ${r.title}, number ${r.number} / ${r.total}`, {
        status: CERTIFICATE_STATES[String(r.state)] ?? null,
      }),
    ),
  );

/*
 * The certificate chain in both timelines: the seller's certificate ended 'transferred' on the
 * day of the resale (their "Resold" entry), and the buyer's follows it (their "Acquired" entry),
 * each naming the other. The register's first sale stays the first buyer's "Bought".
 */
const resales = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select c.ended_on, c.details->>'title' as title, e.size, e.number, next.owner_name as other
    from certificates c join edition_numbers e on e.id = c.edition_number_id
    left join certificates next on next.previous_id = c.id
    where c.collector_id = ${id} and c.state = 'transferred' order by c.ended_on desc limit ${PER_SOURCE}`,
  ).then((rows) =>
    rows.map((r) =>
      entry(
        'sale',
        `${r.ended_on}T12:00:00Z`,
        `Resold ${r.title}, ${SIZE_MODEL_LABELS[r.size as SizeModel]}, number ${r.number}`,
        {
          status: r.other ? `To ${r.other}` : null,
        },
      ),
    ),
  );

const acquisitions = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select c.acquired_on, c.issued_at, c.details->>'title' as title, e.size, e.number, before.owner_name as other
    from certificates c join edition_numbers e on e.id = c.edition_number_id
    join certificates before on before.id = c.previous_id and before.state = 'transferred'
    where c.collector_id = ${id} order by c.issued_at desc limit ${PER_SOURCE}`,
  ).then((rows) =>
    rows.map((r) =>
      entry(
        'sale',
        r.acquired_on ? `${r.acquired_on}T12:00:00Z` : r.issued_at,
        `Acquired ${r.title}, ${SIZE_MODEL_LABELS[r.size as SizeModel]}, number ${r.number} (resale)`,
        { status: r.other ? `From ${r.other}` : null },
      ),
    ),
  );

/*
 * Resales a collector started from their page (as seller) or was offered (as buyer) that did not
 * pass: waiting, cancelled, lapsed or blocked by the studio (its reason as the body). One that
 * passed is already here as the seller's "Resold" and the buyer's "Acquired".
 */
const resaleOffers = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select t.created_at, t.state, t.block_reason, t.buyer_email, c.details->>'title' as title, e.size, e.number,
      t.seller_email_key = lower(p.email) as selling
    from collectors p
    join certificate_transfers t on t.seller_email_key = lower(p.email) or t.buyer_email_key = lower(p.email)
    join certificates c on c.id = t.certificate_id
    join edition_numbers e on e.id = c.edition_number_id
    where p.id = ${id} and t.state <> 'accepted' order by t.created_at desc limit ${PER_SOURCE}`,
  ).then((rows) =>
    rows.map((r) => {
      const piece = `${r.title}, ${SIZE_MODEL_LABELS[r.size as SizeModel]}, number ${r.number}`;
      return entry(
        'sale',
        r.created_at,
        r.selling ? `Started a resale of ${piece} to ${r.buyer_email}` : `Offered ${piece} in a resale`,
        { status: TRANSFER_STATE_LABELS[r.state as TransferState], body: text(r.block_reason) },
      );
    }),
  );

const waitlists = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select m.created_at, m.confirmed_at, coalesce(s.title, m.sculpture_type) as title from waitlist_members m
    left join sculptures s on s.id = m.sculpture_id
    where m.collector_id = ${id} order by m.created_at desc limit ${PER_SOURCE}`,
  ).then((rows) =>
    rows.map((r) =>
      entry('waitlist', r.created_at, `Joined the waitlist for ${r.title}`, {
        status: r.confirmed_at ? 'Confirmed' : 'Waiting for confirmation',
      }),
    ),
  );

const subscriptions = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select created_at, confirmed_at, unsubscribed_at from newsletter_subscribers where collector_id = ${id}`,
  ).then((rows) =>
    rows.flatMap((r) => [
      entry('subscription', r.created_at, 'Subscribed to the newsletter', {
        status: r.confirmed_at ? 'Confirmed' : 'Waiting for confirmation',
      }),
      ...(r.unsubscribed_at
        ? [entry('subscription', r.unsubscribed_at, 'Unsubscribed from the newsletter')]
        : []),
    ]),
  );

const RESERVATION_MAIL_TITLES: Record<string, string> = {
  waiting: 'In line',
  held: 'A number is held',
  sold: 'Sale confirmed',
  released: 'Released',
  lapsed: 'Hold lapsed',
};

/** Every email sent (or to be sent) to them, whichever queue it went through; replies are their own entries. */
const emails = (db: Db, id: number) =>
  rowsOf(
    db,
    sql`
    select * from (
      select 'mail' as source, o.kind as detail, o.message->>'subject' as title, o.status, coalesce(o.sent_at, o.created_at) as at
        from mail_outbox o where o.collector_id = ${id} and o.kind <> 'inquiry-reply'
      union all
      select 'newsletter', null, c.subject, d.status, coalesce(d.sent_at, d.created_at)
        from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
        join newsletter_campaigns c on c.id = d.campaign_id where s.collector_id = ${id}
      union all
      select 'waitlist', null, sc.title, d.status, coalesce(d.sent_at, d.created_at)
        from waitlist_deliveries d join waitlist_members m on m.id = d.member_id
        join sculptures sc on sc.id = d.sculpture_id where m.collector_id = ${id}
      union all
      select 'reservation', d.event, coalesce(sc.title, r.piece_title), d.status, coalesce(d.sent_at, d.created_at)
        from reservation_deliveries d join reservations r on r.id = d.reservation_id
        left join sculptures sc on sc.id = r.sculpture_id where r.collector_id = ${id}
      union all
      select 'confirmation', case when d.subscriber_id is null then 'waitlist' else 'newsletter' end, null, d.status,
        coalesce(d.sent_at, d.created_at)
        from confirmation_deliveries d
        left join newsletter_subscribers s on s.id = d.subscriber_id
        left join waitlist_members m on m.id = d.member_id
        where s.collector_id = ${id} or m.collector_id = ${id}
    ) as sent order by at desc limit ${PER_SOURCE}`,
  ).then((rows) =>
    rows.map((r) => {
      const title =
        r.source === 'newsletter'
          ? `Newsletter: ${r.title}`
          : r.source === 'waitlist'
            ? `Waitlist email: ${r.title} is available`
            : r.source === 'reservation'
              ? `Reservation email: ${RESERVATION_MAIL_TITLES[String(r.detail)] ?? r.detail}, ${r.title}`
              : r.source === 'confirmation'
                ? `Confirmation request (${r.detail})`
                : String(r.title ?? 'Email');
      return entry('email', r.at, title, { status: delivery(r.status) });
    }),
  );

/**
 * Where each source stands in a collector's story: at the same moment (a sale and the certificate
 * issued with it, an event and the email it sent), the one later in the story is listed first.
 */
const STORY_ORDER = [
  inquiries,
  replies,
  subscriptions,
  waitlists,
  reservations,
  orderTimeline,
  sales,
  certificates,
  resaleOffers,
  resales,
  acquisitions,
  emails,
];

/** Everything that happened with one collector, newest first. */
export async function collectorTimeline(db: Db, id: number): Promise<TimelineEntry[]> {
  const all: { entry: TimelineEntry; step: number }[] = [];
  // One after another: PGlite runs one query at a time anyway, and a pool stays free for others.
  for (const [step, source] of STORY_ORDER.entries())
    for (const entry of await source(db, id)) all.push({ entry, step });
  return all
    .sort((a, b) => (a.entry.at < b.entry.at ? 1 : a.entry.at > b.entry.at ? -1 : b.step - a.step))
    .map(({ entry }) => entry);
}
