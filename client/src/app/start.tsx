import { Suspense, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from '@/app/app-root';
import { AppRoutes } from '@/app/app-routes';
import { AppBrowserRouter } from '@/app/browser-router';
import { preloadPagesAt } from '@/app/page-match';
import { PageLoading } from '@/app/pages/page-loading';
import { adoptAsPageCache, createDataCache } from '@/lib/data-cache';
import { keepTypedThroughHydration } from '@/lib/form-as-posted';
import { readInitialData, seedDataCache } from '@/lib/initial-data';
import { confirmLeaving } from '@/lib/unsaved/leave-guard';
import { countVisit } from '@/lib/visit-beacon';

/**
 * Brings the page to life: hydrates the server's markup in `root`, or renders into an empty
 * root (the admin, or a page whose server rendering failed).
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const hydrating = root.hasChildNodes();
  const dataCache = createDataCache();
  adoptAsPageCache(dataCache);
  // The server rendered this page's data into the HTML: the first render needs no request, and
  // it is the data the server rendered the markup from.
  seedDataCache(dataCache, readInitialData());
  if (hydrating) await preloadServerRenderedPage();
  // Noted as late as can be: what the visitor typed before the script, kept through hydration.
  const restoreTyped = hydrating ? keepTypedThroughHydration(root) : undefined;
  const app = (
    <AppRoot dataCache={dataCache}>
      <AppBrowserRouter onNavigate={loadPagesAt} mayLeave={confirmLeaving}>
        {restoreTyped ? (
          <>
            <AppRoutes />
            <OnHydrated run={restoreTyped} />
          </>
        ) : (
          // An empty root (the admin) shows this while its first lazy page loads. A navigation
          // keeps the page on screen instead (a transition), and a server-rendered page's
          // module is in before hydration, so no fallback ever stands in for server markup.
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        )}
      </AppBrowserRouter>
    </AppRoot>
  );
  if (!hydrating) {
    createRoot(root).render(app);
    return;
  }
  // As a transition, hydration is time-sliced: it yields to the browser every few
  // milliseconds instead of holding the main thread in one long task, so a visitor's first tap
  // or scroll is answered while the page comes alive (the pattern of React Router's own entry).
  startTransition(() => {
    hydrateRoot(root, app, {
      // A hydration mismatch is recovered from by rendering on the client; log it where tests
      // and developers look (React's default only reports it to window.onerror).
      onRecoverableError: (error, info) =>
        console.error('Recoverable error while hydrating', error, info.componentStack),
    });
  });
}

/** Runs `run` once, as the hydrated tree is committed (before the browser paints it). */
function OnHydrated({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

/** Starts loading the modules of the pages a navigation leads to (a failure shows as the page renders), and counts the view. */
function loadPagesAt(pathname: string): void {
  preloadPagesAt(pathname).catch(() => {});
  // A page view of the app's own navigation (the admin's are not counted: no beacon leaves it).
  if (!pathname.startsWith('/admin')) countVisit(pathname);
}

/**
 * Loads the modules of the lazy pages the server rendered before hydrating: rendered before
 * they arrive, the page would suspend and hydration could not adopt the server's markup there.
 */
async function preloadServerRenderedPage(): Promise<void> {
  try {
    await preloadPagesAt(window.location.pathname);
  } catch (error) {
    // A chunk that failed to load (a deploy replaced it): the page tries again as it renders
    // and shows the error screen if that fails too.
    console.error('Loading the page module failed', error);
  }
}
