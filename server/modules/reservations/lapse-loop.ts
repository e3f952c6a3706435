import { createIntervalLoop } from '../../core/background/interval-loop';
import type { BackgroundLoop } from '../../core/background/loop';
import { type Clock, systemClock } from '../../core/clock';
import type { MailLog } from '../../core/mail/mailer';
import type { ReservationDesk } from './reservation-desk';

/**
 * How often each instance looks for holds past their time: a lapse is at most this late, small
 * beside the collector's 30 minutes. Every instance sweeps; each line is changed under its lock,
 * so two sweeps at once lapse each hold once.
 */
export const LAPSE_SWEEP_INTERVAL_MS = 15_000;

/**
 * The lapse sweep as a background loop: its first sweep (on start) lapses what came due while no
 * server ran, then one every interval on its clock, so a test moving the clock on sees the lapse.
 */
export function createLapseLoop({
  desk,
  log,
  clock = systemClock,
  intervalMs = LAPSE_SWEEP_INTERVAL_MS,
}: {
  desk: ReservationDesk;
  log: Pick<MailLog, 'error' | 'info'>;
  clock?: Clock;
  intervalMs?: number;
}): BackgroundLoop {
  return createIntervalLoop({
    clock,
    intervalMs,
    async pass() {
      const swept = await desk.sweep();
      if (swept.lapsed + swept.held > 0) log.info(swept, 'reservation holds lapsed and passed on');
    },
    onError: (error) =>
      log.error({ err: error }, 'reservation lapse sweep failed: trying again at the next interval'),
  });
}
