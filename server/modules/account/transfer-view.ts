import type { AccountView } from '../../../contract/account';
import { formatCode } from '../../../contract/certificates';

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** A resale as its seller (and the studio) reads it, from a row joined with its certificate's code and title. */
export function transferOf(row: Row): AccountView['transfers'][number] {
  return {
    id: Number(row.id),
    code: formatCode(String(row.code)),
    title: String(row.title),
    buyerEmail: String(row.buyer_email),
    state: row.state as AccountView['transfers'][number]['state'],
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    endedAt: row.ended_at === null ? null : iso(row.ended_at),
    blockReason: (row.block_reason as string | null) ?? null,
    price: row.price === null ? null : Number(row.price),
    currency: (row.currency as string | null) ?? null,
    agreedOn: row.agreed_on === null ? null : String(row.agreed_on).slice(0, 10),
  };
}
