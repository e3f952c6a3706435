import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { type Challenge, type ChallengeAnswer, ChallengeSchema } from '../../../contract/challenge';
import { cachedAppSecret } from '../../core/db/app-secrets';
import type { Db } from '../../core/db/index';

/**
 * How hard a challenge is: the counter the browser must find is drawn evenly below this, so it
 * tries half of it on average (one SHA-256 each) and all of it at worst. Measured by `npm run
 * bench` (decision 47): a mid-tier phone's browser solves it in about 0.6 s on average and 0.8 s
 * at worst, while the visitor is still typing; a script pays about 40 ms of a core for every
 * form it sends.
 */
export const CHALLENGE_MAX_COUNTER = 50_000;

/** Long enough to fill in a form after its first keystroke; a row of a taken answer lives as long. */
export const CHALLENGE_LIFETIME_MS = 30 * 60_000;

const ALGORITHM = 'SHA-256';

/**
 * The two HMAC keys, one database's on every instance (app_meta): one signs a challenge's
 * parameters, the other the key its answer derives, so checking an answer costs two HMACs and
 * no hashing work of ours. They never leave the server.
 */
async function secretsOf(db: Db) {
  const [signature, key] = await Promise.all([
    cachedAppSecret(db, 'challenge-signature'),
    cachedAppSecret(db, 'challenge-key'),
  ]);
  return {
    hmacSignatureSecret: signature.toString('base64url'),
    hmacKeySignatureSecret: key.toString('base64url'),
  };
}

/**
 * A new challenge (`maxCounter` lower only in tests, which solve thousands). Its expiry is in its signed data on the app's clock (altcha's own expiresAt is
 * checked against the machine's clock, which a test cannot move).
 */
export async function issueChallenge(
  db: Db,
  now: Date,
  maxCounter = CHALLENGE_MAX_COUNTER,
): Promise<Challenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(maxCounter),
    deriveKey,
    data: { expires: now.getTime() + CHALLENGE_LIFETIME_MS },
    ...(await secretsOf(db)),
  });
  return ChallengeSchema.parse(challenge);
}

/** Why an answer was not taken: unreadable or wrong, past its time, or taken before. */
export type AnswerVerdict = 'taken' | 'invalid' | 'expired' | 'replayed';

/**
 * Checks an answer (base64 of its JSON, as the browser sends it) and takes it: the insert of its
 * nonce is what makes it count once, on whichever instance it arrives first.
 */
export async function takeAnswer(db: Db, encoded: string, now: Date): Promise<AnswerVerdict> {
  const answer = decodeAnswer(encoded);
  if (!answer) return 'invalid';
  const expires = Number(answer.challenge.parameters.data?.expires);
  if (!Number.isFinite(expires)) return 'invalid';
  if (expires <= now.getTime()) return 'expired';
  const verified = await verifySolution({
    challenge: answer.challenge,
    solution: answer.solution,
    deriveKey,
    ...(await secretsOf(db)),
  });
  if (!verified.verified) return 'invalid';
  const inserted = await db.execute(sql`
    insert into challenge_answers (nonce, expires_at)
    values (${answer.challenge.parameters.nonce}, ${new Date(expires)})
    on conflict (nonce) do nothing
    returning nonce
  `);
  return inserted.rows.length === 1 ? 'taken' : 'replayed';
}

type DecodedAnswer = ChallengeAnswer & {
  challenge: { parameters: { data?: Record<string, string | number | boolean | null> } };
};

/** The answer's JSON, when it has the shape of one; anything else is nobody's answer. */
function decodeAnswer(encoded: string): DecodedAnswer | null {
  if (encoded.length > 4_000) return null;
  try {
    const parsed = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as DecodedAnswer;
    const challenge = ChallengeSchema.safeParse(parsed?.challenge);
    const { counter, derivedKey } = parsed?.solution ?? {};
    if (!challenge.success || typeof counter !== 'number' || typeof derivedKey !== 'string') return null;
    // The parsed challenge drops unknown keys, and the signature covers all of them: keep the sent one.
    return { challenge: parsed.challenge, solution: { counter, derivedKey } };
  } catch {
    return null;
  }
}

/** Forgets the taken answers whose challenges have expired: they could not be sent again anyway. */
export async function pruneTakenAnswers(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from challenge_answers where expires_at < ${now}`);
}
