import { type ComponentType, use } from 'react';

/** A page whose module loads when it first renders; `preload` fetches it ahead of that. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * Wraps the module loader of a page in a component. Until the module is in, rendering suspends
 * (a navigation is a transition: the previous page stays until the new one can show). Once in,
 * the page renders at once, which is what hydration needs: start.tsx preloads the page the
 * server rendered, so the first client render is that page and not a fallback.
 *
 * A failed load stays failed for every render, so the route's error boundary shows it (a
 * render that retried by itself would fetch the chunk again and again in a loop). Only an
 * explicit `preload()` tries again: the router makes one at each navigation to the page.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let failed = false;
  const preload = () => {
    if (loading && !failed) return loading;
    failed = false;
    loading = load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module level, never during a render
  function LoadedPage() {
    const Page = loaded ?? use(loading ?? preload());
    return <Page />;
  }
  return Object.assign(LoadedPage, { preload });
}

/** Whether a route's component is a lazy page (and so has a module to preload). */
export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && typeof (component as Partial<LazyPage>).preload === 'function';
}
