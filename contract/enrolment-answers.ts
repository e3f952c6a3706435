/*
 * What a visitor is told once the newsletter or a waitlist took their address. With double
 * opt-in off it is the plain thanks (and the API's own 'Successfully subscribed' / 'You are on the
 * waitlist'); with it on, the address is pending until its owner opens the emailed link, so the
 * visitor is told to look in their inbox instead of being thanked for a subscription that has not
 * happened. The answer follows the setting, never the address: it is the same whether the address
 * was new, pending or already confirmed, so it tells no one who is on a list (decision 22).
 */

/**
 * The answer of POST /api/newsletters and /api/waitlists (its schema: EnrolmentAnswerSchema in
 * audience.ts). No zod here: the public pages import this module for its texts.
 */
export interface EnrolmentAnswer {
  message: string;
  /** Double opt-in is on: the visitor must open the link emailed to them. */
  confirmByEmail: boolean;
}

export const ENROLMENT_API_MESSAGES = {
  newsletter: {
    joined: 'Successfully subscribed',
    confirmByEmail: 'Check your inbox to confirm your subscription',
  },
  waitlist: {
    joined: 'You are on the waitlist',
    confirmByEmail: 'Check your inbox to confirm your place on the waitlist',
  },
} as const;

/** What the toast or the landing page says (title and text). */
export const ENROLMENT_NOTICES = {
  newsletter: {
    joined: {
      title: 'Successfully Subscribed!',
      description: 'Thank you for subscribing to our newsletter.',
    },
    confirmByEmail: {
      title: 'Check Your Inbox',
      description:
        "To finish subscribing, open the link we've emailed you. Already confirmed? You're all set.",
    },
  },
  waitlist: {
    joined: (title: string) => ({
      title: "You're on the Waitlist",
      description: `We'll email you when ${title} is available.`,
    }),
    confirmByEmail: (title: string) => ({
      title: 'Check Your Inbox',
      description: `To join the waitlist for ${title}, open the link we've emailed you. Already confirmed? We'll email you when it is available.`,
    }),
  },
} as const;
