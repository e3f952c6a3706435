/**
 * The collector's account calls, below API_PREFIX (contract/api-paths.ts), and its page. A file
 * of its own: only the account page downloads these, never the rest of the site.
 */
export const ACCOUNT_SIGN_IN_CALL = '/account/sign-in';
export const ACCOUNT_VERIFY_CALL = '/account/verify';
export const ACCOUNT_SIGN_OUT_CALL = '/account/sign-out';
export const ACCOUNT_CALL = '/account';
export const ACCOUNT_WAITLIST_CALL = '/account/waitlists/:id';
export const ACCOUNT_DRAW_ENTRY_CONFIRM_CALL = '/account/draw-entries/:id/confirm';
export const ACCOUNT_NEWSLETTER_CALL = '/account/newsletter';
export const ACCOUNT_ADDRESS_CALL = '/account/address';
export const ACCOUNT_CERTIFICATE_PDF_CALL = '/account/certificates/:code/pdf';
export const ACCOUNT_TRANSFERS_CALL = '/account/certificates/:code/transfers';
export const ACCOUNT_TRANSFER_ACCEPT_CALL = '/account/transfers/:id/accept';
export const ACCOUNT_TRANSFER_CANCEL_CALL = '/account/transfers/:id/cancel';
export const ACCOUNT_EXPORT_CALL = '/account/export';
export const ACCOUNT_ERASE_CALL = '/account/erase';

/** The data key the account page reads its view by (seeded by the server's render). */
export const ACCOUNT_VIEW_KEY = ['/api/account'] as const;
/** What the server found for the sign-in form or a link, when it rendered the page. */
export const ACCOUNT_STEP_KEY = ['account-step'] as const;

/** The `action` of the account page's forms posted without script. */
export const ACCOUNT_PAGE_ACTIONS = [
  'sign-in',
  'verify',
  'link',
  'sign-out',
  'leave-waitlist',
  'confirm-draw-entry',
  'newsletter',
  'address',
  'transfer',
  'cancel-transfer',
  'accept-transfer',
  'erase',
] as const;
export type AccountPageAction = (typeof ACCOUNT_PAGE_ACTIONS)[number];

/** The emailed link's parameter on /account: a one-time sign-in token. */
export const SIGN_IN_LINK_PARAM = 'link';

/** What the page shows before sign-in, as the server found it: the email step, the code step, a link to use. */
export type AccountStep =
  | { step: 'email' }
  | { step: 'code'; email: string }
  | { step: 'link'; link: string };

/** After a form posted without script: `/account?done=<what>`, whose words the page shows. */
export const DONE_PARAM = 'done';
export const DONE_VALUES = [
  'signed-out',
  'waitlist',
  'draw-entry',
  'newsletter',
  'address',
  'transfer',
  'cancelled',
  'accepted',
  'erased',
] as const;
export type DoneValue = (typeof DONE_VALUES)[number];
