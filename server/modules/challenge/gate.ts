import type { FastifyRequest } from 'fastify';
import { CHALLENGE_HEADER } from '../../../contract/api-paths';
import { CHALLENGE_MESSAGES } from '../../../contract/challenge';
import type { SizeModel } from '../../../contract/limits';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { clientNetwork } from '../../core/http/client-network';
import { HttpError } from '../../core/http-error';
import { takeAnswer } from './challenges';
import type { ChallengedForm } from './schema';
import { admitUnsolved, markUnsolvedPlace } from './unsolved-requests';

/** What a form's request was let in as. */
export type Admission =
  | { solved: true }
  | {
      solved: false;
      /** A reservation's place, once the line gave it: how the owner sees the request marked. */
      placed(reservationId: number): Promise<void>;
    };

export interface ChallengeGate {
  /**
   * The one call a public form's route makes before it stores anything: an answer in the
   * `x-altcha` header (or an `altcha` field of a form post) is checked and taken once, on any
   * instance; a wrong, expired or replayed one is refused (400). Without one, the request is
   * admitted within its network's limits (429 past them) and recorded for the owner's count.
   * `line` names the piece and size of a reservation or draw entry.
   */
  admit(
    request: FastifyRequest,
    form: ChallengedForm,
    line?: { sculptureId: number; size: SizeModel },
  ): Promise<Admission>;
}

export function createChallengeGate(db: Db, clock: Clock): ChallengeGate {
  return {
    async admit(request, form, line) {
      const answer = answerOf(request);
      const now = clock.now();
      if (answer) {
        const verdict = await takeAnswer(db, answer, now);
        if (verdict !== 'taken') {
          request.log.info({ verdict, form }, 'a form came with an answer that was not taken');
          throw new HttpError(400, CHALLENGE_MESSAGES.refused);
        }
        return { solved: true };
      }
      const admitted = await admitUnsolved(db, { form, network: clientNetwork(request.ip), line }, now);
      if (!admitted.admitted) {
        throw new HttpError(
          429,
          admitted.reason === 'line-full'
            ? CHALLENGE_MESSAGES.unsolvedLine
            : CHALLENGE_MESSAGES.unsolvedLimit,
        );
      }
      return { solved: false, placed: (reservationId) => markUnsolvedPlace(db, admitted.id, reservationId) };
    },
  };
}

/** The answer as sent: the header of a JSON call, or the field of a form posted by the browser. */
function answerOf(request: FastifyRequest): string | null {
  const header = request.headers[CHALLENGE_HEADER];
  if (typeof header === 'string' && header) return header;
  const body = request.body;
  if (body && typeof body === 'object' && 'altcha' in body) {
    const field = (body as { altcha?: unknown }).altcha;
    if (typeof field === 'string' && field) return field;
  }
  return null;
}
