import type { HostileRequest } from './hostile-requests';
import { tagOf } from './hostile-requests';
import type { RouteEntry } from './route-table';
import type { Answer } from './send-requests';

/** The one network the flood comes from, and one that asks for a page once it has passed. */
export const FLOOD_ADDRESS = '10.254.0.1';
export const BYSTANDER_ADDRESS = '10.254.0.2';

/**
 * The routes that answer with a page the server renders for the request itself, never a cached
 * one: the forms posted without script, the certificate check, the pages an email's link opens.
 * Read from the route table: public routes outside the API, media and built files, at a path of
 * their own (the page route `/*` answers from the cache, where a render is shared by everyone).
 */
export function renderingRoutes(routes: RouteEntry[]): RouteEntry[] {
  return routes.filter(
    (route) =>
      route.public &&
      (route.method === 'GET' || route.method === 'POST') &&
      route.url !== '/*' &&
      !/^\/(api|media|assets|uploads)\b/.test(route.url) &&
      // A file (the sitemap, robots.txt, the icon) is no page.
      !/\.[a-z0-9]+$/i.test(route.url) &&
      !/^\/(readyz|healthz)$/.test(route.url),
  );
}

/**
 * The i-th request of a flood from one network: every rendering route in turn, broken the way a
 * script would break it (empty form fields, a code that is none, a made-up token), as a form a
 * browser posts from this site; every other one asks for the page plainly, which renders too.
 */
export function floodRequest(routes: RouteEntry[], slug: string, n: number, i: number): HostileRequest {
  const route = routes[i % routes.length]!;
  const tag = tagOf(n);
  const broken = Math.floor(i / routes.length) % 2 === 0;
  const path = route.url.replace(/:[A-Za-z]+/g, `JUNK${i}`);
  const query = broken
    ? `?${new URLSearchParams({ code: `junk${i}!!`, token: `made-up-${tag}`, piece: slug, size: '100' })}`
    : '';
  const headers: Record<string, string> = {
    'x-forwarded-for': FLOOD_ADDRESS,
    'user-agent': `fuzz ${tag}`,
    'sec-fetch-site': 'same-origin',
  };
  if (route.method === 'GET') return { n, tag, route, method: 'GET', path: `${path}${query}`, headers };
  const fields: Record<string, string> = broken
    ? { name: '', email: '', phone: '', message: '', token: `made-up-${tag}` }
    : { name: tag, email: `${tag}-not-an-address`, message: '' };
  return {
    n,
    tag,
    route,
    method: 'POST',
    path: `${path}?${new URLSearchParams({ piece: slug, size: '100' })}`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.from(new URLSearchParams(fields).toString()),
  };
}

/** What the flood was answered: pages rendered for it, and how big its other answers were. */
export class RenderFloodTally {
  pages = 0;
  /** Pages of a form answered with errors (a 4xx page). */
  errorPages = 0;
  otherAnswers = 0;
  /** The largest refusal that was not a page: it must stay small. */
  largestRefusal = 0;
  readonly started = Date.now();

  count(answer: Answer): void {
    if (answer.contentType?.startsWith('text/html')) {
      this.pages++;
      if (answer.status !== null && answer.status >= 400) this.errorPages++;
      return;
    }
    this.otherAnswers++;
    if (answer.status !== null && answer.status >= 400)
      this.largestRefusal = Math.max(this.largestRefusal, answer.bytes ?? 0);
  }

  /**
   * The most pages the render budget allows one network in the time the flood took: twice the
   * minute's renders at once, refilled at that rate; of them, one error page a minute (a
   * sixtieth of the renders) and one at once.
   */
  limits(rendersPerMinute: number): { pages: number; errorPages: number } {
    const minutes = (Date.now() - this.started) / 60_000;
    const errorsPerMinute = Math.max(1, Math.round(rendersPerMinute / 60));
    return {
      pages: Math.floor(2 * rendersPerMinute + minutes * rendersPerMinute) + 1,
      errorPages: Math.floor(errorsPerMinute + minutes * errorsPerMinute) + 1,
    };
  }
}
