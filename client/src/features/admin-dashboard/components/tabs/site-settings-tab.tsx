import type { SiteSettingKey } from '@contract/site-settings';
import { useQueries } from '@tanstack/react-query';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { LoadFailed, LoadingText, TabHeading } from '../list-states';

/** The §2 setting cards and the keys each one edits. */
const SETTING_GROUPS: { title: string; keys: SiteSettingKey[] }[] = [
  {
    title: 'Homepage Hero Media',
    keys: ['homepage-hero-media-type', 'homepage-hero-image', 'homepage-hero-video'],
  },
  { title: 'Homepage Hero Title', keys: ['homepage-hero-title'] },
  { title: 'Homepage Hero Description', keys: ['homepage-hero-description'] },
  { title: 'Artist Section', keys: ['artist-name', 'artist-subtitle', 'artist-bio', 'artist-contact'] },
  { title: 'Artist Media', keys: ['artist-media-type', 'artist-image', 'artist-video'] },
  { title: 'Limited Editions Section', keys: ['limited-editions-title', 'limited-editions-content'] },
  { title: 'Privacy Policy Content', keys: ['privacy_content'] },
  { title: 'Terms of Service Content', keys: ['terms_content'] },
];

const ALL_KEYS = SETTING_GROUPS.flatMap((group) => group.keys);

/** Current values of every site setting; editing comes with the admin issue. */
export function SiteSettingsTab() {
  const results = useQueries({ queries: ALL_KEYS.map((key) => adminQueries.siteSetting(key)) });
  const values = new Map(ALL_KEYS.map((key, index) => [key, results[index]?.data?.value ?? null]));

  return (
    <section>
      <TabHeading title="Site Settings" note="Empty settings fall back to the site's built-in copy." />
      {results.some((result) => result.isPending) ? (
        <LoadingText>Loading site settings...</LoadingText>
      ) : results.some((result) => result.isError) ? (
        <LoadFailed>{ADMIN_LOAD_FAILURES.siteSettings}</LoadFailed>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {SETTING_GROUPS.map((group) => (
            <div
              key={group.title}
              className="grid content-start gap-2 rounded-lg border border-border bg-surface p-4"
            >
              <h3 className="font-display font-semibold">{group.title}</h3>
              <dl className="grid gap-1.5 text-sm">
                {group.keys.map((key) => (
                  <div key={key} className="grid grid-cols-[minmax(0,9rem)_1fr] gap-3">
                    <dt className="truncate font-mono text-xs text-muted">{key}</dt>
                    <dd className="line-clamp-2 break-words">
                      {values.get(key) ?? <span className="text-muted italic">not set</span>}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
