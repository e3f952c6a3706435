import { and, eq, lte, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type AccountView, type TransferInput } from '../../../contract/account';
import { canonicalCode, sizeLabel } from '../../../contract/certificates';
import { absoluteUrl, ROUTES } from '../../../contract/page-paths';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { isUniqueViolation } from '../../core/db/mapping';
import { HttpError } from '../../core/http-error';
import { enqueueMail } from '../../core/mail/mail-outbox';
import { certificates } from '../../db/schema';
import type { CertificateService } from '../certificates/index';
import {
  ACCOUNT_MAIL_KIND,
  type ResalePiece,
  resaleDoneToSellerMessage,
  resaleEndedMessage,
  resaleOfferMessage,
  resaleStudioMessage,
} from './mail/account-mail';
import { certificateTransfers } from './schema';
import type { CollectorSession } from './session';
import { emailKeyOf } from './sign-in';
import { studioTransferOf, transferOf } from './transfer-view';

/** A resale waits this long for its buyer, then lapses. */
export const TRANSFER_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface ResaleOptions {
  db: Db;
  certificates: CertificateService;
  now: () => Date;
  publicUrl: string;
  /** Where the studio is told (NOTIFY_EMAIL, else the reply address); null: told nowhere but the dashboard. */
  studioEmail: () => Promise<string | null>;
  mailQueued: () => void;
}

type TransferRow = typeof certificateTransfers.$inferSelect;

const dateText = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Resales a collector starts (decision 44): the owner of a valid certificate names the buyer's
 * address; the buyer signs in with it and accepts; the certificate passes in one transaction,
 * through the certificate service's own transfer (decision 32's chain). The transfer row is
 * locked (FOR UPDATE) in that transaction, so accepting twice, or accepting while the studio
 * blocks or the seller cancels, leaves exactly one outcome and one valid certificate.
 */
