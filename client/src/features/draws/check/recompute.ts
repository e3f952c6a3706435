import { drawOrder, entryListHash } from '@contract/draw-order';
import type { DrawView } from '@contract/draws';
import { hexBytes, sha256Bytes, sha256Text } from '@/lib/sha256';

/** One line of the check: what was recomputed, and whether it agrees with what was published. */
export interface CheckLine {
  label: string;
  agrees: boolean;
}

/**
 * The draw redone in this browser from the published values alone: the seed against the
 * commitment shown before entries opened, the list against its hash, and the order from the seed
 * and the list. The lazy chunk of the draw page's check button.
 */
export function recomputeDraw(view: DrawView): CheckLine[] {
  const seed = view.seed ?? '';
  const entries = view.entries ?? [];
  const order = drawOrder(seed, entries, sha256Text);
  return [
    {
      label: 'The seed’s SHA-256 is the commitment shown before entries opened',
      agrees: sha256Bytes(hexBytes(seed)) === view.commitment,
    },
    {
      label: 'The list’s SHA-256 is its published hash',
      agrees: entryListHash(entries, sha256Text) === view.listHash,
    },
    {
      label: 'Ranking every entry by SHA-256 of seed and code gives the published order',
      agrees: order.length === (view.order ?? []).length && order.every((code, i) => code === view.order![i]),
    },
  ];
}
