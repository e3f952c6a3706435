import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../contract/account';
import { ACCOUNT_CALL } from '../../../contract/account-calls';
import { API_PREFIX } from '../../../contract/api-paths';
import { ROUTES } from '../../../contract/page-paths';
import { hashToken } from '../../core/auth/tokens';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { collectors } from '../../db/schema';
import { collectorSessions } from './schema';

/**
 * The collector's session cookie: apart from the dashboard's (which is a bearer token and a
 * device cookie under /api/admin). HttpOnly, SameSite=Lax (the emailed link's page opens signed
 * in; another site's form post carries no cookie), Secure over https. It is sent to the account's
 * page and calls only (two paths, one token), so every other page a signed-in collector opens is
 * still the shared copy the edge and the page cache keep. A session ends 30 days after sign-in,
 * or at sign-out, which ends every session of the address.
 */
export const SESSION_COOKIE = 'vitrine_collector';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const COOKIE_PATHS = [ROUTES.account, `${API_PREFIX}${ACCOUNT_CALL}`];
const LAST_USE_EVERY_MS = 60 * 1000;

export interface CollectorSession {
  sessionId: number;
  collectorId: number;
  /** The address as the collector record keeps it. */
  email: string;
  emailKey: string;
}

function readCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value && /^[A-Za-z0-9_-]{20,200}$/.test(value)) return value;
  }
  return null;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    COOKIE_PATHS.map(
      (path) =>
        `${SESSION_COOKIE}=${token}; Path=${path}; Max-Age=${SESSION_LIFETIME_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
    ),
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    COOKIE_PATHS.map(
      (path) => `${SESSION_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
    ),
  );
}

export function createSessions(db: Db, now: () => Date) {
  return {
    /** The request's collector, or null: no cookie, an ended session, an erased collector. */
    async of(request: FastifyRequest): Promise<CollectorSession | null> {
      const token = readCookie(request);
      if (!token) return null;
      const [row] = await db
        .select({ session: collectorSessions, email: collectors.email })
        .from(collectorSessions)
        .innerJoin(collectors, eq(collectors.id, collectorSessions.collectorId))
        .where(eq(collectorSessions.tokenHash, hashToken(token)));
      if (!row) return null;
      const at = now();
      if (at.getTime() - row.session.createdAt.getTime() > SESSION_LIFETIME_MS) {
        await db.delete(collectorSessions).where(eq(collectorSessions.id, row.session.id));
        return null;
      }
      if (at.getTime() - row.session.lastUsedAt.getTime() > LAST_USE_EVERY_MS) {
        await db
          .update(collectorSessions)
          .set({ lastUsedAt: at })
          .where(eq(collectorSessions.id, row.session.id));
      }
      return {
        sessionId: row.session.id,
        collectorId: row.session.collectorId,
        email: row.email,
        emailKey: row.session.emailKey,
      };
    },

    /** The request's collector, or 401. */
    async required(request: FastifyRequest): Promise<CollectorSession> {
      const session = await this.of(request);
      if (!session) throw new HttpError(401, ACCOUNT_MESSAGES.signInFirst);
      return session;
    },

    /** Sign-out: every session of the collector ends, on every device. */
    async endAll(collectorId: number): Promise<void> {
      await db.delete(collectorSessions).where(eq(collectorSessions.collectorId, collectorId));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
