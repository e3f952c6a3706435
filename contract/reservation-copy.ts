/*
 * The words of reservations, for the public pages, the server's answers and the emails alike.
 * Plain code (no zod): the public client imports it.
 */
import { SIZE_MODEL_LABELS, type SizeModel } from './limits';

/** The longest note a collector may add to a reservation. */
export const RESERVATION_MESSAGE_MAX = 2_000;

/** Minutes a collector has to confirm a held number by the emailed link. */
export const COLLECTOR_CONFIRM_MINUTES = 30;

/** The initial-data key of a reservation sent without script: its outcome, in the answer to that POST only. */
export const reservationOutcomeKey = (slug: string, size: SizeModel) =>
  ['reservation-outcome', slug, size] as const;

/** What a collector is told of their request: their place and whether a number is held. */
export interface ReservationOutcome {
  position: number;
  state: 'held' | 'waiting' | 'sold';
}

export const RESERVATION_COPY = {
  button: (size: SizeModel) => `Reserve ${SIZE_MODEL_LABELS[size]}`,
  dialogTitle: (title: string, size: SizeModel) => `Reserve ${title}, ${SIZE_MODEL_LABELS[size]}`,
  dialogIntro:
    'Requests are answered in the order they arrive. The first ones get a numbered edition held for them; the rest wait in line for a number that frees.',
  submit: 'Send Request',
  sending: 'Sending...',
  notReservable: 'This size is not open for reservations.',
  held: {
    title: 'A Number Is Held for You',
    description: (position: number) =>
      `You are number ${position} in line, and an edition number is held for you. Confirm it within ${COLLECTOR_CONFIRM_MINUTES} minutes with the link we emailed you.`,
  },
  waiting: {
    title: "You're in Line",
    description: (position: number) =>
      `You are number ${position} in line. Every number is held for now; if one frees, it is held for you in turn and we email you.`,
  },
  sold: {
    title: 'Already Yours',
    description: (position: number) =>
      `Your request (number ${position} in line) has become a sale. Check your email for your edition number.`,
  },
  failed: { title: 'Error', description: 'Failed to send your request. Please try again.' },
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional: only if you would like a call.',
  message: 'Message',
  messageHint: 'Optional.',
  pageUnknown: 'This piece cannot be reserved here.',
  backToPiece: 'Back to the Piece',
  confirm: {
    invalidLink: 'This reservation link is not valid.',
    done: 'Your request is confirmed. The studio will contact you to complete the sale.',
    doneWaiting: 'Your address is confirmed. If a number is held for you, it will wait for the studio.',
    ended: 'This request is no longer open.',
  },
} as const;
