import { type Clock, type ClockTimer, systemClock } from '../clock';

/**
 * Lets a loop sleep until it is poked or a timeout passes on its clock. A poke that arrives
 * while the loop is busy is remembered, so no wake-up is lost between checking for work and
 * going to sleep.
 */
export function createWakeSignal(clock: Clock = systemClock) {
  let poked = false;
  let wakeUp: (() => void) | null = null;

  return {
    poke(): void {
      poked = true;
      wakeUp?.();
    },
    async sleep(ms: number): Promise<void> {
      if (poked) {
        poked = false;
        return;
      }
      await new Promise<void>((resolve) => {
        let timer: ClockTimer | undefined;
        function done() {
          timer?.cancel();
          wakeUp = null;
          resolve();
        }
        wakeUp = done;
        timer = clock.setTimer(ms, done);
      });
      poked = false;
    },
  };
}
