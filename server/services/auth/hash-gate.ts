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
 */
export interface HashGate {
  /** Runs `check` in turn; undefined when too many are running or waiting already. */
  run<T>(check: () => Promise<T>, options?: { ahead?: boolean }): Promise<T | undefined>;
}

export function createHashGate({ running = 2, waiting = 8 } = {}): HashGate {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  return {
    async run(check, { ahead = false } = {}) {
      if (active >= running) {
        if (!ahead && queue.length >= waiting) return undefined;
        // The slot is handed over by `release`, so `active` stays counted for it.
        await new Promise<void>((resolve) => (ahead ? queue.unshift(resolve) : queue.push(resolve)));
      } else {
        active++;
      }
      try {
        return await check();
      } finally {
        release();
      }
    },
  };
}