export function createResales({
  db,
  certificates: certificateService,
  now,
  publicUrl,
  studioEmail,
  mailQueued,
}: ResaleOptions) {
  const accountUrl = absoluteUrl(publicUrl, ROUTES.account);
  const adminUrl = absoluteUrl(publicUrl, ROUTES.admin);

  async function pieceOf(
    tx: DbOrTransaction,
    certificateId: number,
  ): Promise<ResalePiece & { code: string }> {
    const [row] = await tx
      .execute<{
        code: string;
        details: { title: string; total: number };
        size: '100' | '450';
        number: number;
      }>(
        sql`select c.code, c.details, e.size, e.number from certificates c
        join edition_numbers e on e.id = c.edition_number_id where c.id = ${certificateId}`,
      )
      .then((result) => result.rows);
    const { title, total } = row!.details;
    return {
      code: row!.code,
      piece: `${title}, ${sizeLabel(row!.size)}, No. ${row!.number} of ${total}`,
      accountUrl,
    };
  }

  /**
   * Queues the studio's notice in the step's transaction. `to` is read before the transaction
   * opens: the settings it comes from are read on another connection, which a transaction
   * holding the embedded database's only one would wait for forever.
   */
  async function tellStudio(tx: DbOrTransaction, to: string | null, subject: string, paragraphs: string[]) {
    if (to) await enqueueMail(tx, ACCOUNT_MAIL_KIND, resaleStudioMessage(to, subject, paragraphs, adminUrl));
  }

  /** Locks the transfer row and ends it as `state` if still open; null when it was not open. */
  async function endOpen(
    tx: DbOrTransaction,
    id: number,
    state: 'cancelled' | 'lapsed' | 'blocked',
    blockReason: string | null = null,
  ): Promise<TransferRow | null> {
    const [row] = await tx
      .update(certificateTransfers)
      .set({ state, endedAt: now(), blockReason })
      .where(and(eq(certificateTransfers.id, id), eq(certificateTransfers.state, 'open')))
      .returning();
    return row ?? null;
  }

  async function tellBothEnded(tx: DbOrTransaction, row: TransferRow, why: string) {
    const piece = await pieceOf(tx, row.certificateId);
    const [seller] = await tx
      .select({ email: certificates.ownerEmail })
      .from(certificates)
      .where(eq(certificates.id, row.certificateId));
    if (seller?.email) await enqueueMail(tx, ACCOUNT_MAIL_KIND, resaleEndedMessage(seller.email, piece, why));
    await enqueueMail(tx, ACCOUNT_MAIL_KIND, resaleEndedMessage(row.buyerEmail, piece, why));
    return piece;
  }

  return {
    async start(
      who: CollectorSession,
      typedCode: string,
      input: TransferInput,
    ): Promise<AccountView['transfers'][number]> {
      const code = canonicalCode(typedCode);
      if (!code) throw new HttpError(404, ACCOUNT_MESSAGES.notYours);
      const buyerKey = emailKeyOf(input.email);
      if (buyerKey === who.emailKey) throw new HttpError(400, ACCOUNT_MESSAGES.transferToSelf);
      const studio = await studioEmail();
      try {
        const row = await db.transaction(async (tx) => {
          const [certificate] = await tx
            .select()
            .from(certificates)
            .where(eq(certificates.code, code))
            .for('update');
          // Another's certificate reads exactly like no certificate: a code is no key to anyone's page.
          if (
            !certificate ||
            emailKeyOf(certificate.ownerEmail ?? '') !== who.emailKey ||
            certificate.ownerErasedAt
          )
            throw new HttpError(404, ACCOUNT_MESSAGES.notYours);
          if (certificate.state !== 'valid') throw new HttpError(409, ACCOUNT_MESSAGES.notValid);
          const at = now();
          const [created] = await tx
            .insert(certificateTransfers)
            .values({
              certificateId: certificate.id,
              sellerEmailKey: who.emailKey,
              buyerEmail: input.email,
              buyerEmailKey: buyerKey,
              price: input.price ?? null,
              currency: input.price == null ? null : (input.currency ?? null),
              agreedOn: input.agreedOn ?? null,
              createdAt: at,
              expiresAt: new Date(at.getTime() + TRANSFER_LIFETIME_MS),
            })
            .returning();
          // The buyer becomes someone the studio knows, so their sign-in code is sent.
          await tx.execute(sql`select record_collector(${input.email}, '', '', ${at})`);
          const piece = await pieceOf(tx, certificate.id);
          await enqueueMail(
            tx,
            ACCOUNT_MAIL_KIND,
            resaleOfferMessage(input.email, piece, dateText(created!.expiresAt)),
          );
          await tellStudio(tx, studio, `A collector started a resale: ${piece.piece}`, [
            `The owner of ${piece.piece} named a buyer. The certificate passes when the buyer accepts, within 14 days.`,
            'If the piece is disputed, block the resale in the dashboard, under People, Resales.',
          ]);
          return { ...created!, code: certificate.code, title: piece.piece };
        });
        mailQueued();
        return transferOf({
          ...row,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          ended_at: row.endedAt,
          buyer_email: row.buyerEmail,
          block_reason: row.blockReason,
          agreed_on: row.agreedOn,
          title: row.title,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_MESSAGES.transferOpen);
        throw error;
      }
    },

    async cancel(who: CollectorSession, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(certificateTransfers)
          .where(eq(certificateTransfers.id, id))
          .for('update');
        if (!row || row.sellerEmailKey !== who.emailKey) throw new HttpError(404, ACCOUNT_MESSAGES.notYours);
        const ended = await endOpen(tx, id, 'cancelled');
        if (!ended) throw new HttpError(409, ACCOUNT_MESSAGES.transferNotOpen);
        const piece = await pieceOf(tx, row.certificateId);
        await enqueueMail(
          tx,
          ACCOUNT_MAIL_KIND,
          resaleEndedMessage(
            row.buyerEmail,
            piece,
            `The owner of ${piece.piece} has cancelled the resale to you.`,
          ),
        );
      });
      mailQueued();
    },

    /**
     * The buyer accepts: in one transaction the transfer row is locked and checked open, the
     * seller's certificate ends as transferred, the buyer's is issued (and emailed with its PDF),
     * the row is marked accepted, and seller and studio are told.
     */
    async accept(
      who: CollectorSession,
      id: number,
      choice: { name: string; publicOwner: 'initials' | 'none' },
    ) {
      const [first] = await db.select().from(certificateTransfers).where(eq(certificateTransfers.id, id));
      if (!first || first.buyerEmailKey !== who.emailKey) throw new HttpError(404, ACCOUNT_MESSAGES.notYours);
      const [certificate] = await db
        .select({ code: certificates.code })
        .from(certificates)
        .where(eq(certificates.id, first.certificateId));
      const today = now().toISOString().slice(0, 10);
      const studio = await studioEmail();
      let sellerEmail: string | null = null;
      const issued = await certificateService.transfer(
        certificate!.code,
        {
          ownerName: choice.name,
          ownerEmail: who.email,
          transferredOn: today,
          nameOnCertificate: true,
          publicOwner: choice.publicOwner,
          sendEmail: true,
        },
        {
          before: async (tx, current) => {
            const [row] = await tx
              .select()
              .from(certificateTransfers)
              .where(eq(certificateTransfers.id, id))
              .for('update');
            if (row?.state !== 'open' || row.expiresAt <= now() || current.id !== row.certificateId)
              throw new HttpError(409, ACCOUNT_MESSAGES.transferNotOpen);
            sellerEmail = current.ownerEmail;
          },
          after: async (tx, buyerCertificate) => {
            await tx
              .update(certificateTransfers)
              .set({ state: 'accepted', endedAt: now(), newCertificateId: buyerCertificate.id })
              .where(eq(certificateTransfers.id, id));
            const piece = await pieceOf(tx, first.certificateId);
            if (sellerEmail)
              await enqueueMail(tx, ACCOUNT_MAIL_KIND, resaleDoneToSellerMessage(sellerEmail, piece));
            await tellStudio(tx, studio, `A resale was accepted: ${piece.piece}`, [
              `The buyer accepted. The certificate of ${piece.piece} passed to them; the chain of owners in the dashboard shows both.`,
            ]);
          },
        },
      );
      mailQueued();
      return issued;
    },

    /** The studio blocks an open resale (a disputed piece), with its reason, told to both. */
    async block(id: number, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.select().from(certificateTransfers).where(eq(certificateTransfers.id, id)).for('update');
        const ended = await endOpen(tx, id, 'blocked', reason);
        if (!ended) throw new HttpError(409, ACCOUNT_MESSAGES.transferNotOpen);
        await tellBothEnded(tx, ended, `The studio has stopped this resale: ${reason}`);
      });
      mailQueued();
    },

    /**
     * Every resale for the studio: those still waiting for their buyer first (the ones it may
     * block), then the rest, newest first. The seller is the certificate's owner as the register
     * holds them (nothing once erased); the buyer, by the name on their new certificate once
     * accepted, else as the studio knows the address.
     */
    async list() {
      const rows = await db.execute<Record<string, unknown>>(
        sql`select t.*, c.code, c.details->>'title' as title, (c.details->>'total')::int as total,
            e.sculpture_id, e.size, e.number,
            case when c.owner_erased_at is null then c.owner_name end as seller_name,
            case when c.owner_erased_at is null then c.owner_email end as seller_email,
            coalesce(nullif(n.owner_name, ''), nullif(b.name, '')) as buyer_name, n.code as new_code
          from certificate_transfers t
          join certificates c on c.id = t.certificate_id
          join edition_numbers e on e.id = c.edition_number_id
          left join certificates n on n.id = t.new_certificate_id
          left join collectors b on lower(b.email) = t.buyer_email_key
          order by t.state = 'open' desc, t.created_at desc, t.id desc limit 500`,
      );
      return rows.rows.map(studioTransferOf);
    },

    /** Open resales past their 14 days lapse; both sides are told. Every instance may run it. */
    async sweep(): Promise<void> {
      const due = await db
        .select({ id: certificateTransfers.id })
        .from(certificateTransfers)
        .where(and(eq(certificateTransfers.state, 'open'), lte(certificateTransfers.expiresAt, now())));
      for (const { id } of due) {
        const lapsed = await db.transaction(async (tx) => {
          const ended = await endOpen(tx, id, 'lapsed');
          if (ended)
            await tellBothEnded(
              tx,
              ended,
              'The buyer did not accept within 14 days, so the resale has lapsed.',
            );
          return ended;
        });
        if (lapsed) mailQueued();
      }
    },
  };
}

export type Resales = ReturnType<typeof createResales>;
