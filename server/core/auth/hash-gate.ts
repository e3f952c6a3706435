/**
 * At most a few password checks at once. argon2id takes 19 MiB and tens of milliseconds on the
 * thread pool each, which the rest of the server (file reads, compression) shares; a flood of
 * sign-ins from many addresses must not queue behind itself without end. A check past the few
 * running and the few waiting is refused at once.
 *
 * A flood of made-up names from many addresses can keep the queue full without touching the
 * owner's account. So a check from a browser that signed in before goes to the head of the queue
 * and is never turned away for a full one: the owner still gets in while the server is flooded.
 * Those are few by nature (a device exists only after a right password, and its own wrong
 * passwords wait like any other key's).
 *
 * A sign-in takes its place in the gate (`enter`) before it is counted against its keys: one
 * turned away by a full gate has cost nobody an attempt (decision 14).
 */
export interface HashGate {
  /** A place in the gate, or undefined when too many are running or waiting already. */
  enter(options?: { ahead?: boolean }): GateTicket | undefined;
  /** Runs `check` in turn; undefined when too many are running or waiting already. */
  run<T>(check: () => Promise<T>, options?: { ahead?: boolean }): Promise<T | undefined>;
}

export interface GateTicket {
  /** Resolves when this ticket's check may run. */
  ready: Promise<void>;
  /** Gives the place up, whether its check ran or not; later calls do nothing. */
  leave(): void;
}

export function createHashGate({ running = 2, waiting = 8 } = {}): HashGate {
  let active = 0;
  const queue: { admit(): void }[] = [];

  const release = () => {
    const next = queue.shift();
    // The slot is handed over, so `active` stays counted for it.
    if (next) next.admit();
    else active--;
  };

  function enter({ ahead = false } = {}): GateTicket | undefined {
    if (active < running) {
      active++;
      let left = false;
      return {
        ready: Promise.resolve(),
        leave: () => {
          if (left) return;
          left = true;
          release();
        },
      };
    }
    if (!ahead && queue.length >= waiting) return undefined;
    let admitted = false;
    let left = false;
    let resolve!: () => void;
    const ready = new Promise<void>((done) => {
      resolve = done;
    });
    const entry = {
      admit: () => {
        admitted = true;
        resolve();
      },
    };
    if (ahead) queue.unshift(entry);
    else queue.push(entry);
    return {
      ready,
      leave: () => {
        if (left) return;
        left = true;
        if (admitted) release();
        else queue.splice(queue.indexOf(entry), 1);
      },
    };
  }

  return {
    enter,
    async run(check, options) {
      const ticket = enter(options);
      if (!ticket) return undefined;
      try {
        await ticket.ready;
        return await check();
      } finally {
        ticket.leave();
      }
    },
  };
}
