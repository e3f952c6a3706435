import { Outlet } from 'react-router';
import { useNavigationPending } from '@/app/browser-router';
import { PageTitleAnnouncer } from './document-title';
import { ScrollToTop } from './scroll-to-top';

/** The root route: behaviour shared by public and admin pages. */
export function RootLayout() {
  const pending = useNavigationPending();
  return (
    <>
      <ScrollToTop />
      <PageTitleAnnouncer />
      {/* A lazy page is loading: a thin accent bar says the click was heard. */}
      {pending ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[60] h-0.5 origin-left animate-pulse bg-accent"
        />
      ) : null}
      <Outlet />
    </>
  );
}
