import type { FastifyRequest } from 'fastify';
import type { ReservationPlace } from '../../../contract/reservations';
import type { Db } from '../../core/db/index';
import { confirmationBudgetSpent } from '../audience/index';
import type { ChallengeGate } from '../challenge/index';
import type { ReservationDesk } from './reservation-desk';
import type { ReservationRequest } from './reservation-records';

export interface AdmittedReservationOptions {
  db: Db;
  desk: ReservationDesk;
  challenge: ChallengeGate;
  /** CONFIRMATION_EMAILS_PER_HOUR. */
  confirmationsPerHour: number;
}

/**
 * A collector's request, as the JSON call and the form posted without script both take it: first
 * through the challenge gate (a solved challenge, or its network's limits for requests without
 * one), then to the line. A request without a solved challenge past the hour's confirmation
 * budget still gets its place, but no email (it is emailed if its mailbox confirms another place);
 * its place is marked for the owner.
 */
export async function reserveAdmitted(
  { db, desk, challenge, confirmationsPerHour }: AdmittedReservationOptions,
  request: FastifyRequest,
  input: Omit<ReservationRequest, 'quiet'>,
): Promise<{ place: ReservationPlace; created: boolean }> {
  const admission = await challenge.admit(request, 'reservation', input);
  const quiet = !admission.solved && (await confirmationBudgetSpent(db, confirmationsPerHour));
  const outcome = await desk.request({ ...input, quiet });
  if (!admission.solved) await admission.placed(outcome.place.id);
  return outcome;
}
