import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createVisitorRenders } from '../../core/cache/visitor-renders';
import type { PageKeys } from './page-key';
import { registerSpa } from './spa';
import type { RenderRoot } from './ssr-renderer';

export { createPageKeys, type PageKeys } from './page-key';
export type { RenderRoot } from './ssr-renderer';

/*
 * Pages: the public site as HTML. Each public page's data (page-data), head (page-head) and
 * server render (render-page, ssr-root, ssr-renderer, ssr-preloads); the key a cached page is
 * stored under, which the response cache in core asks for (page-key); and the single-page app's
 * routes that serve them, with the built client's files (spa). A module's no-script answer or
 * link page asks for a page with app.renderPublicPage (core), which this module provides.
 */

export interface PagesModuleOptions {
  /** Folder of the built client. */
  clientDir: string;
  /** The server renderer of public pages; by default the build beside clientDir (dist/ssr), if any. */
  renderRoot?: RenderRoot | null;
  /** Which URL each page is rendered from (and cached under): the same keys the response cache uses. */
  pageKeys: PageKeys;
  /** RENDERS_PER_MINUTE: page renders one client network may cause; unset, no limit. */
  rendersPerMinute?: number;
}

const pagesModule: FastifyPluginAsync<PagesModuleOptions> = async (app, options) => {
  const { clock } = app;
  const { renderPublicPage } = await registerSpa(app, {
    clientDir: options.clientDir,
    db: app.db,
    media: app.media.library,
    publicUrl: app.publicUrl,
    renderRoot: options.renderRoot,
    pageKeys: options.pageKeys,
    clock,
    renders:
      options.rendersPerMinute === undefined
        ? undefined
        : createVisitorRenders({ perMinute: options.rendersPerMinute, now: () => clock.now().getTime() }),
  });
  app.providePageRenderer(renderPublicPage);
};

/** One Fastify plugin, registered last: the public pages and the app's catch-all. */
export const pagesPlugin = fp(pagesModule, { name: 'pages', dependencies: ['media'] });
