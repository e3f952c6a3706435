import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoot } from '@/app/app-root';
import { AppRoutes } from '@/app/app-routes';
import { createDataCache } from '@/lib/data-cache';
import { type InitialDataEntry, seedDataCache } from '@/lib/initial-data';

/*
 * The server renderer of the public pages (built by `vite build --ssr` into dist/ssr, loaded by
 * server/modules/pages/spa.ts). It renders the client's own tree (AppRoot, as app/start.tsx does) over
 * the same route table and a data cache seeded with the same entries the page's HTML carries, so
 * the markup is exactly what the client's first render produces and hydration adopts it as is.
 */

const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/**
 * Renders `url` (path and query) with the page's initial data into the markup of #root; throws
 * when anything fails.
 */
export async function render(url: string, entries: readonly InitialDataEntry[]): Promise<string> {
  const dataCache = createDataCache();
  seedDataCache(dataCache, entries);
  let failure: unknown = null;
  try {
    // prerender (unlike renderToString) waits for lazy pages and components, so a Suspense
    // boundary holds its content, not its fallback.
    const { prelude } = await prerender(
      <AppRoot dataCache={dataCache}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppRoot>,
      {
        // An error inside a Suspense boundary would leave that part to the client: treat it
        // as a failed render, so the server answers the plain page instead of a partial one.
        onError: (error) => {
          failure ??= error;
        },
      },
    );
    // React puts a preload for the high-priority image in front of the markup; the page's head
    // already preloads that image (page-head.ts), so the copy inside #root is dropped.
    const html = (await new Response(prelude).text()).replace(LEADING_IMAGE_PRELOADS, '');
    if (failure) throw failure;
    return html;
  } finally {
    dataCache.clear();
  }
}
