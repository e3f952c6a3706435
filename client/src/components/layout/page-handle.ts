import { createContext, use } from 'react';

/** What a route's `handle` says about the page it shows. */
export interface PageHandle {
  /** A gallery page: the newsletter popup may show here (Collection, About, Contact). */
  galleryPage?: boolean;
}

export const PageHandleContext = createContext<PageHandle>({});

/** The handle of the page on screen (the deepest matched route's). */
export function usePageHandle(): PageHandle {
  return use(PageHandleContext);
}
