import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { RootLayout } from '@/components/layout/root-layout';
import { RouteError } from '@/components/layout/route-error';
import { ROUTES } from '@/config/paths';
import type { PopupRouteHandle } from '@/features/popup/newsletter-popup-gate';
import { PageLoading } from './routes/page-loading';
import { CollectionPage } from './routes/public/collection';
import { HomePage } from './routes/public/home';

/*
 * The one route table: the browser router (router.tsx) and the server renderer
 * (entry-server.tsx) both use it, so the server's markup is the markup the client hydrates.
 *
 * Home ships in the entry chunk: it is the landing page and the fallback of every unknown
 * path. So does Collection, the page most visits go to next: it adds a fraction of a kilobyte
 * (its grid and cards are Home's) and spares a first visit there a second round trip before
 * anything shows. Every other page is a lazy chunk; the admin pages only ever load from here,
 * which keeps admin code out of the public entry.
 */

/** What a public page's `handle` carries: the popup flag and, for a lazy page, its chunk. */
export interface PageHandle extends PopupRouteHandle {
  /**
   * The lazy page's source file as Vite's build manifest names it (relative to client/), so
   * the server can preload the chunk of the page it rendered. A stale name only loses the
   * preload; routes.test.ts checks every name against the files.
   */
  chunk?: string;
}

type LazyPage = Required<Pick<RouteObject, 'lazy' | 'handle'>>;

/** A public page loaded on demand: `file` is its module under routes/public. */
function lazyPage(
  file: string,
  load: () => Promise<RouteObject['Component']>,
  handle: PageHandle = {},
): LazyPage {
  return {
    handle: { ...handle, chunk: `src/app/routes/public/${file}.tsx` },
    lazy: async () => ({ Component: await load() }),
  };
}

/** §4: the newsletter popup shows on the gallery pages: Collection, About and Contact. */
const galleryPage: PageHandle = { galleryPage: true };

const sculptureDetail = () =>
  lazyPage('sculpture-detail', () =>
    import('./routes/public/sculpture-detail').then((m) => m.SculptureDetailPage),
  );

export const routes: RouteObject[] = [
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
          { path: ROUTES.sculpture, ...sculptureDetail() },
          { path: ROUTES.collectionSculpture, ...sculptureDetail() },
          {
            path: ROUTES.about,
            ...lazyPage('about', () => import('./routes/public/about').then((m) => m.AboutPage), galleryPage),
          },
          {
            path: ROUTES.contact,
            ...lazyPage(
              'contact',
              () => import('./routes/public/contact').then((m) => m.ContactPage),
              galleryPage,
            ),
          },
          {
            path: ROUTES.journal,
            ...lazyPage('journal', () => import('./routes/public/journal').then((m) => m.JournalPage)),
          },
          {
            path: ROUTES.journalPost,
            ...lazyPage('journal-post', () =>
              import('./routes/public/journal-post').then((m) => m.JournalPostPage),
            ),
          },
          {
            path: ROUTES.privacy,
            ...lazyPage('legal', () => import('./routes/public/legal').then((m) => m.PrivacyPage)),
          },
          {
            path: ROUTES.terms,
            ...lazyPage('legal', () => import('./routes/public/legal').then((m) => m.TermsPage)),
          },
          {
            path: ROUTES.unsubscribe,
            ...lazyPage('unsubscribe', () =>
              import('./routes/public/unsubscribe').then((m) => m.UnsubscribePage),
            ),
          },
          {
            path: ROUTES.waitlistLeave,
            ...lazyPage('unsubscribe', () =>
              import('./routes/public/unsubscribe').then((m) => m.WaitlistLeavePage),
            ),
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
