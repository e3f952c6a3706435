/** The public pages the server renders tags and initial data for (§2 routes). */
export type PageMatch =
  | { kind: 'home' }
  | { kind: 'collection' }
  | { kind: 'sculpture'; slug: string }
  | { kind: 'about' }
  | { kind: 'contact' }
  | { kind: 'newsletter' }
  | { kind: 'waitlist' }
  | { kind: 'journal' }
  | { kind: 'journal-post'; slug: string }
  | { kind: 'privacy' }
  | { kind: 'terms' }
  | { kind: 'unsubscribe' }
  | { kind: 'waitlist-leave' }
  | { kind: 'confirm' }
  | { kind: 'admin' };

const STATIC_PAGES: Record<string, PageMatch> = {
  '/': { kind: 'home' },
  '/collection': { kind: 'collection' },
  '/about': { kind: 'about' },
  '/contact': { kind: 'contact' },
  '/newsletter': { kind: 'newsletter' },
  '/waitlist': { kind: 'waitlist' },
  '/journal': { kind: 'journal' },
  '/privacy': { kind: 'privacy' },
  '/terms': { kind: 'terms' },
  '/unsubscribe': { kind: 'unsubscribe' },
  '/waitlist/leave': { kind: 'waitlist-leave' },
  '/confirm': { kind: 'confirm' },
};

/** Any other path renders Home (§2), so it gets Home's tags too. */
export function matchPage(pathname: string): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC_PAGES[path];
  if (known) return known;
  if (path === '/admin' || path.startsWith('/admin/')) return { kind: 'admin' };
  const sculpture = /^\/(?:sculptures|collection)\/([^/]+)$/.exec(path);
  if (sculpture?.[1]) return { kind: 'sculpture', slug: decodeURIComponent(sculpture[1]) };
  const post = /^\/journal\/([^/]+)$/.exec(path);
  if (post?.[1]) return { kind: 'journal-post', slug: decodeURIComponent(post[1]) };
  return { kind: 'home' };
}
