import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readDeviceCookies, setDeviceCookie } from '../../core/auth/device-cookie';
import { setMediaCookie } from '../../core/auth/media-cookie';
import { createToken, hashToken, SESSION_LIFETIME_MS } from '../../core/auth/tokens';
import type { Db } from '../../core/db/index';
import { signInNetwork } from '../../core/http/client-network';
import { adminUsers } from '../../db/schema';
import { createSession } from './admin-queries';
import { rememberDevice, touchDevice } from './device-queries';

/**
 * A new session for a person who has proved who they are (a password, a sign-in link, an
 * accepted invitation), and the browser's device: the one it had, or a new one. Answers the
 * session's token, as the sign-in answers it.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  deviceHash: string | undefined,
  /** Now, by the sign-in's clock: the session starts proven (the person just proved themselves). */
  provenAt: Date,
): Promise<{ token: string }> {
  let deviceToken = deviceHash
    ? readDeviceCookies(request).find((t) => hashToken(t) === deviceHash)
    : undefined;
  if (deviceToken) {
    await touchDevice(db, deviceHash!);
  } else {
    deviceToken = createToken();
    await rememberDevice(db, userId, hashToken(deviceToken));
  }
  // Set again each time: it moves a cookie kept under the old path to the current one.
  setDeviceCookie(request, reply, deviceToken);
  const token = createToken();
  const now = new Date();
  await createSession(
    db,
    userId,
    hashToken(token),
    new Date(now.getTime() + SESSION_LIFETIME_MS),
    {
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      signInNetwork: signInNetwork(request.ip),
    },
    provenAt,
  );
  // What the Owner's Staff screen says of each person.
  await db.update(adminUsers).set({ lastSignInAt: now }).where(eq(adminUsers.id, userId));
  setMediaCookie(request, reply, token);
  return { token };
}
