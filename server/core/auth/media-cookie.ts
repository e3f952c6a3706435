import type { FastifyReply, FastifyRequest } from 'fastify';
import { readBearerToken } from './tokens';

/**
 * The signed-in admin's session token, sent by the browser with media requests only: an `<img>`
 * sends no Authorization header, and the media of a locked or hidden piece answers 404 to anyone
 * but a signed-in admin (decision 27). HttpOnly, `SameSite=Strict`, `Path=/media`: no script
 * reads it and no other site's page sends it. The media route checks it against the sessions
 * exactly as a Bearer header is checked, so it ends with the session.
 */
const NAME = 'vitrine_media';
const PATH = '/media';

export function readMediaCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === NAME && value) return readBearerToken(`Bearer ${value}`);
  }
  return null;
}

/** Given with each sign-in, and again with each check of the session (so older sessions get it too). */
export function setMediaCookie(request: FastifyRequest, reply: FastifyReply, sessionToken: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `${NAME}=${sessionToken}; Path=${PATH}; HttpOnly; SameSite=Strict${secure}`);
}

export function clearMediaCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `${NAME}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure}`);
}
