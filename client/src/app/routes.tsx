import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageHandle } from '@/components/layout/page-handle';
import { RootLayout } from '@/components/layout/root-layout';
import { ROUTES } from '@/config/paths';
import { PublicLayout } from './layout/public-layout';
import { lazyPage } from './lazy-page';
import { CollectionPage } from './routes/public/collection';

/*
 * The one route table: the browser (app-routes.tsx under start.tsx) and the server renderer
 * (entry-server.tsx) both use it, so the server's markup is the markup the client hydrates.
 *
 * Collection ships in the entry chunk: its grid and cards are what Home and most pages show
 * next, and a first visit there needs no second round trip. Every other page is a lazy chunk,
 * Home too (its hero, creator and closing sections are its own: 3-4 KB gzipped that a first
 * visit to a sculpture page has no use for; Home's own first visit loads the chunk in parallel
 * with the app, see ssr-preloads.ts). The admin pages only ever load from here, which keeps
 * admin code out of the public entry.
 */

/** A public page loaded on demand: `file` is its module under routes/public. */
function publicPage(
  file: string,
  load: () => Promise<ComponentType>,
  handle: PageHandle = {},
): Pick<RouteObject, 'Component' | 'handle'> {
  return { handle: { ...handle, chunk: `src/app/routes/public/${file}.tsx` }, Component: lazyPage(load) };
}

/** §4: the newsletter popup shows on the gallery pages: Collection, About and Contact. */
const galleryPage: PageHandle = { galleryPage: true };

/** Home, also the page of every unknown path (§2). */
const home = publicPage('home', () => import('./routes/public/home').then((m) => m.HomePage));

const sculptureDetail = publicPage('sculpture-detail', () =>
  import('./routes/public/sculpture-detail').then((m) => m.SculptureDetailPage),
);

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, ...home },
          {
            path: ROUTES.collection,
            handle: galleryPage,
            Component: CollectionPage,
          },
          { path: ROUTES.sculpture, ...sculptureDetail },
          { path: ROUTES.collectionSculpture, ...sculptureDetail },
          {
            path: ROUTES.about,
            ...publicPage(
              'about',
              () => import('./routes/public/about').then((m) => m.AboutPage),
              galleryPage,
            ),
          },
          {
            path: ROUTES.contact,
            ...publicPage(
              'contact',
              () => import('./routes/public/contact').then((m) => m.ContactPage),
              galleryPage,
            ),
          },
          {
            path: ROUTES.journal,
            ...publicPage('journal', () => import('./routes/public/journal').then((m) => m.JournalPage)),
          },
          {
            path: ROUTES.journalPost,
            ...publicPage('journal-post', () =>
              import('./routes/public/journal-post').then((m) => m.JournalPostPage),
            ),
          },
          {
            path: ROUTES.privacy,
            ...publicPage('legal', () => import('./routes/public/legal').then((m) => m.PrivacyPage)),
          },
          {
            path: ROUTES.terms,
            ...publicPage('legal', () => import('./routes/public/legal').then((m) => m.TermsPage)),
          },
          {
            path: ROUTES.newsletter,
            ...publicPage('newsletter', () =>
              import('./routes/public/newsletter').then((m) => m.NewsletterPage),
            ),
          },
          {
            path: ROUTES.waitlist,
            ...publicPage('waitlist', () => import('./routes/public/waitlist').then((m) => m.WaitlistPage)),
          },
          {
            path: ROUTES.unsubscribe,
            ...publicPage('unsubscribe', () =>
              import('./routes/public/unsubscribe').then((m) => m.UnsubscribePage),
            ),
          },
          {
            path: ROUTES.confirm,
            ...publicPage('unsubscribe', () =>
              import('./routes/public/unsubscribe').then((m) => m.ConfirmPage),
            ),
          },
          {
            path: ROUTES.waitlistLeave,
            ...publicPage('unsubscribe', () =>
              import('./routes/public/unsubscribe').then((m) => m.WaitlistLeavePage),
            ),
          },
          // §2: any unknown path shows Home.
          { path: '*', ...home },
        ],
      },
      {
        path: ROUTES.adminLogin,
        Component: lazyPage(() => import('./routes/admin/login').then((m) => m.AdminLoginPage)),
      },
      {
        path: ROUTES.admin,
        Component: lazyPage(() => import('./routes/admin/dashboard').then((m) => m.AdminDashboardPage)),
      },
    ],
  },
];
