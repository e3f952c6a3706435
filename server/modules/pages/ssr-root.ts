import type { FastifyBaseLogger } from 'fastify';
import type { CacheEntry } from '../../core/http/page-answer';
import type { RootContent } from './render-page';
import { pageModuleChunk, readChunkPreloads } from './ssr-preloads';
import { loadSsrRenderer, type RenderRoot, ssrEntryFile } from './ssr-renderer';

/**
 * The server-rendered root of a page, or undefined: the page is then served with an empty root.
 * `module`: the lazy module the page renders with (contract/pages.ts), whose chunk is preloaded.
 */
export type PageRoot = (
  url: string,
  entries: CacheEntry[],
  module: string | undefined,
) => Promise<RootContent | undefined>;

export interface PageRootOptions {
  clientDir: string;
  /** The renderer; undefined loads the built one beside clientDir, null renders nothing. */
  renderRoot?: RenderRoot | null;
  log: FastifyBaseLogger;
}

/**
 * Server rendering is an improvement, never a condition: without a renderer, or when one page
 * fails to render, the page goes out as before (an empty root the client renders into) rather
 * than as an error. Each of the two cases is logged once, at warn, not on every request.
 */
export async function createPageRoot({ clientDir, renderRoot, log }: PageRootOptions): Promise<PageRoot> {
  let render: RenderRoot | null = null;
  try {
    render = renderRoot === undefined ? await loadSsrRenderer(clientDir) : renderRoot;
  } catch (error) {
    log.warn({ err: error }, 'server renderer failed to load: pages render in the browser only');
  }
  if (render === null) {
    if (renderRoot === undefined) {
      log.warn(`no server renderer at ${ssrEntryFile(clientDir)}: pages render in the browser only`);
    }
    return async () => undefined;
  }

  const preloads = readChunkPreloads(clientDir);
  let failureLogged = false;
  return async (url, entries, module) => {
    try {
      const html = await render(url, entries);
      return { html, preloads: preloads(module ? [pageModuleChunk(module)] : []) };
    } catch (error) {
      if (!failureLogged) {
        failureLogged = true;
        log.warn({ err: error, url }, 'server rendering failed: serving the page to render in the browser');
      } else {
        log.debug({ err: error, url }, 'server rendering failed');
      }
      return undefined;
    }
  };
}
