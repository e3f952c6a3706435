import type { AccountView, StudioTransfer } from '../../../contract/account';
import { formatCode } from '../../../contract/certificates';
import { verifyCodePath } from '../../../contract/page-paths';

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

const textOrNull = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

/** A resale as the studio lists it, from the row of `studioTransfersQuery`. */
export function studioTransferOf(row: Row): StudioTransfer {
  return {
    ...transferOf(row),
    sculptureId: Number(row.sculpture_id),
    size: row.size as StudioTransfer['size'],
    number: Number(row.number),
    total: Number(row.total),
    sellerName: textOrNull(row.seller_name),
    sellerEmail: textOrNull(row.seller_email),
    buyerName: textOrNull(row.buyer_name),
    newCode: row.new_code === null ? null : formatCode(String(row.new_code)),
    verifyPath: verifyCodePath(formatCode(String(row.code))),
    newVerifyPath: row.new_code === null ? null : verifyCodePath(formatCode(String(row.new_code))),
  };
}
