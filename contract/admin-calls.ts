import { ADMIN_API_PREFIX, ADMIN_INQUIRIES_CALL, GALLERY_REPORT_CALL } from './api-paths';
import { pathOf } from './page-paths';

/**
 * The owner's calls, below ADMIN_API_PREFIX (contract/api-paths.ts says where paths are read).
 * A file of its own: in the browser only the dashboard's code (lazy chunks) imports it, so the
 * modules public pages share with it never carry it.
 */
export const ADMIN_CALLS = {
  login: '/login',
  loginLink: '/login/link',
  /** The second step of a sign-in with an authenticator app: the ticket and a code. */
  loginSecondFactor: '/login/second-factor',
  verify: '/verify',
  logout: '/logout',
  sessions: '/sessions',
  session: '/sessions/:id',
  password: '/password',
  /** Who is signed in and their role: the dashboard shows only what that role may use. */
  me: '/me',
  /** Proof again (the password) before a money, erasure, staff, payment or mail step. */
  reauthenticate: '/me/reauthenticate',
  /** The person's authenticator app: set up (POST), turned off (DELETE). */
  totp: '/me/totp',
  totpConfirm: '/me/totp/confirm',
  /** Passkeys: signing in with one (options, then the answer), proving oneself with one, one's own. */
  loginPasskeyOptions: '/login/passkey/options',
  loginPasskey: '/login/passkey',
  reauthenticateOptions: '/me/reauthenticate/options',
  passkeys: '/me/passkeys',
  passkeyOptions: '/me/passkeys/options',
  passkey: '/me/passkeys/:id',
  /** The Owner's view of everyone's browsers and passkeys, and the rule that all need a second factor. */
  staffAccess: '/staff/access',
  staffSession: '/staff/sessions/:id',
  staffPasskey: '/staff/passkeys/:id',
  staffPolicy: '/staff/policy',
  staffInvitationPasskeyOptions: '/staff/invitations/accept/passkey-options',
  staff: '/staff',
  staffMember: '/staff/:id',
  staffInvitations: '/staff/invitations',
  staffInvitation: '/staff/invitations/:id',
  staffInvitationAccept: '/staff/invitations/accept',

  sculptures: '/sculptures',
  sculpture: '/sculptures/:id',
  sculptureOrder: '/sculptures/reorder',
  sculptureUploadUrl: '/sculptures/:id/upload-url',
  sculptureImages: '/sculptures/:id/images',
  keptImages: '/media/kept',
  editions: '/sculptures/:id/editions',
  editionsCsv: '/sculptures/:id/editions.csv',
  edition: '/sculptures/:id/editions/:size/:number',
  certificateIssue: '/sculptures/:id/editions/:size/:number/certificate',
  sculptureCertificates: '/sculptures/:id/certificates',
  certificatePdf: '/certificates/:code/pdf',
  /** Resales collectors started (decision 44): every one, and the studio's block of one. */
  certificateTransfers: '/certificate-transfers',
  certificateTransferBlock: '/certificate-transfers/:id/block',
  /** Where a certificate's QR code and link lead (PUBLIC_URL), and whether anyone else can open it. */
  certificateAddress: '/certificates/address',
  certificateTransfer: '/certificates/:code/transfer',
  certificateRevoke: '/certificates/:code/revoke',
  videoTest: '/test-video',
  videoLiveTest: '/test-video-live-simulation',

  about: '/about',
  aboutEntry: '/about/:id',
  journal: '/journal',
  journalPost: '/journal/:id',
  siteSettings: '/site-settings',
  siteSetting: '/site-settings/:key',
  popupSettings: '/popup-settings',
  mailSettings: '/mail-settings',

  inquiries: ADMIN_INQUIRIES_CALL,
  inbox: '/inquiries/inbox',
  inboxCounts: '/inquiries/counts',
  inquiry: '/inquiries/:id',
  inquiryRead: '/inquiries/:id/read',
  inquiryReplies: '/inquiries/:id/replies',
  inquiryReply: '/inquiries/:id/reply',
  failedNotifications: '/inquiries/failed-notifications',
  collectors: '/collectors',
  collector: '/collectors/:id',
  collectorExport: '/collectors/:id/export',
  retentionSettings: '/retention-settings',

  /** Every subscriber at once (the overview's count); the list's pages are `subscribers`. */
  newsletters: '/newsletters',
  subscribers: '/subscribers',
  suppressions: '/suppressions',
  suppressionLift: '/suppressions/lift',
  audienceSettings: '/audience-settings',
  confirmationCap: '/audience-settings/confirmation-cap',
  newsletterDrafts: '/newsletters/drafts',
  newsletterDraft: '/newsletters/drafts/:id',
  newsletterImages: '/newsletters/images',
  newsletterTest: '/newsletters/test',
  newsletterTestAddress: '/newsletters/test-address',
  newsletterSend: '/newsletters/send',
  campaigns: '/newsletters/campaigns',
  campaign: '/newsletters/campaigns/:id',
  campaignCancel: '/newsletters/campaigns/:id/cancel',
  campaignUnschedule: '/newsletters/campaigns/:id/unschedule',

  /** Every member at once (the overview's count); the list's pages are `waitlistMembers`. */
  waitlists: '/waitlists',
  waitlistMembers: '/waitlists/members',
  waitlistPieces: '/waitlists/pieces',
  waitlistNotify: '/waitlists/:id/notify',
  reservations: '/reservations',
  reservationPieces: '/reservations/pieces',
  /** How many requests for a piece's lines came without a solved challenge, by size. */
  dropUnsolved: '/drops/:id/unsolved',
  reservationConfirm: '/reservations/:id/confirm',
  reservationRelease: '/reservations/:id/release',
  reservationSettings: '/reservation-settings',

  salesSettings: '/sales-settings',
  orders: '/orders',
  ordersCsv: '/orders.csv',
  order: '/orders/:id',
  orderMarkPaid: '/orders/:id/mark-paid',
  orderExtend: '/orders/:id/extend',
  orderShipment: '/orders/:id/shipment',
  orderDelivered: '/orders/:id/delivered',
  orderRefund: '/orders/:id/refund',
  orderCancel: '/orders/:id/cancel',
  orderStatement: '/orders/statement',
  orderStatementApply: '/orders/statement/apply',

  analyticsOverview: '/analytics/overview',
  dropReport: '/drops/:sculptureId/report',
  dropReportCsv: '/drops/:sculptureId/report.csv',

  /** The lists as CSV: `${list}.csv`. */
  inquiriesCsv: '/inquiries.csv',
  newslettersCsv: '/newsletters.csv',
  waitlistsCsv: '/waitlists.csv',
  activity: '/activity',
  activityCsv: '/activity.csv',

  galleryReport: GALLERY_REPORT_CALL,
} as const;

/** The URL of one of the owner's calls: `/api/admin` and its path, `:name` segments filled and encoded. */
export const adminCallUrl = (pattern: string, params: Record<string, string | number> = {}) =>
  `${ADMIN_API_PREFIX}${pathOf(pattern, params)}`;
