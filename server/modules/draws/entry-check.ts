import type { FastifyRequest } from 'fastify';
import type { SizeModel } from '../../../contract/limits';

/** What the check found of one entry request. */
export interface EntryCheck {
  /** A proof-of-work challenge was solved for it; false marks it for the owner. */
  challengeSolved: boolean;
}

/**
 * The one place an entry request is checked before it is accepted, by the JSON call and the
 * form posted without script alike: the challenge module's gate takes a solved answer once on
 * any instance (a wrong or replayed one is refused), and admits one without an answer within its
 * network's limits, counted for the owner's drop screen. For entries sent without script the
 * emailed confirmation is then what stands between a script and the draw.
 */
export async function checkEntryRequest(
  request: FastifyRequest,
  line: { sculptureId: number; size: SizeModel },
): Promise<EntryCheck> {
  const admission = await request.server.challenge.admit(request, 'draw-entry', line);
  return { challengeSolved: admission.solved };
}
