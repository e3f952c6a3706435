import { type SQL, sql } from 'drizzle-orm';
import type { AccountView } from '../../../contract/account';
import { ACCOUNT_CERTIFICATE_PDF_CALL } from '../../../contract/account-calls';
import { API_PREFIX } from '../../../contract/api-paths';
import { formatCode } from '../../../contract/certificates';
import { pathOf, verifyCodePath } from '../../../contract/page-paths';
import type { Address } from '../../../contract/sales';
import type { Db } from '../../core/db/index';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { entriesOfMailbox } from '../draws/index';
import { orderPagePath, orderReferenceOf, signOrderToken } from '../sales/index';
import type { CollectorSession } from './session';
import { transferOf } from './transfer-view';

type Row = Record<string, unknown>;
const rows = async (db: Db, query: SQL) => (await db.execute<Row>(query)).rows;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const day = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 10));
const piece = (column: SQL) =>
  sql`coalesce((select title from sculptures where id = ${column}), 'A removed piece')`;

export const certificatePdfPath = (code: string) =>
  `${API_PREFIX}${pathOf(ACCOUNT_CERTIFICATE_PDF_CALL, { code: formatCode(code) })}`;

/**
 * Everything the studio holds for one signed-in collector, found by their record and by their
 * address (rows older than the record carry only the address), as their page shows it.
 */
export async function accountView(db: Db, who: CollectorSession, now: Date): Promise<AccountView> {
  const key = who.emailKey;
  const id = who.collectorId;
  const mine = (column: SQL) => sql`lower(${column}) = ${key}`;
  const [certificates, transfers, orders, reservations, waitlists, subscription, inquiries, replies] =
    await Promise.all([
      rows(
        db,
        sql`select c.*, e.size, e.number from certificates c join edition_numbers e on e.id = c.edition_number_id
          where ${mine(sql`c.owner_email`)} and c.owner_erased_at is null order by c.issued_at desc, c.id desc`,
      ),
      rows(
        db,
        sql`select t.*, c.code, c.details->>'title' as title from certificate_transfers t
          join certificates c on c.id = t.certificate_id
          where t.seller_email_key = ${key} order by t.created_at desc, t.id desc`,
      ),
      rows(
        db,
        sql`select * from orders where collector_id = ${id} or ${mine(sql`buyer_email`)} order by created_at desc, id desc`,
      ),
      rows(
        db,
        sql`select r.*, ${piece(sql`r.sculpture_id`)} as piece,
            (select count(*) from reservations w where w.sculpture_id = r.sculpture_id and w.size = r.size
              and w.state = 'waiting' and w.position < r.position) as ahead
          from reservations r where ${mine(sql`r.email`)} and r.erased_at is null
          order by r.created_at desc, r.id desc`,
      ),
      rows(
        db,
        sql`select m.*, ${piece(sql`m.sculpture_id`)} as piece from waitlist_members m
          where ${mine(sql`m.email`)} order by m.created_at desc, m.id desc`,
      ),
      rows(
        db,
        sql`select 1 from newsletter_subscribers where ${mine(sql`email`)}
          and unsubscribed_at is null and confirmed_at is not null`,
      ),
      rows(
        db,
        sql`select * from inquiries where (${mine(sql`email`)} or collector_id = ${id}) and erased_at is null
          order by created_at desc, id desc`,
      ),
      rows(
        db,
        sql`select inquiry_id, message, created_at from inquiry_replies where inquiry_id in
          (select id from inquiries where (${mine(sql`email`)} or collector_id = ${id}) and erased_at is null)
          order by created_at, id`,
      ),
    ]);
  const [address] = await rows(db, sql`select address from collector_addresses where collector_id = ${id}`);
  const toAccept = await rows(
    db,
    sql`select t.id, t.expires_at, c.details, e.size, e.number from certificate_transfers t
      join certificates c on c.id = t.certificate_id join edition_numbers e on e.id = c.edition_number_id
      where t.buyer_email_key = ${key} and t.state = 'open' order by t.created_at`,
  );
  const drawEntries = await entriesOfMailbox(db, who.email, now);
  const secret =
    orders.length > 0 || drawEntries.some((entry) => entry.orderId !== null)
      ? await unsubscribeSecret(db)
      : null;
  const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
  const transferViews = transfers.map(transferOf);

  return {
    email: who.email,
    certificates: certificates.map((row) => {
      const code = String(row.code);
      const details = row.details as { title: string; total: number };
      return {
        code: formatCode(code),
        title: details.title,
        size: row.size as '100' | '450',
        number: Number(row.number),
        total: details.total,
        state: row.state as 'valid' | 'transferred' | 'revoked',
        issuedOn: iso(row.issued_at).slice(0, 10),
        acquiredOn: day(row.acquired_on),
        endedOn: day(row.ended_on),
        publicOwner: row.public_owner as 'initials' | 'none',
        verifyPath: verifyCodePath(formatCode(code)),
        pdfPath: certificatePdfPath(code),
        openTransfer:
          transferViews.find((transfer) => transfer.code === formatCode(code) && transfer.state === 'open') ??
          null,
      };
    }),
    orders: orders.map((row) => ({
      reference: orderReferenceOf(Number(row.id)),
      title: String(row.piece_title),
      size: row.size as '100' | '450',
      number: Number(row.number),
      state: row.state as AccountView['orders'][number]['state'],
      gross: Number(row.gross),
      currency: String(row.currency),
      createdAt: iso(row.created_at),
      shipmentState: (row.shipment_state ?? null) as AccountView['orders'][number]['shipmentState'],
      trackingUrl: (row.tracking_url as string | null) ?? null,
      pagePath: orderPagePath(signOrderToken(secret!, Number(row.id))),
    })),
    reservations: reservations.map((row) => ({
      id: Number(row.id),
      title: String(row.piece),
      size: row.size as '100' | '450',
      state: row.state as AccountView['reservations'][number]['state'],
      placeInLine: row.state === 'waiting' ? Number(row.ahead) + 1 : null,
      number: row.number === null ? null : Number(row.number),
      createdAt: iso(row.created_at),
    })),
    waitlists: waitlists.map((row) => ({
      id: Number(row.id),
      title: row.sculpture_id === null ? String(row.sculpture_type) : String(row.piece),
      joinedAt: iso(row.created_at),
      confirmed: row.confirmed_at !== null,
    })),
    drawEntries: drawEntries.map(({ orderId, enteredAt, state, closesAt, closedAt, ...entry }) => ({
      ...entry,
      enteredAt: enteredAt.toISOString(),
      drawState: state,
      closesAt: isoOrNull(closesAt),
      closedAt: isoOrNull(closedAt),
      orderPath: orderId === null ? null : orderPagePath(signOrderToken(secret!, orderId)),
    })),
    subscribed: subscription.length > 0,
    inquiries: inquiries.map((row) => ({
      id: Number(row.id),
      createdAt: iso(row.created_at),
      piece: String(row.sculpture_interest),
      message: String(row.message),
      state: String(row.state),
      replies: replies
        .filter((reply) => reply.inquiry_id === row.id)
        .map((reply) => ({ createdAt: iso(reply.created_at), message: String(reply.message) })),
    })),
    shippingAddress: (address?.address as Address | undefined) ?? null,
    transfersToAccept: toAccept.map((row) => {
      const details = row.details as { title: string; total: number };
      return {
        id: Number(row.id),
        title: details.title,
        size: row.size as '100' | '450',
        number: Number(row.number),
        total: details.total,
        expiresAt: iso(row.expires_at),
      };
    }),
    transfers: transferViews,
  };
}
