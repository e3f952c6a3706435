import { createContext, use } from 'react';

/** What a route's `handle` says about the page it shows. */
export interface PageHandle {
  /** A gallery page: the newsletter popup may show here (§4: Collection, About, Contact). */
  galleryPage?: boolean;
  /**
   * A lazy page's source file as Vite's build manifest names it (relative to client/), so the
   * server can preload the chunk of the page it rendered. A stale name only loses the preload;
   * routes.test.ts checks every name against the files.
   */
  chunk?: string;
}

export const PageHandleContext = createContext<PageHandle>({});

/** The handle of the page on screen (the deepest matched route's). */
export function usePageHandle(): PageHandle {
  return use(PageHandleContext);
}
