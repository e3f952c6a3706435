import { BRAND_NAME } from '@contract/brand';
import { MESSAGES } from '@contract/messages';

/** The public unsubscribe page, where a newsletter's link lands. The server's own answers are shown as it words them. */
export const UNSUBSCRIBE_COPY = {
  eyebrow: 'Newsletter',
  title: 'Unsubscribe',
  checking: 'Checking your link...',
  missing: {
    title: 'This link is incomplete',
    text: 'Open the unsubscribe link at the foot of any of our newsletters again, or copy the whole address from the email into your browser.',
  },
  invalid: { title: 'This link does not work', fallback: MESSAGES.unsubscribe.invalidLink },
  unreachable: {
    title: 'We could not check this link',
    text: 'Something went wrong on our side. Please try again in a moment.',
  },
  confirm: {
    title: 'Leave the newsletter?',
    /** Follows the masked address. */
    text: ` will receive no more newsletters from ${BRAND_NAME}.`,
    button: 'Unsubscribe',
    pending: 'Unsubscribing...',
    keep: 'Keep Me Subscribed',
    failed: 'We could not unsubscribe you just now. Please try again.',
  },
  done: { title: 'You are unsubscribed', fallback: MESSAGES.unsubscribe.done },
  already: {
    title: 'Already unsubscribed',
    /** Follows the masked address. */
    text: ' is already unsubscribed: no more newsletters will be sent to it.',
  },
  comeBack: 'Changed your mind? Subscribe again from the foot of any page.',
  backToGallery: 'Back to the Gallery',
} as const;
