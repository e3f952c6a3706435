import { describe, expect, it } from 'vitest';
import { createLineBatches, LINE_BATCH_MAX } from './line-batches';

describe('line batches', () => {
  it('send the items that arrive while a batch is out together, in order, one batch of a key at a time', async () => {
    const sent: string[][] = [];
    let inFlight = 0;
    let most = 0;
    const inBatch = createLineBatches(async (key: string, items: number[]) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      sent.push(items.map((item) => `${key}${item}`));
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return items.map((item) => item * 10);
    });
    const answers = await Promise.all([1, 2, 3, 4].map((item) => inBatch('a', item)));
    expect(answers).toEqual([10, 20, 30, 40]);
    // The first went alone; the three that came while it was out went as one.
    expect(sent).toEqual([['a1'], ['a2', 'a3', 'a4']]);
    expect(most).toBe(1);
  });

  it('keep a batch within its bound, and fail only the items of a batch that fails', async () => {
    const sizes: number[] = [];
    const inBatch = createLineBatches(async (_key: string, items: number[]) => {
      sizes.push(items.length);
      if (items.includes(0)) throw new Error('database gone');
      return items;
    });
    const first = inBatch('b', 0);
    const rest = Array.from({ length: LINE_BATCH_MAX + 1 }, (_, index) => inBatch('b', index + 1));
    await expect(first).rejects.toThrow('database gone');
    expect(await Promise.all(rest)).toHaveLength(LINE_BATCH_MAX + 1);
    expect(sizes).toEqual([1, LINE_BATCH_MAX, 1]);
  });
});
