import type { MailLog } from '../mailer/mailer';
import { createWakeSignal } from '../newsletter/wake-signal';
import type { ReservationDesk } from './reservation-desk';

/**
 * How often each instance looks for holds past their time: a lapse is at most this late, small
 * beside the collector's 30 minutes. Every instance sweeps; each line is changed under its lock,
 * so two sweeps at once lapse each hold once.
 */
export const LAPSE_SWEEP_INTERVAL_MS = 15_000;

export interface LapseLoop {
  /** Sweeps now rather than at the next interval. */
  wake(): void;
  close(): Promise<void>;
}

export function startLapseLoop(
  desk: ReservationDesk,
  log: Pick<MailLog, 'error' | 'info'>,
  intervalMs = LAPSE_SWEEP_INTERVAL_MS,
): LapseLoop {
  const signal = createWakeSignal();
  let closed = false;
  async function run() {
    while (!closed) {
      try {
        const swept = await desk.sweep();
        if (swept.lapsed + swept.held > 0) log.info(swept, 'reservation holds lapsed and passed on');
      } catch (error) {
        log.error({ err: error }, 'reservation lapse sweep failed: trying again at the next interval');
      }
      if (!closed) await signal.sleep(intervalMs);
    }
  }
  const loop = run();
  return {
    wake: () => signal.poke(),
    async close() {
      closed = true;
      signal.poke();
      await loop;
    },
  };
}
