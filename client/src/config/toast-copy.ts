import { ENROLMENT_NOTICES } from '@contract/enrolment-answers';
import { MESSAGES } from '@contract/messages';

/** The toast texts the client shows, exact. (validation texts come from the contract.) */
export const TOASTS = {
  emailRequired: MESSAGES.emailRequired,
  invalidEmail: MESSAGES.invalidEmail,
  missingFields: MESSAGES.missingFields,
  subscribed: ENROLMENT_NOTICES.newsletter.joined,
  /** Double opt-in on: the address waits for its owner to open the emailed link. */
  subscribedConfirmByEmail: ENROLMENT_NOTICES.newsletter.confirmByEmail,
  subscribeFailed: { title: 'Subscription Failed', fallback: 'Failed to subscribe' },
  inquirySent: 'Thank you for your inquiry! We will get back to you as soon as possible.',
  inquiryFailed: { title: 'Error', description: 'Failed to send message. Please try again.' },
  waitlistJoined: ENROLMENT_NOTICES.waitlist.joined,
  waitlistConfirmByEmail: ENROLMENT_NOTICES.waitlist.confirmByEmail,
  waitlistFailed: { title: 'Waitlist Failed', fallback: 'Failed to join the waitlist' },
  loginSucceeded: { title: 'Login successful', description: 'Welcome to the admin dashboard' },
  loginFailed: { title: 'Login failed', fallback: MESSAGES.invalidCredentials },
  loginNotSaved: { title: 'Login failed', description: 'Unable to save login credentials' },
  loggedOut: { title: 'Logged out' },
} as const;
