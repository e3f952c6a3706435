import { Outlet, useNavigation } from 'react-router';
import { PageTitleAnnouncer } from './document-title';
import { ScrollToTop } from './scroll-to-top';

/** The root route: behaviour shared by public and admin pages. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <ScrollToTop />
      <PageTitleAnnouncer />
      {/* A lazy page is loading: a thin accent bar says the click was heard. */}
      {navigation.state === 'loading' ? (
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
