/*
 * What a page opened by a personal link (an email's confirm or leave link, an order's page) was
 * told by the server beyond its data: done just now, or refused. A module of its own, so the
 * order page reads it without the link pages' code.
 */
export const LINK_OUTCOME_KEY = 'link-outcome';

export interface LinkOutcome {
  kind: 'done' | 'refused';
  /** The server's words: what was done, or why the link does not work. */
  message: string;
}

/** The initial-data key of one link's outcome. */
export const linkOutcomeKey = (token: string) => [LINK_OUTCOME_KEY, token] as const;
