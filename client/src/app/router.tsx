import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { RootLayout } from '@/components/layout/root-layout';
import { RouteError } from '@/components/layout/route-error';
import { ROUTES } from '@/config/paths';
import type { PopupRouteHandle } from '@/features/popup/newsletter-popup-gate';
import { PageLoading } from './routes/page-loading';
import { CollectionPage } from './routes/public/collection';
import { HomePage } from './routes/public/home';

/*
 * Home ships in the entry chunk: it is the landing page and the fallback of every unknown
 * path. So does Collection, the page most visits go to next: it adds a fraction of a kilobyte
 * (its grid and cards are Home's) and spares a first visit there a second round trip before
 * anything shows. Every other page is a lazy chunk; the admin pages only ever load from here,
 * which keeps admin code out of the public entry.
 */
/** §4: the newsletter popup shows on the gallery pages: Collection, About and Contact. */
const galleryPage: PopupRouteHandle = { galleryPage: true };

const sculptureDetail = () =>
  import('./routes/public/sculpture-detail').then((m) => ({ Component: m.SculptureDetailPage }));

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          {
            path: ROUTES.collection,
            handle: galleryPage,
            Component: CollectionPage,
          },
          { path: ROUTES.sculpture, lazy: sculptureDetail },
          { path: ROUTES.collectionSculpture, lazy: sculptureDetail },
          {
            path: ROUTES.about,
            handle: galleryPage,
            lazy: () => import('./routes/public/about').then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: ROUTES.contact,
            handle: galleryPage,
            lazy: () => import('./routes/public/contact').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: ROUTES.journal,
            lazy: () => import('./routes/public/journal').then((m) => ({ Component: m.JournalPage })),
          },
          {
            path: ROUTES.journalPost,
            lazy: () =>
              import('./routes/public/journal-post').then((m) => ({ Component: m.JournalPostPage })),
          },
          {
            path: ROUTES.privacy,
            lazy: () => import('./routes/public/legal').then((m) => ({ Component: m.PrivacyPage })),
          },
          {
            path: ROUTES.terms,
            lazy: () => import('./routes/public/legal').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: ROUTES.unsubscribe,
            lazy: () => import('./routes/public/unsubscribe').then((m) => ({ Component: m.UnsubscribePage })),
          },
          // §2: any unknown path shows Home.
          { path: '*', Component: HomePage },
        ],
      },
      {
        path: ROUTES.adminLogin,
        lazy: () => import('./routes/admin/login').then((m) => ({ Component: m.AdminLoginPage })),
      },
      {
        path: ROUTES.admin,
        lazy: () => import('./routes/admin/dashboard').then((m) => ({ Component: m.AdminDashboardPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
