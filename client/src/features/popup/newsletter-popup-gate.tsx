import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';

/** What a route's `handle` may say about the popup. */
export interface PopupRouteHandle {
  /** A gallery page: the newsletter popup may show here (§4: Collection, About, Contact). */
  galleryPage?: boolean;
}

// The popup's timer and dialog load on gallery pages only; Home never pays for them.
const NewsletterPopupHost = lazy(() =>
  import('./newsletter-popup-host').then((m) => ({ default: m.NewsletterPopupHost })),
);

function useOnGalleryPage(): boolean {
  return useMatches().some((match) => (match.handle as PopupRouteHandle | undefined)?.galleryPage === true);
}

/** Mounted once in the public layout: runs the newsletter popup while a gallery page shows. */
export function NewsletterPopupGate() {
  if (!useOnGalleryPage()) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupHost />
    </Suspense>
  );
}
