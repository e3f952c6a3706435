import { type Clock, systemClock } from '../clock';
import { createWakeSignal } from '../delivery/wake-signal';
import type { BackgroundLoop } from './loop';

/**
 * A loop that does one pass at start (what came due while no server ran), then one every
 * `intervalMs` on its clock, or at once when woken. A failed pass is logged and tried again at
 * the next interval. Passes never overlap.
 */
export function createIntervalLoop({
  pass,
  intervalMs,
  clock = systemClock,
  onError,
}: {
  pass: () => Promise<void>;
  intervalMs: number;
  clock?: Clock;
  onError: (error: unknown) => void;
}): BackgroundLoop {
  const signal = createWakeSignal(clock);
  let stopping = false;
  let loop: Promise<void> | null = null;

  async function once() {
    try {
      await pass();
    } catch (error) {
      onError(error);
    }
  }

  async function run() {
    while (!stopping) {
      await signal.sleep(intervalMs);
      if (!stopping) await once();
    }
  }

  return {
    async start() {
      if (loop) return;
      stopping = false;
      await once();
      loop = run();
    },
    async stop() {
      stopping = true;
      signal.poke();
      await loop;
      loop = null;
    },
    wake: () => signal.poke(),
  };
}
