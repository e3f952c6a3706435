import {
  API_PREFIX,
  CONFIRM_CALL,
  RESERVATION_CONFIRM_CALL,
  UNSUBSCRIBE_CALL,
  WAITLIST_LEAVE_CALL,
} from './api-paths';

/*
 * The pages an email's link opens (/confirm, /unsubscribe, /waitlist/leave), without script: the
 * server reads the link itself and renders the page with what it found, as initial-data entries,
 * so the first render (server and hydration alike) shows it. A link not yet acted on is seeded
 * as the page's preview read, under the key its script reads it by; the outcome entry says what
 * a preview cannot: done just now, or refused. Plain code: the public pages import it.
 */
export { LINK_OUTCOME_KEY, type LinkOutcome, linkOutcomeKey } from './link-outcome';

/** What a link page shows of a link before the visitor acts, whichever list it is. */
export interface LinkPreview {
  /** Masked by the server; null when it no longer names anyone. */
  email: string | null;
  /** Still on the list (or still to confirm): the page asks before acting. */
  stillIn: boolean;
  /** The piece a waitlist is for. */
  title?: string | null;
  /** That piece's slug, while the collection shows it. */
  slug?: string | null;
}

/*
 * Each page's preview read: the data key of its JSON call, as the script builds it (the path
 * and the token), and what the page keeps of the answer. The server seeds the same.
 */

export const confirmPreviewKey = (token: string) => [`${API_PREFIX}${CONFIRM_CALL}`, token] as const;

/** GET /api/confirm's answer: still to confirm is "still in" the question. */
export function confirmLinkView(preview: {
  email: string;
  confirmed: boolean;
  title: string | null;
}): LinkPreview {
  return { email: preview.email, stillIn: !preview.confirmed, title: preview.title };
}

export const reservationConfirmPreviewKey = (token: string) =>
  [`${API_PREFIX}${RESERVATION_CONFIRM_CALL}`, token] as const;

/** GET /api/reservations/confirm's answer: still open and not yet confirmed is "still in" the question. */
export function reservationConfirmLinkView(preview: {
  email: string;
  title: string;
  size: '100' | '450';
  position: number;
  state: string;
  confirmed: boolean;
}): LinkPreview {
  const open = preview.state === 'waiting' || preview.state === 'held';
  const size = preview.size === '100' ? '12 inch' : '54 inch';
  return {
    email: preview.email,
    stillIn: open && !preview.confirmed,
    title: `${preview.title}, ${size} (number ${preview.position} in line)`,
  };
}

export const unsubscribePreviewKey = (token: string) => [`${API_PREFIX}${UNSUBSCRIBE_CALL}`, token] as const;

/** GET /api/unsubscribe's answer. */
export function unsubscribeLinkView(preview: { email: string; subscribed: boolean }): LinkPreview {
  return { email: preview.email, stillIn: preview.subscribed };
}

export const waitlistLeavePreviewKey = (token: string) =>
  [`${API_PREFIX}${WAITLIST_LEAVE_CALL}`, token] as const;

/** GET /api/waitlists/leave's answer. */
export function waitlistLeaveLinkView(preview: {
  member: boolean;
  email: string | null;
  title: string | null;
  slug: string | null;
}): LinkPreview {
  return { email: preview.email, stillIn: preview.member, title: preview.title, slug: preview.slug };
}
