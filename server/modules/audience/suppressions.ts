import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Suppression } from '../../../contract/suppressions';
import { addressFingerprint, FINGERPRINT_PREFIX } from '../../core/db/erased-address';
import type { Db } from '../../core/db/index';
import { toIso } from '../../core/db/mapping';
import { suppressionKey, suppressionKeys } from '../../core/delivery/suppressions';
import { newsletterCampaigns, suppressedAddresses } from '../../db/schema';

/**
 * An address back on a list (subscribed or joined again) whose erase left a fingerprint: the
 * suppression is shown under the address once more, so the owner can see and lift it.
 */
const returnedAddress = sql<string | null>`(
  select lower(returned.email) from (
    select email from newsletter_subscribers union all select email from waitlist_members
  ) as returned
  where ${addressFingerprint(sql`returned.email`)} = ${suppressedAddresses.email}
  limit 1
)`;

/**
 * The addresses suppressed now, latest first, with the newsletter that came back. An erased
 * address's fingerprint is listed only once the address is back on a list, under it: until then
 * there is no address to show or to tell the owner about.
 */
export async function listSuppressions(db: Db): Promise<Suppression[]> {
  const rows = await db
    .select({
      email: suppressedAddresses.email,
      returned: returnedAddress,
      reason: suppressedAddresses.reason,
      detail: suppressedAddresses.detail,
      suppressedAt: suppressedAddresses.suppressedAt,
      campaignId: newsletterCampaigns.id,
      campaignSubject: newsletterCampaigns.subject,
    })
    .from(suppressedAddresses)
    .leftJoin(newsletterCampaigns, eq(newsletterCampaigns.id, suppressedAddresses.campaignId))
    .where(isNull(suppressedAddresses.liftedAt))
    .orderBy(desc(suppressedAddresses.suppressedAt), suppressedAddresses.email);
  return rows.flatMap(({ campaignId, campaignSubject, suppressedAt, email, returned, ...row }) => {
    const shown = email.startsWith(FINGERPRINT_PREFIX) ? returned : email;
    if (!shown) return [];
    return [
      {
        ...row,
        email: shown,
        suppressedAt: toIso(suppressedAt),
        campaign:
          campaignId !== null && campaignSubject !== null
            ? { id: campaignId, subject: campaignSubject }
            : null,
      },
    ];
  });
}

/** The owner mails the address again (its erased fingerprint too); null when it was not suppressed. */
export async function liftSuppression(db: Db, email: string): Promise<{ email: string } | null> {
  const lifted = await db
    .update(suppressedAddresses)
    .set({ liftedAt: sql`now()` })
    .where(
      and(
        sql`${suppressedAddresses.email} in ${suppressionKeys(sql`${email}`)}`,
        isNull(suppressedAddresses.liftedAt),
      ),
    )
    .returning({ email: suppressedAddresses.email });
  return lifted.length > 0 ? { email: suppressionKey(email) } : null;
}
