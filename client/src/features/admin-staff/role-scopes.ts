import type { StaffRole } from '@contract/staff';

/** What each role may do, as the Staff tab says it beside the choice. */
export const ROLE_SCOPES: Record<StaffRole, string> = {
  owner: 'Everything: staff, payment and mail settings, refunds, erasing collectors, certificates’ owners.',
  manager:
    'Sales, orders and shipping, reservations, inquiries, collectors (never erasing one), newsletters and content.',
  editor: 'Pieces and their media, About, Journal, the site’s texts and the popup. No one’s personal data.',
};
