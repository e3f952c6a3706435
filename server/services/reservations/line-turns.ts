/**
 * Runs the tasks given for one key one after the other, in the order given; different keys run
 * side by side. At a drop every request of an instance is for the same line, whose lock in the
 * database lets one through at a time anyway: queued here, the waiting ones hold no database
 * connection (page views keep theirs) and cannot time out waiting for one.
 */
export function createLineTurns() {
  const tails = new Map<string, Promise<unknown>>();
  return async function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(task, task);
    const tail = mine.catch(() => {});
    tails.set(key, tail);
    try {
      return await mine;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
