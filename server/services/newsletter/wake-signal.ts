/**
 * Lets a loop sleep until it is poked or a timeout passes. A poke that arrives while the loop
 * is busy is remembered, so no wake-up is lost between checking for work and going to sleep.
 */
export function createWakeSignal() {
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
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeUp = null;
          resolve();
        }
        wakeUp = done;
      });
      poked = false;
    },
  };
}
