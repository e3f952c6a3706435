import type { FastifyReply, FastifyRequest } from 'fastify';
import { SETUP_REQUIRED_MESSAGE } from '../../../contract/passkeys';
import { PROOF_MINUTES, PROOF_NEEDED_MESSAGE } from '../../../contract/staff';

/**
 * Whether the request's session proved who it is (signing in, or again) in the last few minutes:
 * what money, erasure, staff, payment and mail steps need, so a stolen session token alone can do
 * none of them.
 */
export function hasFreshProof(request: FastifyRequest, now: Date): boolean {
  const provenAt = request.admin?.provenAt;
  return provenAt != null && now.getTime() - provenAt.getTime() <= PROOF_MINUTES * 60_000;
}

/**
 * Refuses a step for want of fresh proof: 403 `{error, reauthenticate: true}`, which the
 * dashboard answers by asking for the password and sending the step again. Sent as written,
 * past the route's own 403 shape.
 */
export function refuseForProof(reply: FastifyReply): FastifyReply {
  return reply
    .status(403)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: PROOF_NEEDED_MESSAGE, reauthenticate: true }));
}

/**
 * Refuses a route to a person who must first set up an authenticator app or a passkey (the
 * Owner's rule): 403 `{error, setUpRequired: true}`, which the dashboard answers with the setup.
 */
export function refuseForSetup(reply: FastifyReply): FastifyReply {
  return reply
    .status(403)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: SETUP_REQUIRED_MESSAGE, setUpRequired: true }));
}
