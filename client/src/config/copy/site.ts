import { BRAND_NAME } from '@contract/brand';

// Built-in copy of the shared layout: navigation, footer, the global error screen.

export const NAV_COPY = {
  collection: 'Collection',
  about: 'About',
  journal: 'Journal',
  contact: 'Contact',
  logout: 'Logout',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
} as const;

export const FOOTER_COPY = {
  quickLinks: 'Quick Links',
  explore: 'Explore',
  privacy: 'Privacy',
  terms: 'Terms',
  contact: 'Contact',
  newsletterTitle: 'Stay Updated',
  newsletterText: 'New drops, studio notes and first access to each edition.',
  emailPlaceholder: 'you@example.com',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  copyright: `© 2025 ${BRAND_NAME}. All rights reserved.`,
} as const;

/** Global error screen, exact. */
export const ERROR_COPY = {
  title: 'Something went wrong',
  description: 'The page encountered an unexpected error. Please try refreshing.',
  refresh: 'Refresh Page',
} as const;
