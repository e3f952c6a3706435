import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isUnknownPath, matchPage, PAGES, pageModule } from '../../../contract/pages';
import { SERVER_PREFIXES } from '../../core/cache/request-key';
import type { VisitorRenders } from '../../core/cache/visitor-renders';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { type RenderPublicPage, sendPage } from '../../core/http/page-answer';
import { CACHED_PUBLIC_ROUTE } from '../../core/http/route-config';
import { routeNotFound } from '../../core/http-error';
import type { MediaLibrary } from '../media/index';
import { loadPageData } from './page-data';
import { buildPageHead } from './page-head';
import { linkPageOtherwiseSpelt, type PageKeys } from './page-key';
import { renderPage } from './render-page';
import type { RenderRoot } from './ssr-renderer';
import { createPageRoot } from './ssr-root';

const ONE_YEAR_SECONDS = 31_536_000;

export interface SpaOptions {
  clientDir: string;
  db: Db;
  /** Image metadata for the page data (srcset and blur previews in the first render). */
  media: MediaLibrary;
  /** Absolute origin for canonical and sharing URLs. */
  publicUrl: string;
  /** The server renderer of public pages; by default the build beside clientDir (dist/ssr), if any. */
  renderRoot?: RenderRoot | null;
  /** Which URL each page is rendered from (and cached under). */
  pageKeys: PageKeys;
  /** The app's one clock: the moment each page reads its pieces' locks at. */
  clock: Clock;
  /** What each visitor may make the server render (RENDERS_PER_MINUTE); by default, no limit. */
  renders?: VisitorRenders;
}

/**
 * Serves the built client: hashed assets cached for a year, and index.html for every other
 * GET path, so client routes (and unknown paths, which render Home) load the app.
 * Each page's HTML carries its own title, sharing tags, structured data and initial data, and
 * every public page its server-rendered first view (the admin renders in the browser only).
 */
export async function registerSpa(
  app: FastifyInstance,
  { clientDir, db, media, publicUrl, renderRoot, pageKeys, clock, renders }: SpaOptions,
): Promise<{ renderPublicPage: RenderPublicPage }> {
  const indexFile = path.join(clientDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const pageRoot = await createPageRoot({ clientDir, renderRoot, log: app.log });

  if (indexHtml !== null) {
    await app.register(async (assets) => {
      // The built client is public: mark the routes @fastify/static registers for each file.
      assets.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await assets.register(fastifyStatic, {
        root: clientDir,
        index: false,
        wildcard: false,
        // The build manifest is for the server (ssr-preloads.ts), not for browsers.
        globIgnore: ['index.html', '.vite/**', '**/*.br', '**/*.gz'],
        // The build writes x.br and x.gz beside each text file (scripts/build/precompress.ts):
        // brotli at quality 11 and gzip -9 beat what per-request compression can afford by
        // 6-13 KB on a first visit. A file is sent in the form the browser accepts, brotli first,
        // with Vary: Accept-Encoding; one without a compressed copy falls back to the plain
        // file (compressed on the fly by @fastify/compress, which leaves encoded answers alone).
        preCompressed: true,
        setHeaders(res, file) {
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'Cache-Control',
            hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
          );
        },
      });
    });
  }

  // The one way to a rendered page, for every route: whoever makes the server render pays for it
  // from their network's renders, whatever the page's status turns out to be. A hit of the
  // response cache never reaches here, so a crowd reading cached pages spends nothing.
  const renderPublicPage: RenderPublicPage = async (request, renderUrl, extraEntries = [], options) => {
    if (indexHtml === null) return { kind: 'unbuilt' };
    const allowed = renders?.take(request.ip, options) ?? { granted: true };
    if (!allowed.granted) return { kind: 'refused', retryAfterSeconds: allowed.retryAfterSeconds };
    const url = renderUrl.split('?')[0] ?? '/';
    const page = matchPage(url);
    const data = await loadPageData({ db, media, clock }, page);
    const entries = [...data.entries, ...extraEntries];
    const browserOnly = 'browserOnly' in PAGES[page.id];
    const root = browserOnly ? undefined : await pageRoot(renderUrl, entries, pageModule(page));
    // An unknown path shows Home for people, but says 404 and noindex to search engines:
    // otherwise every mistyped address would be indexed as a copy of Home (a soft 404).
    const unknown = isUnknownPath(url);
    const head = buildPageHead(page, data, publicUrl, url);
    const html = renderPage(indexHtml, unknown ? { ...head, noindex: true } : head, entries, root);
    return { kind: 'page', statusCode: data.notFound || unknown ? 404 : 200, html };
  };

  app.get('/*', { config: { ...CACHED_PUBLIC_ROUTE.config, page: true } }, async (request, reply) => {
    const requestPath = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => requestPath.startsWith(prefix))) {
      throw routeNotFound('GET', requestPath);
    }
    const linkPage = linkPageOtherwiseSpelt(requestPath);
    if (linkPage) {
      const query = request.url.indexOf('?');
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(`${linkPage}${query === -1 ? '' : request.url.slice(query)}`, 308);
    }
    // The page is rendered from its key, never from the rest of the request URL: what is cached
    // under that key is then exactly what anyone asking for it would be given.
    const url = (await pageKeys.resolve(request.url)) ?? request.url;
    return sendPage(reply, await renderPublicPage(request, url));
  });
  return { renderPublicPage };
}
