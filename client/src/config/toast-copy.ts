import { ENROLMENT_NOTICES } from '@contract/enrolment-answers';
import { MESSAGES } from '@contract/messages';

/**
 * The toast texts of the site's signups and the header's logout, exact (validation texts come
 * from the contract). The contact form's and the sign-in's are with their pages
 * (features/inquiries/inquiry-toasts.ts, features/admin-auth/login-toasts.ts), so every page's
 * first script does not carry them.
 */
export const TOASTS = {
  emailRequired: MESSAGES.emailRequired,
  invalidEmail: MESSAGES.invalidEmail,
  missingFields: MESSAGES.missingFields,
  subscribed: ENROLMENT_NOTICES.newsletter.joined,
  /** Double opt-in on: the address waits for its owner to open the emailed link. */
  subscribedConfirmByEmail: ENROLMENT_NOTICES.newsletter.confirmByEmail,
  subscribeFailed: { title: 'Subscription Failed', fallback: 'Failed to subscribe' },
  waitlistJoined: ENROLMENT_NOTICES.waitlist.joined,
  waitlistConfirmByEmail: ENROLMENT_NOTICES.waitlist.confirmByEmail,
  waitlistFailed: { title: 'Waitlist Failed', fallback: 'Failed to join the waitlist' },
  loggedOut: { title: 'Logged out' },
} as const;
