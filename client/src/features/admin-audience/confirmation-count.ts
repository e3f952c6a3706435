/** A newsletter reaches confirmed addresses only: 'Will send to N subscriber(s)' counts these. */
export function countConfirmed(list: readonly { confirmed: boolean }[]): number {
  return list.filter((entry) => entry.confirmed).length;
}

/** "3 current", or with addresses awaiting confirmation "3 confirmed · 2 pending". */
export function describeConfirmation(list: readonly { confirmed: boolean }[]): string {
  const confirmed = countConfirmed(list);
  const pending = list.length - confirmed;
  return pending === 0 ? `${confirmed} current` : `${confirmed} confirmed · ${pending} pending`;
}
