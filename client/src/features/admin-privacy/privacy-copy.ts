import { RETENTION_MONTHS } from '@contract/retention';

/** The words of a person's data on request and of data retention (decision 34). */
export const PRIVACY_COPY = {
  retention: {
    title: 'Data retention',
    description:
      'Delete old inquiries and reservation requests by themselves. Sales, and inquiries still open or answered, are always kept.',
    toggle: 'Delete old closed inquiries and ended reservations',
    months: 'After (months)',
    hint: `Inquiries you closed or marked as spam, and reservation requests that lapsed or that you released, are deleted once older than this. From ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max} months; checked every hour.`,
    off: 'Off: everything is kept until you delete it.',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Data Retention Saved',
    failed: { title: 'Failed to Save Data Retention', fallback: 'Failed to save data retention' },
    loading: 'Loading data retention...',
    loadFailed: 'Failed to fetch data retention',
  },
  export: {
    button: 'Export',
    title: 'Export everything held about this person?',
    description:
      'Two files are downloaded: the data as JSON and the same as a readable page, to send them on request. The export is recorded in the activity log.',
    confirm: 'Download',
    pending: 'Exporting...',
    done: 'Data Exported',
    failed: { title: 'Export failed', fallback: 'Failed to export the data' },
  },
  erase: {
    button: 'Erase',
    title: 'Erase this collector?',
    description: (who: string) =>
      `Everything held about ${who} is deleted or blanked: their subscription and waitlist places, their name, address, phone and messages in inquiries, reservations and emails. Sales stay in the register with their number, date and price, as “Collector erased”. This cannot be undone.`,
    confirm: 'Erase collector',
    pending: 'Erasing...',
    done: 'Collector Erased',
    failed: { title: 'Erase failed', fallback: 'Failed to erase the collector' },
  },
} as const;
