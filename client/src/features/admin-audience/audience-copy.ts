/** The texts of the audience tabs: §8 toasts exact, the rest written for this dashboard. */
export const AUDIENCE_COPY = {
  composer: {
    title: 'Compose Newsletter',
    subject: 'Subject Line',
    html: 'HTML Content',
    htmlHint: 'Email-safe HTML with inline styles. An unsubscribe link is added to every copy.',
    text: 'Plain Text Content',
    textHint: 'Shown by mail apps that do not display HTML.',
    useTemplate: 'Use Template',
    send: 'Send Newsletter',
    sending: 'Sending...',
    recipients: (count: number) => `Will send to ${count} subscriber(s)`,
    previewTitle: 'Preview',
    previewFrameTitle: 'Preview of the newsletter HTML',
    previewEmpty: 'The HTML content shows here as subscribers will see it.',
  },
  sent: { title: 'Newsletter Sent Successfully' },
  sendFailed: { title: 'Failed to Send Newsletter', fallback: 'Failed to send newsletter' },
  campaigns: {
    title: 'Sent Newsletters',
    loading: 'Loading sent newsletters...',
    failed: 'Failed to fetch sent newsletters',
    empty: 'No newsletters sent yet',
    emptyHint: 'Each newsletter you send shows here with its delivery progress.',
  },
  subscribers: {
    title: 'Subscribers',
    loading: 'Loading subscribers...',
    empty: 'No subscribers yet',
    emptyHint: 'Visitors subscribe from the footer and the newsletter popup.',
    showAll: (count: number) => `Show all ${count} subscribers`,
  },
  export: {
    label: 'Export CSV',
    pending: 'Exporting...',
    failed: { title: 'Export Failed', fallback: 'Failed to export the list' },
  },
} as const;
