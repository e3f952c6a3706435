/**
 * At most a few password checks at once. argon2id takes 19 MiB and tens of milliseconds on the
 * thread pool each, which the rest of the server (file reads, compression) shares; a flood of
 * sign-ins from many addresses must not queue behind itself without end. A check past the few
 * running and the few waiting is refused at once.
 */
export interface HashGate {
  /** Runs `check` in turn; undefined when too many are running or waiting already. */
  run<T>(check: () => Promise<T>): Promise<T | undefined>;
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
    async run(check) {
      if (active >= running) {
        if (queue.length >= waiting) return undefined;
        // The slot is handed over by `release`, so `active` stays counted for it.
        await new Promise<void>((resolve) => queue.push(resolve));
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
