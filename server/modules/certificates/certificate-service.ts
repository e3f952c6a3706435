import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  type AdminCertificate,
  CERTIFICATE_MESSAGES,
  type CertificateAddress,
  type CertificateView,
  formatCode,
  type IssueCertificateInput,
  IssueCertificateSchema,
  initialsOf,
  type RevokeCertificateInput,
  RevokeCertificateSchema,
  sizeLabel,
  type TransferCertificateInput,
  TransferCertificateSchema,
} from '../../../contract/certificates';
import { editionNumberLabel } from '../../../contract/editions';
import type { SizeModel } from '../../../contract/limits';
import { isLockedAt } from '../../../contract/lock-state';
import { isLocalAddress } from '../../../contract/public-address';
import { dimensionsText, sizeValue } from '../../../contract/size-details';
import type { WakeLoop } from '../../core/background/loop';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { isUniqueViolation } from '../../core/db/mapping';
import { HttpError } from '../../core/http-error';
import { enqueueMail } from '../../core/mail/mail-outbox';
import type { MailLog, MailMessage } from '../../core/mail/mailer';
import { MEDIA_PREFIX, readAll, type Storage } from '../../core/storage/storage';
import { type CertifiedDetails, editionNumbers } from '../../db/schema';
import { newCertificateCode } from './certificate-code';
import { pdfUrlOf, verifyUrlOf } from './certificate-links';
import { buildCertificateMessage } from './certificate-message';
import { type CertificateSheet, renderCertificatePdf } from './certificate-pdf';
import {
  type CertificateRecord,
  type CertificateRow,
  endCertificate,
  findCertificate,
  findCertifiedPiece,
  insertCertificate,
  latestCertificateOf,
  listPieceCertificates,
  ownersUpTo,
} from './certificate-queries';

