/** The toast texts of the content tabs, exact. */
export const CONTENT_COPY = {
  success: 'Success',
  about: {
    saved: 'About page saved successfully',
    saveFailed: 'Failed to save about page',
    loadFailed: 'Failed to fetch about page',
  },
  journal: {
    created: 'Journal post created successfully',
    updated: 'Journal post updated successfully',
    deleted: 'Journal post deleted successfully',
    saveFailed: 'Failed to save journal post',
    deleteFailed: 'Failed to delete journal post',
    loadFailed: 'Failed to fetch journal posts',
    confirmDelete: 'Are you sure you want to delete this journal post?',
  },
  popup: {
    saved: { title: 'Popup Settings Saved', description: 'The newsletter popup now uses these settings.' },
    saveFailed: { title: 'Failed to Save Settings', fallback: 'Failed to save popup settings' },
    loadFailed: 'Failed to fetch popup settings',
    reset: {
      title: 'Popup Reset',
      enabled: 'The popup will show on the next gallery page you open.',
      disabled: 'The popup is disabled: enable it and save to see it on the gallery pages.',
    },
  },
  settings: {
    saved: (cardTitle: string) => `${cardTitle} saved.`,
  },
} as const;
