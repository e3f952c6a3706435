/** The contact form's toasts, exact. */
export const INQUIRY_TOASTS = {
  sent: 'Thank you for your inquiry! We will get back to you as soon as possible.',
  failed: { title: 'Error', description: 'Failed to send message. Please try again.' },
} as const;
