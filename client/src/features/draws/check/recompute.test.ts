import { createHash, randomBytes } from 'node:crypto';
import { drawOrder } from '@contract/draw-order';
import { describe, expect, it } from 'vitest';
import { recomputeDraw } from './recompute';

const node = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe('the draw page’s check', () => {
  it('finds a draw agrees with itself, and a changed order does not', () => {
    const seed = randomBytes(32).toString('hex');
    const entries = ['AAAA-2222', 'BBBB-3333', 'CCCC-4444'];
    const order = drawOrder(seed, entries, (text) => node(text));
    const view = {
      state: 'drawn' as const,
      pieceTitle: 'P',
      slug: 'p',
      size: '100' as const,
      commitment: node(Buffer.from(seed, 'hex')),
      opensAt: null,
      closesAt: null,
      closedAt: null,
      confirmedEntries: 3,
      entries,
      listHash: node(entries.join('\n')),
      seed,
      order,
    };
    expect(recomputeDraw(view).map((line) => line.agrees)).toEqual([true, true, true]);
    expect(recomputeDraw({ ...view, order: [...order].reverse() }).map((line) => line.agrees)).toEqual([
      true,
      true,
      false,
    ]);
  });
});
