export { createPageKeys, type PageKeys } from './page-key';
export { registerSpa } from './spa';
export { loadSsrRenderer, type RenderRoot } from './ssr-renderer';

/*
 * Pages: the public site as HTML. Each public page's data (page-data), head (page-head) and
 * server render (render-page, ssr-root, ssr-renderer, ssr-preloads); the key a cached page is
 * stored under, which the response cache in core asks for (page-key); and the single-page app's
 * routes that serve them, with the built client's files (spa). A module's no-script answer or
 * link page asks for a page with app.renderPublicPage (core), which this module provides.
 */
