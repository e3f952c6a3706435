import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RevokeReason } from '../../../contract/certificate-view';
import { collectorLink } from '../../core/db/collectors-table';
import { editionNumbers } from '../editions/schema';

/** What a certificate states about its piece, as it stood when it was issued. */
export interface CertifiedDetails {
  title: string;
  /** N of 'number / N': the edition size of its size when issued. */
  total: number;
  medium: string;
  finish: string;
  dimensions: string;
}

/**
 * A certificate of authenticity: one per owner of a sold edition number. A resale ends the
 * seller's (state 'transferred', endedOn the day of the resale) and issues the buyer's, which
 * points back at it (previousId); a revoked one (lost, stolen, destroyed, or its sale refunded)
 * ends with its reason.
 * A number's certificates in issue order are its chain of owners. At most one per number is
 * valid at a time (the partial unique index), on either database and with any number of writers.
 *
 * The owner's name and email live on this row only (and in the register for the first sale),
 * never in the activity log: erasing a collector nulls ownerName/ownerEmail and sets
 * ownerErasedAt, and the chain (dates, states, codes, links) stands without them.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** 20 characters of Crockford base 32, random (100 bits), stored without grouping. */
    code: text('code').notNull(),
    /** Restrict: a certificate verifies for as long as it exists, so nothing deletes it by the way. */
    editionNumberId: integer('edition_number_id')
      .notNull()
      .references(() => editionNumbers.id, { onDelete: 'restrict' }),
    /** The certificate of the previous owner (a resale) or the revoked one this replaces. */
    previousId: integer('previous_id').references((): AnyPgColumn => certificates.id, {
      onDelete: 'set null',
    }),
    ownerName: text('owner_name'),
    ownerEmail: text('owner_email'),
    ownerErasedAt: timestamp('owner_erased_at', { withTimezone: true }),
    /** Whether the PDF prints the owner's name. */
    nameOnCertificate: boolean('name_on_certificate').notNull().default(true),
    /** How /verify names the owner: 'initials' or 'none'. */
    publicOwner: text('public_owner').$type<'initials' | 'none'>().notNull().default('initials'),
    /** The day the owner acquired the piece (the sale or the resale). */
    acquiredOn: date('acquired_on', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state').$type<'valid' | 'transferred' | 'revoked'>().notNull().default('valid'),
    endedOn: date('ended_on', { mode: 'string' }),
    revokedReason: text('revoked_reason').$type<RevokeReason>(),
    revokedNote: text('revoked_note'),
    /** The piece as certified: a later edit of the piece does not rewrite a certificate. */
    details: jsonb('details').$type<CertifiedDetails>().notNull(),
    /** The owner as a collector (their timeline shows the sale); null when erased or unnamed. */
    collectorId: collectorLink(),
  },
  (t) => [
    index('certificates_collector_idx').on(t.collectorId),
    uniqueIndex('certificates_code_unique').on(t.code),
    uniqueIndex('certificates_one_valid_per_number').on(t.editionNumberId).where(sql`${t.state} = 'valid'`),
    index('certificates_number_idx').on(t.editionNumberId, t.issuedAt),
    check('certificates_state_known', sql`${t.state} in ('valid', 'transferred', 'revoked')`),
    check('certificates_public_owner_known', sql`${t.publicOwner} in ('initials', 'none')`),
    check(
      'certificates_revoked_reason_known',
      sql`${t.revokedReason} is null or ${t.revokedReason} in ('lost', 'stolen', 'destroyed', 'refunded')`,
    ),
  ],
);
