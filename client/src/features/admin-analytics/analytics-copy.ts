/** The owner's words of the visits overview and the drop report. */
export const ANALYTICS_COPY = {
  overview: {
    title: 'Visits',
    description:
      'Page views counted without cookies, the last 90 days (UTC). Visits without script, and browsers asking not to be tracked, are not counted.',
    loading: 'Loading visits...',
    failed: 'Failed to load visits',
    visits: 'Visits',
    visitors: 'Visitors',
    signups: 'Newsletter sign-ups',
    today: 'Today',
    topPages: 'Top pages',
    topSources: 'Top sources',
    drops: 'Drops',
    none: 'No visits counted yet.',
    noSignups: 'No newsletter sign-ups in these 90 days.',
    noDrops: 'No drop has been released yet.',
  },
  report: {
    title: 'Drop report',
    loading: 'Loading the drop report...',
    failed: 'Failed to load the drop report',
    notReleased:
      'No release of this piece has been recorded yet: its report starts at its first scheduled release.',
    csv: 'Export CSV',
    csvPending: 'Exporting...',
    csvFailed: 'Failed to export the drop report',
    size: { '100': '12 inch', '450': '54 inch' } as Record<'100' | '450', string>,
    figures: {
      pageVisits: 'Page visits',
      waitlistAtRelease: 'Waitlist at release',
      requests: 'Requests',
      held: 'Held',
      paid: 'Paid',
      lapsed: 'Lapsed',
      soldOut: 'Sold out after',
    },
    notSoldOut: 'Not sold out',
    minute: 'The minute',
    minuteDescription:
      'Reservation requests per minute after the release, and the numbers left of each size.',
    hours: 'Page visits per hour',
    hoursDescription: 'From a day before the release to a week after (UTC).',
    sources: 'Where visits and buyers came from',
    sourceColumns: { source: 'Source', visits: 'Visits', requests: 'Requests', buyers: 'Buyers' },
    noScript: 'Visits without script, and browsers asking not to be tracked, are not counted.',
  },
  /** A source as the owner reads it: '' is a visit nobody linked to. */
  sourceName: (source: string) => (source === '' ? 'Direct' : source),
  minutes: (value: number) =>
    value < 1 ? `${Math.round(value * 60)} s` : `${value.toLocaleString('en-US')} min`,
} as const;
