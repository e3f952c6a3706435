import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type VerifyInput } from '../../../contract/account';
import { SIGN_IN_LINK_PARAM } from '../../../contract/account-calls';
import { absoluteUrl, ROUTES } from '../../../contract/page-paths';
import type { LimitKey, SignInLimits } from '../../core/auth/sign-in-limits';
import { createToken, hashToken } from '../../core/auth/tokens';
import type { Db } from '../../core/db/index';
import { networkBlock } from '../../core/http/client-network';
import { HttpError } from '../../core/http-error';
import { enqueueMail } from '../../core/mail/mail-outbox';
import { collectors } from '../../db/schema';
import { ACCOUNT_MAIL_KIND, signInMessage } from './mail/account-mail';
import { collectorSessions, collectorSignInCodes } from './schema';

/** A code and its link work this long, once. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Wrong tries a code survives: then it is gone, and a guesser must ask for a new one (throttled). */
export const WRONG_TRIES_PER_CODE = 5;

/** How the account names an address: lowercased, as every list compares them. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();
/** Limit keys name an address by its SHA-256, never as typed (decision 14). */
const addressId = (emailKey: string) => createHash('sha256').update(emailKey).digest('hex');
const codeHashOf = (emailKey: string, code: string) =>
  createHash('sha256').update(`${emailKey}\0${code}`).digest('hex');

export class TooManyTries extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ACCOUNT_MESSAGES.tooMany(retryAfterSeconds));
  }
}

export interface SignedIn {
  /** The new session's token, for the cookie; only its hash is stored. */
  token: string;
  collectorId: number;
}

export interface SignInOptions {
  db: Db;
  limits: SignInLimits;
  now: () => Date;
  publicUrl: string;
  mailQueued: () => void;
  /** Where work the answer does not wait for reports its failure. */
  onError: (error: unknown) => void;
}

/**
 * Signing in by an emailed code (decision 44). Asking answers the same for every address, at
 * once: it only counts the attempt (per address and per network block, the admin sign-in's
 * limits) and then looks the address up and mails the code after the answer has gone, so neither
 * the body nor the time tells whether the studio knows the address. A code is 6 digits, good for
 * 10 minutes and once; trying one is counted per address and per network, and a code dies after
 * 5 wrong tries.
 */
export function createSignIn({ db, limits, now, publicUrl, mailQueued, onError }: SignInOptions) {
  const pending = new Set<Promise<void>>();

  async function mailCode(email: string, emailKey: string): Promise<void> {
    const [known] = await db
      .select({ id: collectors.id })
      .from(collectors)
      .where(sql`lower(${collectors.email}) = ${emailKey}`);
    // The same work until here for every address; an unknown one is sent nothing.
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const link = createToken();
    if (!known) return;
    const at = now();
    const values = {
      emailKey,
      codeHash: codeHashOf(emailKey, code),
      linkHash: hashToken(link),
      wrongTries: 0,
      expiresAt: new Date(at.getTime() + CODE_LIFETIME_MS),
      createdAt: at,
    };
    const url = absoluteUrl(publicUrl, `${ROUTES.account}?${SIGN_IN_LINK_PARAM}=${link}`);
    await db.transaction(async (tx) => {
      // One live code per address: a new one replaces the last.
      await tx
        .insert(collectorSignInCodes)
        .values(values)
        .onConflictDoUpdate({ target: collectorSignInCodes.emailKey, set: values });
      await enqueueMail(tx, ACCOUNT_MAIL_KIND, signInMessage(email, code, url), known.id);
    });
    mailQueued();
  }

  async function startSession(collectorId: number, emailKey: string): Promise<SignedIn> {
    const token = createToken();
    const at = now();
    await db.insert(collectorSessions).values({
      tokenHash: hashToken(token),
      emailKey,
      collectorId,
      createdAt: at,
      lastUsedAt: at,
    });
    // Expired codes of anyone are swept now and then, here rather than by a loop of their own.
    await db.delete(collectorSignInCodes).where(lt(collectorSignInCodes.expiresAt, at));
    return { token, collectorId };
  }

  async function collectorOf(emailKey: string): Promise<number | null> {
    const [row] = await db
      .select({ id: collectors.id })
      .from(collectors)
      .where(sql`lower(${collectors.email}) = ${emailKey}`);
    return row?.id ?? null;
  }

  async function counted(keys: LimitKey[]) {
    const outcome = await limits.begin(keys);
    if (outcome.refused) throw new TooManyTries(outcome.retryAfterSeconds);
  }

  return {
    /** Counts the request and answers; the code is mailed after, to a known address only. */
    async requestCode(email: string, ip: string): Promise<void> {
      const emailKey = emailKeyOf(email);
      await counted([
        { kind: 'collector-mail', id: addressId(emailKey) },
        { kind: 'collector-network', id: networkBlock(ip) },
      ]);
      const work = mailCode(email, emailKey)
        .catch(onError)
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    async verify(input: VerifyInput, ip: string): Promise<SignedIn> {
      if ('link' in input) {
        await counted([{ kind: 'collector-network', id: networkBlock(ip) }]);
        const [row] = await db
          .delete(collectorSignInCodes)
          .where(eq(collectorSignInCodes.linkHash, hashToken(input.link)))
          .returning();
        const collectorId = row && row.expiresAt > now() ? await collectorOf(row.emailKey) : null;
        if (!row || collectorId === null) throw new HttpError(400, ACCOUNT_MESSAGES.linkInvalid);
        return startSession(collectorId, row.emailKey);
      }
      const emailKey = emailKeyOf(input.email);
      const keys: LimitKey[] = [
        { kind: 'collector-code', id: addressId(emailKey) },
        { kind: 'collector-network', id: networkBlock(ip) },
      ];
      await counted(keys);
      const right = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(collectorSignInCodes)
          .where(eq(collectorSignInCodes.emailKey, emailKey))
          .for('update');
        if (!row) return false;
        const given = Buffer.from(codeHashOf(emailKey, input.code), 'hex');
        const matches = timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'));
        if (matches && row.expiresAt > now()) {
          await tx.delete(collectorSignInCodes).where(eq(collectorSignInCodes.id, row.id));
          return true;
        }
        if (row.wrongTries + 1 >= WRONG_TRIES_PER_CODE || row.expiresAt <= now()) {
          await tx.delete(collectorSignInCodes).where(eq(collectorSignInCodes.id, row.id));
        } else {
          await tx
            .update(collectorSignInCodes)
            .set({ wrongTries: row.wrongTries + 1 })
            .where(and(eq(collectorSignInCodes.id, row.id)));
        }
        return false;
      });
      const collectorId = right ? await collectorOf(emailKey) : null;
      if (collectorId === null) throw new HttpError(400, ACCOUNT_MESSAGES.wrongCode);
      // The address's tries start over; the network's waits stay theirs.
      await limits.succeeded([keys[0]!]);
      return startSession(collectorId, emailKey);
    },

    /** The mail still being prepared after its answer went (awaited when the app closes). */
    settled: () => Promise.all([...pending]).then(() => undefined),
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
