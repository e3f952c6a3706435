/** Longest batch sent as one statement: bounds the time one transaction holds the line's lock. */
export const LINE_BATCH_MAX = 200;

interface Pending<I, O> {
  item: I;
  resolve: (outcome: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Sends the items of one key in batches, one batch at a time, in the order they came: the items
 * that arrive while a batch is at the database go together in the next. Different keys run side
 * by side. At a drop every request of an instance is for the same line, whose lock in the
 * database lets one transaction through at a time anyway: batched, one commit serves many, and
 * the waiting ones hold no database connection (page views keep theirs) and cannot time out
 * waiting for one. A batch that fails fails each of its items.
 */
export function createLineBatches<I, O>(send: (key: string, items: I[]) => Promise<O[]>) {
  const queues = new Map<string, Pending<I, O>[]>();

  async function drain(key: string, queue: Pending<I, O>[]) {
    while (queue.length > 0) {
      const batch = queue.splice(0, LINE_BATCH_MAX);
      try {
        const outcomes = await send(
          key,
          batch.map((pending) => pending.item),
        );
        for (const [index, pending] of batch.entries()) pending.resolve(outcomes[index]!);
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    queues.delete(key);
  }

  return function inBatch(key: string, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const fresh = [{ item, resolve, reject }];
      queues.set(key, fresh);
      void drain(key, fresh);
    });
  };
}
