import { lazy, Suspense } from 'react';
import { usePageHandle } from '@/components/layout/page-handle';

// The popup's timer and dialog load on gallery pages only; Home never pays for them.
const NewsletterPopupHost = lazy(() =>
  import('./newsletter-popup-host').then((m) => ({ default: m.NewsletterPopupHost })),
);

/** Mounted once in the public layout: runs the newsletter popup while a gallery page shows. */
export function NewsletterPopupGate() {
  if (usePageHandle().galleryPage !== true) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupHost />
    </Suspense>
  );
}
