/*
 * The /confirm page without script: the server checks the link itself and renders the page with
 * what it found, as one initial-data entry under this key, so the first render (server and
 * hydration alike) shows it. A link still to confirm is seeded as its preview (the page's own
 * query) instead; this entry says what a preview cannot: confirmed just now, or refused.
 */
export const CONFIRM_OUTCOME_KEY = 'confirm-outcome';

export interface ConfirmOutcome {
  kind: 'done' | 'refused';
  /** The server's words: the confirmation, or why the link does not work. */
  message: string;
}

/** The initial-data query key of one link's outcome. */
export const confirmOutcomeKey = (token: string) => [CONFIRM_OUTCOME_KEY, token] as const;

/** The data key of the page's preview call, as the client builds it. */
export const confirmPreviewKey = (token: string) => ['/api/confirm', token] as const;

/**
 * What the page keeps of GET /api/confirm's answer, in the shape every opt-out page reads: still
 * to confirm is "still in" the question. The server seeds the page's data with the same.
 */
export function confirmLinkView(preview: { email: string; confirmed: boolean; title: string | null }) {
  return { email: preview.email, stillIn: !preview.confirmed, title: preview.title };
}
