import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { RevokeReason } from '../../../contract/certificate-view';
import type { DbOrTransaction } from '../../core/db/index';
import { type CertifiedDetails, certificates, editionNumbers, sculptures } from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;

/** A certificate with the number it certifies and the piece's current image, for pages and PDFs. */
export interface CertificateRecord extends CertificateRow {
  sculptureId: number;
  size: '100' | '450';
  number: number;
  thumbnailImage: string | null;
  /** The piece's state, which decides what the public check may show of it (toCertificateView). */
  piece: { published: boolean; isLocked: boolean; releaseAt: Date | null };
}

const recordColumns = {
  certificate: certificates,
  sculptureId: editionNumbers.sculptureId,
  size: editionNumbers.size,
  number: editionNumbers.number,
  thumbnailImage: sculptures.thumbnailImage,
  piece: { published: sculptures.published, isLocked: sculptures.isLocked, releaseAt: sculptures.releaseAt },
};

function joined(db: DbOrTransaction) {
  return db
    .select(recordColumns)
    .from(certificates)
    .innerJoin(editionNumbers, eq(editionNumbers.id, certificates.editionNumberId))
    .innerJoin(sculptures, eq(sculptures.id, editionNumbers.sculptureId));
}

type JoinedRow = { certificate: CertificateRow } & Omit<CertificateRecord, keyof CertificateRow>;
const toRecord = ({ certificate, ...rest }: JoinedRow): CertificateRecord => ({ ...certificate, ...rest });

/**
 * The piece a certificate is issued for, as stored now (its title and size details are copied
 * into the certificate); null for no such piece.
 */
export async function findCertifiedPiece(db: DbOrTransaction, sculptureId: number) {
  const [piece] = await db.select().from(sculptures).where(eq(sculptures.id, sculptureId));
  return piece ?? null;
}

/** The certificate a canonical code names, or null. */
export async function findCertificate(db: DbOrTransaction, code: string): Promise<CertificateRecord | null> {
  const [row] = await joined(db).where(eq(certificates.code, code));
  return row ? toRecord(row) : null;
}

/**
 * How many owners the number had up to this certificate: its own, and one per resale before it
 * (each transferred certificate earlier in the chain). A revoked one replaced for the same owner
 * adds none.
 */
export async function ownersUpTo(
  db: DbOrTransaction,
  record: Pick<CertificateRow, 'id' | 'editionNumberId'>,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(certificates)
    .where(
      and(
        eq(certificates.editionNumberId, record.editionNumberId),
        eq(certificates.state, 'transferred'),
        lt(certificates.id, record.id),
      ),
    );
  return (row?.count ?? 0) + 1;
}

/** Every certificate of a piece, by size, number and issue order: each number's chain of owners. */
export async function listPieceCertificates(
  db: DbOrTransaction,
  sculptureId: number,
): Promise<CertificateRecord[]> {
  const rows = await joined(db)
    .where(eq(editionNumbers.sculptureId, sculptureId))
    .orderBy(
      asc(editionNumbers.size),
      asc(editionNumbers.number),
      asc(certificates.issuedAt),
      asc(certificates.id),
    );
  return rows.map(toRecord);
}

/** The number's latest certificate (any state): what a new one for it follows in the chain. */
export async function latestCertificateOf(
  tx: DbOrTransaction,
  editionNumberId: number,
): Promise<CertificateRow | null> {
  const [row] = await tx
    .select()
    .from(certificates)
    .where(eq(certificates.editionNumberId, editionNumberId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(1);
  return row ?? null;
}

export interface NewCertificate {
  code: string;
  editionNumberId: number;
  previousId: number | null;
  ownerName: string;
  ownerEmail: string;
  nameOnCertificate: boolean;
  publicOwner: 'initials' | 'none';
  acquiredOn: string | null;
  issuedAt: Date;
  details: CertifiedDetails;
}

export async function insertCertificate(
  tx: DbOrTransaction,
  values: NewCertificate,
): Promise<CertificateRow> {
  const [row] = await tx.insert(certificates).values(values).returning();
  return row!;
}

/** Ends a valid certificate (a resale or a revocation); answers null when it was no longer valid. */
export async function endCertificate(
  tx: DbOrTransaction,
  id: number,
  end:
    | { state: 'transferred'; endedOn: string }
    | {
        state: 'revoked';
        endedOn: string;
        revokedReason: RevokeReason;
        revokedNote: string | null;
      },
): Promise<CertificateRow | null> {
  const [row] = await tx
    .update(certificates)
    .set(end)
    .where(and(eq(certificates.id, id), eq(certificates.state, 'valid')))
    .returning();
  return row ?? null;
}
