import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';

/**
 * The device token a browser keeps after a right password: sent only to the admin API (the
 * sign-in, and the password change, which keeps this browser's device), unreadable by scripts,
 * never sent by another site's page. It opens nothing on its own (decision 14).
 */
const NAME = 'vitrine_device';
const PATH = ADMIN_API_PREFIX;
/** Where the cookie lived before the password change needed it too: cleared when set anew. */
const OLD_PATH = `${ADMIN_API_PREFIX}/login`;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Every device token the request carries: a browser that kept the cookie under its old path as
 * well as the new one sends both, and either may be the one the account knows.
 */
export function readDeviceCookies(request: FastifyRequest): string[] {
  const tokens: string[] = [];
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === NAME && value && /^[A-Za-z0-9_-]{20,200}$/.test(value) && !tokens.includes(value)) {
      tokens.push(value);
    }
  }
  return tokens.slice(0, 2);
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', [
    `${NAME}=${token}; Path=${PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
    `${NAME}=; Path=${OLD_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure}`,
  ]);
}
