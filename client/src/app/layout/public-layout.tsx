import { Outlet } from 'react-router';
import { NAV_COPY } from '@/config/copy/site';
import { NewsletterPopupGate } from '@/features/popup/newsletter-popup-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main landmark and footer around every public page, a skip link first, and the popup. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-[var(--radius-control)] bg-accent px-4 py-2 font-medium text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {NAV_COPY.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <NewsletterPopupGate />
    </div>
  );
}
