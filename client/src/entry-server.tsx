import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from '@/app/app-root';
import { type PageHandle, routes } from '@/app/routes';
import { type InitialDataEntry, seedQueryCache } from '@/lib/initial-data';
import { createQueryClient } from '@/lib/query-client';

/*
 * The server renderer of the public pages (built by `vite build --ssr` into dist/ssr, loaded by
 * server/plugins/spa.ts). It renders the client's own tree (AppRoot, as app/start.tsx does) over
 * the same route table and a query cache seeded with the same entries the page's HTML carries, so
 * the markup is exactly what the client's first render produces and hydration adopts it as is.
 */

/** The handler resolves lazy routes itself; made once, it keeps them resolved across requests. */
const handler = createStaticHandler(routes);

const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

export interface RenderedRoot {
  /** The markup of #root. */
  html: string;
  /** Build-manifest names of the lazy page modules it shows (see PageHandle.chunk). */
  chunks: string[];
}

/** Renders `url` (path and query) with the page's initial data; throws when anything fails. */
export async function render(url: string, entries: readonly InitialDataEntry[]): Promise<RenderedRoot> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  // The routes have no loaders or actions, so nothing can redirect.
  if (context instanceof Response) throw new Error(`Unexpected ${context.status} response rendering ${url}`);

  const queryClient = createQueryClient();
  seedQueryCache(queryClient, entries);
  const router = createStaticRouter(handler.dataRoutes, context);
  let failure: unknown = null;
  try {
    // prerender (unlike renderToString) waits for lazy components, so a Suspense boundary
    // holds its content, not its fallback.
    const { prelude } = await prerender(
      <AppRoot queryClient={queryClient}>
        {/* No inline hydration script: the CSP forbids it, and there is no loader data to carry. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
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
    const chunks = context.matches.flatMap(
      (match) => (match.route.handle as PageHandle | undefined)?.chunk ?? [],
    );
    return { html, chunks };
  } finally {
    queryClient.clear();
  }
}
