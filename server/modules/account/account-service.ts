import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, type AccountView } from '../../../contract/account';
import { canonicalCode, sizeLabel } from '../../../contract/certificates';
import type { Address } from '../../../contract/sales';
import type { SignInLimits } from '../../core/auth/sign-in-limits';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { collectors, newsletterSubscribers, waitlistMembers } from '../../db/schema';
import { type CertificateService, findCertificate } from '../certificates/index';
import { describeHold, eraseAddress, exportCollector, unsettledHolds } from '../collectors/index';
import { confirmOwnEntry } from '../draws/index';
import { orderReferenceOf } from '../sales/index';
import { accountView } from './account-view';
import { createResales } from './resales';
import { collectorAddresses } from './schema';
import { type CollectorSession, createSessions } from './session';
import { createSignIn, emailKeyOf } from './sign-in';

export interface AccountServiceOptions {
  db: Db;
  limits: SignInLimits;
  certificates: CertificateService;
  now: () => Date;
  publicUrl: string;
  studioEmail: () => Promise<string | null>;
  mailQueued: () => void;
  onError: (error: unknown) => void;
}

/** The collector's account: signing in, their page's data, what they change on it, resales. */
export function createAccountService(options: AccountServiceOptions) {
  const { db, now } = options;
  const sessions = createSessions(db, now);
  const signIn = createSignIn(options);
  const resales = createResales(options);

  async function sessionOfCollector(collectorId: number): Promise<CollectorSession> {
    const [row] = await db.select().from(collectors).where(eq(collectors.id, collectorId));
    if (!row) throw new HttpError(401, ACCOUNT_MESSAGES.signInFirst);
    return { sessionId: 0, collectorId, email: row.email, emailKey: emailKeyOf(row.email) };
  }

  /** What still binds the collector to the studio: an erase waits until it is settled. */
  async function openMatters(who: CollectorSession): Promise<string[]> {
    const holds = (await unsettledHolds(db, who.email)).map(describeHold);
    const orders = await db.execute<{
      id: number;
      piece_title: string;
      state: string;
      shipment_state: string | null;
    }>(
      sql`select id, piece_title, state, shipment_state from orders
        where (collector_id = ${who.collectorId} or lower(buyer_email) = ${who.emailKey})
          and (state = 'awaiting-payment' or (state = 'paid' and coalesce(shipment_state, 'to-pack') <> 'delivered'))`,
    );
    const transfers = await db.execute<{ title: string; selling: boolean }>(
      sql`select c.details->>'title' as title, t.seller_email_key = ${who.emailKey} as selling
        from certificate_transfers t join certificates c on c.id = t.certificate_id
        where t.state = 'open' and (t.seller_email_key = ${who.emailKey} or t.buyer_email_key = ${who.emailKey})`,
    );
    return [
      ...holds,
      ...orders.rows.map(
        (order) =>
          `order ${orderReferenceOf(order.id)} for ${order.piece_title}, ${order.state === 'awaiting-payment' ? 'awaiting payment' : 'not yet delivered'}`,
      ),
      ...transfers.rows.map(
        (transfer) =>
          `the resale of ${transfer.title}, ${transfer.selling ? 'waiting for your buyer' : 'waiting for you to accept'}`,
      ),
    ];
  }

  return {
    sessions,
    signIn,
    resales,
    view: (who: CollectorSession): Promise<AccountView> => accountView(db, who, now()),
    viewOf: async (collectorId: number) => accountView(db, await sessionOfCollector(collectorId), now()),

    /** Ends every session of the request's collector (a request without one ends nothing). */
    async signOut(request: FastifyRequest): Promise<void> {
      const who = await sessions.of(request);
      if (who) await sessions.endAll(who.collectorId);
    },

    /** Confirms one of their draw entries whose emailed link went astray (draws/collector-entries.ts). */
    confirmDrawEntry: (who: CollectorSession, id: number) => confirmOwnEntry(db, who.email, id, now()),

    async leaveWaitlist(who: CollectorSession, id: number): Promise<void> {
      const left = await db
        .delete(waitlistMembers)
        .where(and(eq(waitlistMembers.id, id), sql`lower(${waitlistMembers.email}) = ${who.emailKey}`))
        .returning({ id: waitlistMembers.id });
      if (left.length === 0) throw new HttpError(404, ACCOUNT_MESSAGES.notYours);
    },

    /** On or off; signing in proved the mailbox, so turning it on needs no confirmation email. */
    async setNewsletter(who: CollectorSession, subscribed: boolean): Promise<void> {
      const at = now();
      if (!subscribed) {
        await db
          .update(newsletterSubscribers)
          .set({ unsubscribedAt: at })
          .where(
            sql`lower(${newsletterSubscribers.email}) = ${who.emailKey} and ${newsletterSubscribers.unsubscribedAt} is null`,
          );
        return;
      }
      await db.execute(sql`insert into newsletter_subscribers (email, confirmed_at, created_at)
        values (${who.email}, ${at}, ${at})
        on conflict (lower(email)) do update set unsubscribed_at = null,
          confirmed_at = coalesce(newsletter_subscribers.confirmed_at, excluded.confirmed_at)`);
    },

    /** Saved for the collector, and moved onto every order of theirs not yet shipped. */
    async saveAddress(who: CollectorSession, address: Address): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .insert(collectorAddresses)
          .values({ collectorId: who.collectorId, address, updatedAt: at })
          .onConflictDoUpdate({ target: collectorAddresses.collectorId, set: { address, updatedAt: at } });
        await tx.execute(sql`update orders set shipping_address = ${JSON.stringify(address)}::jsonb
          where (collector_id = ${who.collectorId} or lower(buyer_email) = ${who.emailKey})
            and state in ('awaiting-payment', 'paid') and shipped_at is null`);
      });
    },

    async certificatePdf(who: CollectorSession, typed: string) {
      const code = canonicalCode(typed);
      const record = code ? await findCertificate(db, code) : null;
      if (!record || emailKeyOf(record.ownerEmail ?? '') !== who.emailKey || record.ownerErasedAt)
        throw new HttpError(404, ACCOUNT_MESSAGES.notYours);
      const pdf = await options.certificates.pdfOf(record);
      const name = `${record.details.title} ${sizeLabel(record.size)} no ${record.number}`.replace(
        /[^A-Za-z0-9 ]/g,
        '',
      );
      return { filename: `Certificate ${name}.pdf`, pdf };
    },

    /** Everything held about them (decision 34's export), their resales and the draws they entered. */
    async exportData(who: CollectorSession) {
      const data = await exportCollector(db, who.collectorId, now());
      if (!data) throw new HttpError(401, ACCOUNT_MESSAGES.signInFirst);
      const view = await accountView(db, who, now());
      return {
        ...data,
        resales: view.transfers,
        drawEntries: view.drawEntries,
        shippingAddress: view.shippingAddress,
      };
    },

    /** Refused, naming each, while anything of theirs is open; then decision 34's erase. */
    async erase(who: CollectorSession): Promise<void> {
      const open = await openMatters(who);
      if (open.length > 0)
        throw new HttpError(409, `Your data cannot be erased while these are open: ${open.join('; ')}.`);
      await eraseAddress(db, who.email, now());
      // Past resales keep their record without the person, as sales do.
      await db.execute(sql`update certificate_transfers set
          buyer_email = case when buyer_email_key = ${who.emailKey} then 'Collector erased' else buyer_email end,
          buyer_email_key = case when buyer_email_key = ${who.emailKey} then 'erased' else buyer_email_key end,
          seller_email_key = case when seller_email_key = ${who.emailKey} then 'erased' else seller_email_key end
        where buyer_email_key = ${who.emailKey} or seller_email_key = ${who.emailKey}`);
      await db.execute(sql`delete from collector_sign_in_codes where email_key = ${who.emailKey}`);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
