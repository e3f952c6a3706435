import { EDITION_STATES, type EditionNumber, type EditionState } from '@contract/editions';

/** How many numbers are in each state: the register's legend. */
export function countStates(numbers: readonly Pick<EditionNumber, 'state'>[]): Record<EditionState, number> {
  const counts = Object.fromEntries(EDITION_STATES.map((state) => [state, 0])) as Record<
    EditionState,
    number
  >;
  for (const { state } of numbers) counts[state] += 1;
  return counts;
}

/**
 * 'No. 7: sold to Ada Lovelace', or once its certificate went on to another owner 'No. 7: owned
 * by Priya Shah (resold by Ada Lovelace)': a number's button as a screen reader says it, and its
 * tooltip. The register follows the certificate chain, so it names who owns the number now.
 */
export function describeNumber(
  row: Pick<EditionNumber, 'number' | 'state' | 'collectorName' | 'resale'>,
): string {
  if (row.state === 'sold' && row.resale) {
    const owner = row.resale.ownerName ?? 'an erased collector';
    const seller = row.resale.sellerName ?? 'an erased collector';
    return `No. ${row.number}: owned by ${owner} (resold by ${seller})`;
  }
  const who = row.collectorName ? ` ${row.state === 'sold' ? 'to' : 'for'} ${row.collectorName}` : '';
  return `No. ${row.number}: ${row.state}${row.state === 'sold' || row.state === 'held' ? who : ''}`;
}

/** Whether saving `next` drops the collector the number had: the owner confirms that first. */
export function dropsCollector(
  before: Pick<EditionNumber, 'state' | 'collectorName'>,
  next: EditionState,
): boolean {
  const owned = (state: EditionState) => state === 'sold' || state === 'held';
  return Boolean(before.collectorName) && owned(before.state) && !owned(next);
}
