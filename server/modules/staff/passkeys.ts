import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  PASSKEY_CHALLENGE_MINUTES,
  type Passkey,
  type PasskeyOptions,
  type PasskeyResponse,
} from '../../../contract/passkeys';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { toIso } from '../../core/db/mapping';
import { staffPasskeyChallenges, staffPasskeys } from './schema';

/*
 * Passkeys (WebAuthn), checked by @simplewebauthn/server. The relying party is the site's public
 * address (PUBLIC_URL): its host is the RP ID a passkey is bound to, its origin the only one a
 * browser's answer may come from, so a passkey made here works nowhere else and a look-alike site
 * gets nothing usable. Every challenge is kept in the database for a few minutes and taken once,
 * whichever instance hands it out or checks the answer. User verification (the device's PIN,
 * fingerprint or face) is required: a passkey alone then stands for two factors.
 */

export type ChallengePurpose = 'register' | 'sign-in' | 'prove' | 'invitation';

export interface RelyingParty {
  rpID: string;
  origin: string;
  rpName: string;
}

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: url.host };
}

async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  now: Date,
  owner: { userId?: number; invitationHash?: string },
): Promise<void> {
  // Old challenges are only clutter: swept as new ones are made.
  await db.delete(staffPasskeyChallenges).where(lt(staffPasskeyChallenges.expiresAt, now));
  await db.insert(staffPasskeyChallenges).values({
    challenge,
    purpose,
    userId: owner.userId ?? null,
    invitationHash: owner.invitationHash ?? null,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000),
  });
}

/** The challenge a browser's answer signed, as its client data says (checked again by the library). */
function challengeIn(response: PasskeyResponse): string | null {
  try {
    const client = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'));
    return typeof client?.challenge === 'string' ? client.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Takes the challenge an answer signed, once: deleted as it is read, so a second answer to it
 * (a replay, or two tabs) finds nothing. Null when unknown, for another purpose, or expired.
 */
async function takeChallenge(db: Db, response: PasskeyResponse, purpose: ChallengePurpose, now: Date) {
  const challenge = challengeIn(response);
  if (!challenge) return null;
  const [row] = await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        eq(staffPasskeyChallenges.challenge, challenge),
        eq(staffPasskeyChallenges.purpose, purpose),
        gt(staffPasskeyChallenges.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

const transportsOf = (row: { transports: string | null }) =>
  (row.transports?.split(',').filter(Boolean) ?? []) as AuthenticatorTransportFuture[];

/** The passkeys of a person, for `excludeCredentials` and `allowCredentials`. */
async function credentialsOf(db: Db, userId: number) {
  const rows = await db
    .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId));
  return rows.map((row) => ({ id: row.id, transports: transportsOf(row) }));
}

/**
 * Options for making a passkey: discoverable (it names its account, so signing in needs no
 * username), user-verified, and not one the person has already (the browser says so instead).
 */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  purpose: 'register' | 'invitation',
  account: { userName: string; userId?: number; invitationHash?: string },
  now: Date,
): Promise<PasskeyOptions> {
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: account.userName,
    // The account's number, so a device keeps one passkey per person here, not one per setup.
    userID: account.userId ? new TextEncoder().encode(`staff-${account.userId}`) : undefined,
    attestationType: 'none',
    excludeCredentials: account.userId ? await credentialsOf(db, account.userId) : [],
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
  });
  await keepChallenge(db, options.challenge, purpose, now, account);
  return { ...options };
}

/**
 * The new passkey an answer carries, if it answers a challenge handed out for `purpose` to
 * `owner` (the signed-in person, or the invitation's link) and verifies; null otherwise.
 */
export async function verifyRegistration(
  db: Db,
  rp: RelyingParty,
  response: PasskeyResponse,
  purpose: 'register' | 'invitation',
  owner: { userId?: number; invitationHash?: string },
  now: Date,
) {
  const taken = await takeChallenge(db, response, purpose, now);
  if (!taken) return null;
  if (owner.userId !== undefined && taken.userId !== owner.userId) return null;
  if (owner.invitationHash !== undefined && taken.invitationHash !== owner.invitationHash) return null;
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
    return verified ? registrationInfo : null;
  } catch {
    return null;
  }
}

type NewPasskey = NonNullable<Awaited<ReturnType<typeof verifyRegistration>>>;

/** Keeps a verified passkey; false when that credential is already someone's. */
export async function savePasskey(
  tx: DbOrTransaction,
  userId: number,
  info: NewPasskey,
  name: string,
  at: Date,
) {
  const rows = await tx
    .insert(staffPasskeys)
    .values({
      userId,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports?.join(',') ?? null,
      name,
      backedUp: info.credentialBackedUp,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: staffPasskeys.id });
  return rows.length > 0;
}

/**
 * Options for using a passkey: any discoverable one of this site for signing in (the browser
 * offers the person's), or only the person's own for proving themselves again.
 */
export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
  purpose: 'sign-in' | 'prove',
  now: Date,
  userId?: number,
): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: userId ? await credentialsOf(db, userId) : [],
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
  });
  await keepChallenge(db, options.challenge, purpose, now, { userId });
  return { ...options };
}

/**
 * Whose passkey signed an answer, if it answers a challenge handed out for `purpose` (to
 * `userId`, when proving oneself again), its signature verifies and its counter moved on. The
 * passkey's use is recorded. 'unknown' when the credential is nobody's here (removed, or another
 * site's), so the page can say so; null for every other failure.
 */
export async function verifyPasskey(
  db: Db,
  rp: RelyingParty,
  response: PasskeyResponse,
  purpose: 'sign-in' | 'prove',
  now: Date,
  userId?: number,
): Promise<{ userId: number; passkeyId: number } | 'unknown' | null> {
  const taken = await takeChallenge(db, response, purpose, now);
  if (!taken || (userId !== undefined && taken.userId !== userId)) return null;
  const [passkey] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, response.id));
  if (!passkey) return 'unknown';
  if (userId !== undefined && passkey.userId !== userId) return null;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    });
    if (!verified) return null;
    await db
      .update(staffPasskeys)
      .set({
        counter: authenticationInfo.newCounter,
        lastUsedAt: now,
        backedUp: authenticationInfo.credentialBackedUp,
      })
      .where(eq(staffPasskeys.id, passkey.id));
    return { userId: passkey.userId, passkeyId: passkey.id };
  } catch {
    // A bad signature, a counter that went back (a cloned key), the wrong origin.
    return null;
  }
}

const toPasskey = (row: typeof staffPasskeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  backedUp: row.backedUp,
  createdAt: toIso(row.createdAt),
  lastUsedAt: row.lastUsedAt ? toIso(row.lastUsedAt) : null,
});

/** The passkeys of these people, oldest first, by person. */
export async function listPasskeys(db: Db, userIds: number[]): Promise<Map<number, Passkey[]>> {
  const byUser = new Map<number, Passkey[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(staffPasskeys)
    .where(inArray(staffPasskeys.userId, userIds))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  for (const row of rows) byUser.get(row.userId)?.push(toPasskey(row));
  return byUser;
}

/** How many passkeys a person has. */
export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId));
  return row?.n ?? 0;
}

/** Removes a passkey (of `userId` only, when given); its name, or null when there is none such. */
export async function removePasskey(db: Db, id: number, userId?: number): Promise<string | null> {
  const [row] = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), userId === undefined ? undefined : eq(staffPasskeys.userId, userId)))
    .returning({ name: staffPasskeys.name });
  return row?.name ?? null;
}
