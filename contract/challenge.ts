import { z } from 'zod';

/*
 * The proof of work a public form carries (decision 47): the browser fetches a challenge, finds
 * the counter whose SHA-256 starts as the challenge says, and sends the answer with the form in
 * CHALLENGE_HEADER (api-paths.ts). A form sent without it (no script) is still taken, marked, and
 * held to tighter limits per network; one sent with a wrong, expired or already used answer is
 * refused.
 */

/** GET /api/challenge: an ALTCHA challenge (altcha-lib, proof of work v2, SHA-256). */
export const ChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    /** Signed with the rest: `expires`, the challenge's end (ms since 1970) on the server's clock. */
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type Challenge = z.infer<typeof ChallengeSchema>;

/** What the browser sends back, base64 of its JSON, in CHALLENGE_HEADER. */
export interface ChallengeAnswer {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/** The words a refused or limited form is answered with. */
export const CHALLENGE_MESSAGES = {
  refused: 'The page’s check of this form did not pass (it may have expired). Send the form again.',
  unsolvedLimit:
    'Too many requests came from your network without the page’s check. Turn on JavaScript in your browser, or try again in a minute.',
  unsolvedLine:
    'Your network already holds as many places in this line as a network may without the page’s check. Turn on JavaScript in your browser to reserve.',
} as const;
