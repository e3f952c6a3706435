import { BRAND_NAME } from '@contract/brand';
import type { LinkPreview } from '@contract/link-pages';
import { MESSAGES } from '@contract/messages';
import { COLLECTOR_CONFIRM_MINUTES, RESERVATION_COPY } from '@contract/reservation-copy';

/** What an opt-out link's preview says about it, whatever list it leaves. */
export type OptOutPreview = LinkPreview;

export interface OptOutCopy {
  eyebrow: string;
  title: string;
  checking: string;
  missing: { title: string; text: string };
  invalid: { title: string; fallback: string };
  unreachable: { title: string; text: string };
  confirm: {
    title: string;
    /** Follows the masked address. */
    text: (preview: OptOutPreview) => string;
    button: string;
    pending: string;
    keep: string;
    failed: string;
  };
  done: {
    title: string;
    fallback: string;
    /**
     * Said instead of the server's message, which only repeats the title, when the page still
     * knows what was left; and the way back to it.
     */
    detail?: (preview: OptOutPreview) => string | null;
    backTo?: (title: string) => string;
  };
  /** `text` follows the masked address when the server still names one. */
  already: { title: string; text: string };
  comeBack: string;
  backToGallery: string;
}

/** The same on every opt-out page. */
const SHARED = {
  checking: 'Checking your link...',
  unreachable: {
    title: 'We could not check this link',
    text: 'Something went wrong on our side. Please try again in a moment.',
  },
  backToGallery: 'Back to the Gallery',
} as const;

/** The public unsubscribe page, where a newsletter's link lands. The server's own answers are shown as it words them. */
export const UNSUBSCRIBE_COPY: OptOutCopy = {
  ...SHARED,
  eyebrow: 'Newsletter',
  title: 'Unsubscribe',
  missing: {
    title: 'This link is incomplete',
    text: 'Open the unsubscribe link at the foot of any of our newsletters again, or copy the whole address from the email into your browser.',
  },
  invalid: { title: 'This link does not work', fallback: MESSAGES.unsubscribe.invalidLink },
  confirm: {
    title: 'Leave the newsletter?',
    text: () => ` will receive no more newsletters from ${BRAND_NAME}.`,
    button: 'Unsubscribe',
    pending: 'Unsubscribing...',
    keep: 'Keep Me Subscribed',
    failed: 'We could not unsubscribe you just now. Please try again.',
  },
  done: { title: 'You are unsubscribed', fallback: MESSAGES.unsubscribe.done },
  already: {
    title: 'Already unsubscribed',
    text: ' is already unsubscribed: no more newsletters will be sent to it.',
  },
  comeBack: 'Changed your mind? Subscribe again from the foot of any page.',
};

/** Where the leave link of a waitlist email lands. */
export const WAITLIST_LEAVE_COPY: OptOutCopy = {
  ...SHARED,
  eyebrow: 'Waitlist',
  title: 'Leave the Waitlist',
  missing: {
    title: 'This link is incomplete',
    text: 'Open the leave link at the foot of the waitlist email again, or copy the whole address from the email into your browser.',
  },
  invalid: { title: 'This link does not work', fallback: MESSAGES.waitlistLeave.invalidLink },
  confirm: {
    title: 'Leave the waitlist?',
    text: ({ title }) => ` will not be emailed about ${title ?? 'this piece'}.`,
    button: 'Leave the Waitlist',
    pending: 'Leaving...',
    keep: 'Stay on the Waitlist',
    failed: 'We could not take you off the waitlist just now. Please try again.',
  },
  done: {
    title: 'You have left the waitlist',
    fallback: MESSAGES.waitlistLeave.done,
    detail: ({ title }) => (title ? `We won't email you about ${title}.` : null),
    backTo: (title) => `Back to ${title}`,
  },
  already: {
    title: 'Already off the waitlist',
    text: 'This link is for someone no longer on the waitlist: no email will be sent to them.',
  },
  comeBack: "Changed your mind? Join the waitlist again from the piece's page.",
};

/** Where the link of a double opt-in email lands, for the newsletter or a piece's waitlist. */
export const CONFIRM_COPY: OptOutCopy = {
  ...SHARED,
  eyebrow: 'Confirm',
  title: 'Confirm Your Email',
  missing: {
    title: 'This link is incomplete',
    text: 'Open the link in our confirmation email again, or copy the whole address from the email into your browser.',
  },
  invalid: { title: 'This link does not work', fallback: MESSAGES.confirm.invalidLink },
  confirm: {
    title: 'Confirm your address?',
    text: ({ title }) =>
      title
        ? ` will be emailed once, when ${title} becomes available.`
        : ` will receive the ${BRAND_NAME} newsletter: new releases and gallery news.`,
    button: 'Confirm',
    pending: 'Confirming...',
    keep: 'Not Now',
    failed: 'We could not confirm your address just now. Please try again.',
  },
  done: { title: 'Thank you', fallback: MESSAGES.confirm.newsletterDone },
  already: { title: 'Already confirmed', text: ' is confirmed: nothing more to do.' },
  comeBack: 'Every email we send has a link at its foot to stop them.',
};

/** Where the link of a reservation email lands: the collector confirms their request. */
export const RESERVATION_CONFIRM_COPY: OptOutCopy = {
  ...SHARED,
  eyebrow: 'Reservation',
  title: 'Confirm Your Request',
  missing: {
    title: 'This link is incomplete',
    text: 'Open the link in our reservation email again, or copy the whole address from the email into your browser.',
  },
  invalid: { title: 'This link does not work', fallback: RESERVATION_COPY.confirm.invalidLink },
  confirm: {
    title: 'Confirm your request?',
    text: ({ title }) =>
      ` asked to reserve ${title ?? 'this piece'}. A held number not confirmed within ${COLLECTOR_CONFIRM_MINUTES} minutes goes to the next in line.`,
    button: 'Confirm My Request',
    pending: 'Confirming...',
    keep: 'Not Now',
    failed: 'We could not confirm your request just now. Please try again.',
  },
  done: { title: 'Thank you', fallback: RESERVATION_COPY.confirm.done },
  already: {
    title: 'Nothing to confirm',
    text: ' has confirmed this request already, or it is no longer open: our emails say where it stands.',
  },
  comeBack: 'We email you at every step: when a number is held, sold or released.',
};
