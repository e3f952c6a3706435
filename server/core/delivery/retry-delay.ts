export interface RetryPolicy {
  /** Attempts in all, the first included; after the last, a temporary failure becomes final. */
  maxAttempts: number;
  /** Delay after the first failure; it doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Six attempts over about half an hour: long enough to ride out greylisting and a server restart. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 60_000,
  maxDelayMs: 30 * 60_000,
};

/**
 * The shortest first retry MAIL_RETRY_SECONDS may set. A mail server that refused a message (421,
 * greylisting) asks the sender to come back later, not at once: ten seconds, doubling, is still a
 * polite sender, and a setting cannot turn every instance into one that knocks every second.
 */
export const MIN_RETRY_SECONDS = 10;
export const MAX_RETRY_SECONDS = 3600;

/**
 * Exponential backoff with up to 20% jitter, so that the recipients of one failed batch do not
 * all come back in the same instant. Null when no attempt is left.
 */
export function retryDelayMs(policy: RetryPolicy, attemptsMade: number, random = Math.random): number | null {
  if (attemptsMade >= policy.maxAttempts) return null;
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attemptsMade - 1));
  return Math.round(exponential * (1 - 0.2 * random()));
}
