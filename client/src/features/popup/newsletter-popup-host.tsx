import { lazy, Suspense } from 'react';
import { useNewsletterPopup } from './use-newsletter-popup';

// The dialog (and Radix Dialog with it) loads only when the popup is due.
const NewsletterPopup = lazy(() =>
  import('./newsletter-popup').then((m) => ({ default: m.NewsletterPopup })),
);

/** Mounted while a gallery page shows; opens the popup when it is due. */
export function NewsletterPopupHost() {
  const { open, settings, dismiss, close } = useNewsletterPopup();
  if (!open || !settings) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopup settings={settings} onDismiss={dismiss} onSubscribed={close} />
    </Suspense>
  );
}
