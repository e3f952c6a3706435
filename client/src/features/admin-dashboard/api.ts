import type { About } from '@contract/about';
import type { Subscriber, WaitlistMember } from '@contract/audience';
import type { FailedNotification, Inquiry } from '@contract/inquiry';
import type { JournalPost } from '@contract/journal';
import type { PopupSettings } from '@contract/popup-settings';
import type { Sculpture } from '@contract/sculpture';
import type { SiteSettingKey, SiteSettingValue } from '@contract/site-settings';
import { queryOptions } from '@tanstack/react-query';

// Admin reads. Keys are URLs for the default query function, which adds the Bearer token.
// The dashboard renders these only after the session is verified (§4).

export const adminQueries = {
  inquiries: () => queryOptions<Inquiry[]>({ queryKey: ['/api/admin/inquiries'] }),
  failedNotifications: () =>
    queryOptions<FailedNotification[]>({ queryKey: ['/api/admin/inquiries/failed-notifications'] }),
  newsletters: () => queryOptions<Subscriber[]>({ queryKey: ['/api/admin/newsletters'] }),
  waitlists: () => queryOptions<WaitlistMember[]>({ queryKey: ['/api/admin/waitlists'] }),
  sculptures: () => queryOptions<Sculpture[]>({ queryKey: ['/api/admin/sculptures'] }),
  about: () => queryOptions<About | null>({ queryKey: ['/api/admin/about'] }),
  journal: () => queryOptions<JournalPost[]>({ queryKey: ['/api/admin/journal'] }),
  popupSettings: () => queryOptions<PopupSettings>({ queryKey: ['/api/admin/popup-settings'] }),
  siteSetting: (key: SiteSettingKey) =>
    queryOptions<SiteSettingValue>({ queryKey: ['/api/admin/site-settings', key] }),
};

/** §8: the toast text for each failed admin read. */
export const ADMIN_LOAD_FAILURES = {
  inquiries: 'Failed to fetch inquiries',
  newsletters: 'Failed to fetch newsletters',
  waitlists: 'Failed to fetch waitlists',
  sculptures: 'Failed to fetch sculptures',
  about: 'Failed to fetch about page',
  journal: 'Failed to fetch journal posts',
  popupSettings: 'Failed to fetch popup settings',
} as const;
