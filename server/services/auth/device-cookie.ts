import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The device token a browser keeps after a right password: sent only to the sign-in route,
 * unreadable by scripts, never sent by another site's page.
 */
const NAME = 'vitrine_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readDeviceCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === NAME && value && /^[A-Za-z0-9_-]{20,200}$/.test(value)) return value;
  }
  return null;
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${NAME}=${token}; Path=/api/admin/login; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}
