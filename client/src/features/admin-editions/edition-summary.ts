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

/** 'No. 7: sold to Ada Lovelace': a number's button as a screen reader says it. */
export function describeNumber(row: Pick<EditionNumber, 'number' | 'state' | 'collectorName'>): string {
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
