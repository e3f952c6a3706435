import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { absoluteUrl, PAGE_LINKS, ROUTES } from '../../../contract/page-paths';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { escapeHtml } from '../../core/http/html-escape';
import { CACHED_PUBLIC_ROUTE } from '../../core/http/route-config';
import { listPublishedSculptures } from '../sculptures/index';
import { listPublishedPosts } from './journal';

const STATIC_PATHS = [
  ROUTES.home,
  ROUTES.collection,
  ROUTES.about,
  ROUTES.contact,
  ROUTES.journal,
  ROUTES.privacy,
  ROUTES.terms,
];

/** /sitemap.xml lists published content only (no locked sculptures, no drafts); robots.txt keeps crawlers out of /admin. */
/** `clock`: the app's one clock; a piece enters the sitemap at its release by it. */
export const seoRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string; clock: Clock }> = async (
  app,
  { db, publicUrl, clock },
) => {
  app.get('/sitemap.xml', CACHED_PUBLIC_ROUTE, async (_request, reply) => {
    const [sculptures, posts] = await Promise.all([
      listPublishedSculptures(db, clock.now()),
      listPublishedPosts(db),
    ]);
    const entries = [
      ...STATIC_PATHS.map((path) => ({ path, lastmod: undefined as string | undefined })),
      ...sculptures
        .filter((s) => s.isLocked === 'false')
        .map((s) => ({ path: PAGE_LINKS.sculpture(s.slug), lastmod: s.updatedAt.slice(0, 10) })),
      ...posts.map((p) => ({ path: PAGE_LINKS.journalPost(p.slug), lastmod: p.updatedAt.slice(0, 10) })),
    ];
    const urls = entries
      .map(
        ({ path, lastmod }) =>
          `  <url><loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', CACHED_PUBLIC_ROUTE, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: ${ROUTES.admin}\nDisallow: ${ADMIN_API_PREFIX}\n\nSitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}\n`,
      ),
  );
};
