import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LimitKey } from '../../core/auth/sign-in-limits';
import { clientNetwork } from '../../core/http/client-network';

/** 429 with the wait, in the sign-in's error shape. */
export function refuseTooMany(reply: FastifyReply, seconds: number): FastifyReply {
  return reply
    .status(429)
    .header('Retry-After', String(seconds))
    .send({ error: `Too many failed attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).` });
}

/**
 * What guesses of a person's codes are counted under: their network, and their account (whoever
 * guesses has the password or a session already, so the account's waits grow too).
 */
export function factorKeys(request: FastifyRequest, userId: number): LimitKey[] {
  return [
    { kind: 'network', id: clientNetwork(request.ip) },
    { kind: 'factor', id: String(userId) },
  ];
}