export interface CertificateServiceOptions {
  db: Db;
  storage: Storage;
  publicUrl: string;
  wake: WakeLoop;
  log: MailLog;
  /** Today's date, YYYY-MM-DD: the date of issue and of a revocation (tests pass their own). */
  today?: () => string;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
/** The kind of outbox email a certificate goes out as. */
export const CERTIFICATE_MAIL_KIND = 'certificate';

/**
 * Issuing, transferring and revoking certificates of authenticity, and reading them for the
 * admin, the PDF and the public check. Every write is one transaction with the email it sends
 * (the outbox: queued, retried, sent once), so a certificate is never issued without its email
 * nor emailed without being issued.
 */
export function createCertificateService({
  db,
  storage,
  publicUrl,
  wake,
  log,
  today = todayUtc,
}: CertificateServiceOptions) {
  const verifyUrl = (code: string) => verifyUrlOf(publicUrl, code);
  const address: CertificateAddress = { origin: publicUrl, local: isLocalAddress(publicUrl) };

  /** The piece's photo for print: its thumbnail as a JPEG of at most 1400 px, or null. */
  async function photoOf(image: string | null): Promise<Buffer | null> {
    if (!image?.startsWith(MEDIA_PREFIX)) return null;
    try {
      const original = await readAll(storage, image.slice(MEDIA_PREFIX.length));
      return await sharp(original)
        .rotate()
        .resize({ width: 1400, height: 1400, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#f4f4f5' })
        .jpeg({ quality: 84 })
        .toBuffer();
    } catch (error) {
      // A certificate without its photo is still a certificate; the owner sees why in the log.
      log.warn({ err: error, image }, 'certificate photo could not be read');
      return null;
    }
  }

  async function pdfOf(record: CertificateRecord): Promise<Buffer> {
    const sheet: CertificateSheet = {
      code: record.code,
      ...record.details,
      size: record.size,
      number: record.number,
      issuedOn: issuedOnOf(record),
      collectorName: record.nameOnCertificate ? record.ownerName : null,
      verifyUrl: verifyUrl(record.code),
      image: await photoOf(record.thumbnailImage),
    };
    return renderCertificatePdf(sheet);
  }

  function certificateMail(record: CertificateRecord, pdf: Buffer, to: string): MailMessage {
    return buildCertificateMessage({
      to,
      title: record.details.title,
      size: record.size,
      number: record.number,
      total: record.details.total,
      code: record.code,
      verifyUrl: verifyUrl(record.code),
      pdf,
    });
  }

  /** What the piece is, as certified now: later edits of the piece do not rewrite it. */
  async function detailsOf(tx: DbOrTransaction, sculptureId: number, size: SizeModel, total: number) {
    const piece = await findCertifiedPiece(tx, sculptureId);
    if (!piece) throw new HttpError(404, 'Sculpture not found');
    const details: CertifiedDetails = {
      title: piece.title,
      total,
      medium: sizeValue(piece, 'medium', size) ?? '',
      finish: sizeValue(piece, 'finish', size) ?? '',
      dimensions: dimensionsText(piece, size),
    };
    return { details, editionSize: size === '100' ? piece.editionSize100 : piece.editionSize450 };
  }

  /**
   * Writes a certificate, renders its PDF and queues its email in one transaction: either the
   * certificate exists and its email will go (the outbox retries it until sent), or neither.
   * A second valid certificate for one number is refused by the database itself (one valid per
   * number), whoever wins a race.
   */
  async function write(
    create: (tx: DbOrTransaction) => Promise<{ row: CertificateRow; email: string | null }>,
  ): Promise<CertificateRecord> {
    try {
      const { record, emailed } = await db.transaction(async (tx) => {
        const { row, email } = await create(tx);
        const record = (await findCertificate(tx, row.code))!;
        if (email)
          await enqueueMail(tx, CERTIFICATE_MAIL_KIND, certificateMail(record, await pdfOf(record), email));
        return { record, emailed: email !== null };
      });
      if (emailed) wake('mail-outbox');
      // Issued all the same (the owner was warned in the dashboard): the operator hears of it too.
      if (address.local)
        log.warn(
          { publicUrl, code: record.code },
          'certificate issued while PUBLIC_URL is a local address: its QR code and link open nothing for anyone else',
        );
      return record;
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'This number already has a valid certificate');
      throw error;
    }
  }

  return {
    verifyUrl,
    pdfOf,
    /** Where certificates' links lead, and whether only this machine or network opens it. */
    address: () => address,

    async issue(sculptureId: number, size: SizeModel, number: number, input: IssueCertificateInput) {
      const choices = IssueCertificateSchema.parse(input);
      return write(async (tx) => {
        const [edition] = await tx
          .select()
          .from(editionNumbers)
          .where(
            and(
              eq(editionNumbers.sculptureId, sculptureId),
              eq(editionNumbers.size, size),
              eq(editionNumbers.number, number),
            ),
          )
          .for('update');
        if (!edition) throw new HttpError(404, `There is no ${editionNumberLabel(size, number)}`);
        if (edition.state !== 'sold' || !edition.collectorName || !edition.collectorEmail) {
          throw new HttpError(409, CERTIFICATE_MESSAGES.notSold);
        }
        const previous = await latestCertificateOf(tx, edition.id);
        if (previous?.state === 'valid')
          throw new HttpError(409, CERTIFICATE_MESSAGES.alreadyIssued(previous.code));
        if (previous?.state === 'transferred') {
          // The number was resold: its current owner holds the certificate the transfer issued.
          throw new HttpError(409, CERTIFICATE_MESSAGES.notValid);
        }
        const { details, editionSize } = await detailsOf(tx, sculptureId, size, 0);
        details.total = editionSize ?? number;
        const row = await insertCertificate(tx, {
          code: newCertificateCode(),
          editionNumberId: edition.id,
          // A replacement for a revoked certificate follows it in the chain.
          previousId: previous?.id ?? null,
          ownerName: edition.collectorName,
          ownerEmail: edition.collectorEmail,
          nameOnCertificate: choices.nameOnCertificate,
          publicOwner: choices.publicOwner,
          acquiredOn: edition.soldOn,
          issuedAt: dayStart(today()),
          details,
        });
        return { row, email: choices.sendEmail ? edition.collectorEmail : null };
      });
    },

    /**
     * A resale: the seller's certificate ends as transferred and the buyer's is issued after it.
     * `within` lets a caller do its own part in the same transaction (a collector's resale locks
     * and settles its row there): `before` may refuse, `after` sees the buyer's certificate.
     */
    async transfer(code: string, input: TransferCertificateInput, within: TransferHooks = {}) {
      const resale = TransferCertificateSchema.parse(input);
      return write(async (tx) => {
        const current = await findCertificate(tx, code);
        if (!current) throw new HttpError(404, CERTIFICATE_MESSAGES.unknownCode);
        await within.before?.(tx, current);
        const ended = await endCertificate(tx, current.id, {
          state: 'transferred',
          endedOn: resale.transferredOn,
        });
        if (!ended) throw new HttpError(409, CERTIFICATE_MESSAGES.notValid);
        const row = await insertCertificate(tx, {
          code: newCertificateCode(),
          editionNumberId: current.editionNumberId,
          previousId: current.id,
          ownerName: resale.ownerName,
          ownerEmail: resale.ownerEmail,
          nameOnCertificate: resale.nameOnCertificate,
          publicOwner: resale.publicOwner,
          acquiredOn: resale.transferredOn,
          issuedAt: dayStart(today()),
          // The same piece and number: what was certified stays certified.
          details: current.details,
        });
        await within.after?.(tx, row);
        return { row, email: resale.sendEmail ? resale.ownerEmail : null };
      });
    },

    async revoke(code: string, input: RevokeCertificateInput): Promise<CertificateRecord> {
      const { reason, note } = RevokeCertificateSchema.parse(input);
      const current = await findCertificate(db, code);
      if (!current) throw new HttpError(404, CERTIFICATE_MESSAGES.unknownCode);
      const ended = await endCertificate(db, current.id, {
        state: 'revoked',
        endedOn: today(),
        revokedReason: reason,
        revokedNote: note,
      });
      if (!ended) throw new HttpError(409, CERTIFICATE_MESSAGES.notValid);
      return (await findCertificate(db, code))!;
    },

    async listForPiece(sculptureId: number): Promise<AdminCertificate[]> {
      return (await listPieceCertificates(db, sculptureId)).map((record) =>
        toAdminCertificate(record, verifyUrl),
      );
    },

    find: (code: string) => findCertificate(db, code),
    ownersUpTo: (record: CertificateRecord) => ownersUpTo(db, record),

    /** The code of the number's valid certificate, or null while it has none. */
    async validCodeOfNumber(sculptureId: number, size: SizeModel, number: number): Promise<string | null> {
      const [edition] = await db
        .select({ id: editionNumbers.id })
        .from(editionNumbers)
        .where(
          and(
            eq(editionNumbers.sculptureId, sculptureId),
            eq(editionNumbers.size, size),
            eq(editionNumbers.number, number),
          ),
        );
      if (!edition) return null;
      const latest = await latestCertificateOf(db, edition.id);
      return latest?.state === 'valid' ? latest.code : null;
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;

/** A caller's part of a resale's transaction (see `transfer`). */
export interface TransferHooks {
  before?: (tx: DbOrTransaction, current: CertificateRecord) => Promise<void>;
  after?: (tx: DbOrTransaction, issued: CertificateRow) => Promise<void>;
}

/** The date of issue is a day: stored at its UTC noon, so no time zone reads it as another day. */
function dayStart(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

export const issuedOnOf = (record: Pick<CertificateRow, 'issuedAt'>) =>
  record.issuedAt.toISOString().slice(0, 10);

export function toAdminCertificate(
  record: CertificateRecord,
  verifyUrl: (code: string) => string,
): AdminCertificate {
  return {
    code: formatCode(record.code),
    size: record.size,
    number: record.number,
    state: record.state,
    ownerName: record.ownerName,
    ownerEmail: record.ownerEmail,
    nameOnCertificate: record.nameOnCertificate,
    publicOwner: record.publicOwner,
    acquiredOn: record.acquiredOn,
    issuedOn: issuedOnOf(record),
    endedOn: record.endedOn,
    revokedReason: record.revokedReason,
    revokedNote: record.revokedNote,
    verifyUrl: verifyUrl(record.code),
    pdfUrl: pdfUrlOf(record.code),
  };
}

/**
 * What anyone holding the code may see: never the owner's name beyond their choice, nor an email.
 * A piece that is hidden, or locked and not yet released at `now`, is named by neither its title
 * nor its picture until it is public: a certificate's code is no key to a drop (decision 27).
 */
export function toCertificateView(record: CertificateRecord, now: Date, owners: number): CertificateView {
  const unreleased = !record.piece.published || isLockedAt(record.piece, now);
  const title = unreleased ? CERTIFICATE_MESSAGES.unreleasedTitle : record.details.title;
  return {
    code: formatCode(record.code),
    title,
    size: record.size,
    number: record.number,
    total: record.details.total,
    issuedOn: issuedOnOf(record),
    state: record.state,
    endedOn: record.endedOn,
    revokedReason: record.revokedReason,
    owner: record.publicOwner === 'initials' && record.ownerName ? initialsOf(record.ownerName) : null,
    owners,
    image:
      !unreleased && record.thumbnailImage?.startsWith(MEDIA_PREFIX)
        ? { src: record.thumbnailImage, alt: `${title}, ${sizeLabel(record.size)}` }
        : null,
  };
}
