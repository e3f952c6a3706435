/** "3 current", or with addresses awaiting confirmation "3 confirmed · 2 pending". */
export function describeCounts({ confirmed, pending }: { confirmed: number; pending: number }): string {
  const number = new Intl.NumberFormat('en-US');
  return pending === 0
    ? `${number.format(confirmed)} current`
    : `${number.format(confirmed)} confirmed · ${number.format(pending)} pending`;
}
