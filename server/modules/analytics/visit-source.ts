/**
 * Where a visit came from, in the words an owner reads in a report: the campaign tag the link
 * carried (`utm_source`, or the shorter `ref`), else the site that linked (its host, without
 * `www.`), else '' (typed in, a bookmark, an app that sends no referrer). A link from the site
 * itself is no source. Tags are folded to lower case and a safe alphabet, so "Instagram" and
 * "instagram " count together and nothing odd reaches the dashboard.
 */
export const NO_SOURCE = '';

/** The longest source kept: a campaign tag or a host name, cut beyond it. */
const SOURCE_MAX = 60;

/** The apps that link through a redirecting host of their own: counted as the app's site. */
const SAME_SITE: Record<string, string> = {
  'l.instagram.com': 'instagram.com',
  'lm.facebook.com': 'facebook.com',
  'l.facebook.com': 'facebook.com',
  'm.facebook.com': 'facebook.com',
  't.co': 'x.com',
  'twitter.com': 'x.com',
  'out.reddit.com': 'reddit.com',
  'old.reddit.com': 'reddit.com',
  'com.google.android.gm': 'gmail',
  'android-app://com.google.android.gm': 'gmail',
};

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function tidy(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._\- ]+/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, SOURCE_MAX)
    .trim();
}

/** The source of a visit that landed on `landing` (the page's full URL) from `referrer`. */
export function visitSource(landing: string, referrer: string): string {
  const page = parsed(landing);
  const tag = page?.searchParams.get('utm_source') || page?.searchParams.get('ref');
  if (tag) {
    const source = tidy(tag);
    if (source) return source;
  }
  const from = parsed(referrer);
  if (!from || !/^https?:$/.test(from.protocol)) return NO_SOURCE;
  const host = from.hostname.toLowerCase().replace(/^www\./, '');
  if (page && host === page.hostname.toLowerCase().replace(/^www\./, '')) return NO_SOURCE;
  return tidy(SAME_SITE[host] ?? host);
}
