import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageHandle } from '@/components/layout/page-handle';
import { RootLayout } from '@/components/layout/root-layout';
import { ROUTES } from '@/config/paths';
import { PublicLayout } from './layout/public-layout';
import { lazyPage } from './lazy-page';

/*
 * The one route table: the browser (app-routes.tsx under start.tsx) and the server renderer
 * (entry-server.tsx) both use it, so the server's markup is the markup the client hydrates.
 *
 * Every page is a lazy chunk, Collection and Home too: a first visit loads the app and the page's
 * own chunk in parallel (the server lists it for preloading, see ssr-preloads.ts), and what many
 * pages share (the grid's cards, the page header) ships with the app in the `shared` chunk
 * (scripts/build/shared-chunk.ts). Collection once shipped in the app itself, which cost every
 * other page's first visit its filters and page code (7 KB gzipped with what only it used). The
 * admin pages only ever load from here, which keeps admin code out of the public entry.
 */

/**
 * A public page loaded on demand, from its module under pages/public (the page table,
 * contract/pages.ts, names that module for the server, which preloads its chunk).
 */
function publicPage(
  load: () => Promise<ComponentType>,
  handle?: PageHandle,
): Pick<RouteObject, 'Component' | 'handle'> {
  return { handle, Component: lazyPage(load) };
}

/** The newsletter popup shows on the gallery pages: Collection, About and Contact. */
const galleryPage: PageHandle = { galleryPage: true };

/** Home, also the page of every unknown path. */
const home = publicPage(() => import('./pages/public/home').then((m) => m.HomePage));

const sculptureDetail = publicPage(() =>
  import('./pages/public/sculpture-detail').then((m) => m.SculptureDetailPage),
);

/** The public check of a certificate's code, with or without one in the path. */
const verifyPage = publicPage(() => import('./pages/public/verify').then((m) => m.VerifyPage));

/**
 * Paths match with their case, as the server's page table does (contract/pages.ts): React
 * Router's default ignores it, so `/About` got Home's markup from the server and About from the
 * browser, a hydration mismatch. Every unknown path, a differently cased one too, is Home.
 */
function matchingCase(list: RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    ...route,
    ...(route.path ? { caseSensitive: true } : {}),
    ...(route.children ? { children: matchingCase(route.children) } : {}),
  })) as RouteObject[];
}

export const routes: RouteObject[] = matchingCase([
  {
    Component: RootLayout,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, ...home },
          {
            path: ROUTES.collection,
            ...publicPage(
              () => import('./pages/public/collection').then((m) => m.CollectionPage),
              galleryPage,
            ),
          },
          { path: ROUTES.sculpture, ...sculptureDetail },
          { path: ROUTES.collectionSculpture, ...sculptureDetail },
          {
            path: ROUTES.about,
            ...publicPage(() => import('./pages/public/about').then((m) => m.AboutPage), galleryPage),
          },
          {
            path: ROUTES.contact,
            ...publicPage(() => import('./pages/public/contact').then((m) => m.ContactPage), galleryPage),
          },
          {
            path: ROUTES.journal,
            ...publicPage(() => import('./pages/public/journal').then((m) => m.JournalPage)),
          },
          {
            path: ROUTES.journalPost,
            ...publicPage(() => import('./pages/public/journal-post').then((m) => m.JournalPostPage)),
          },
          {
            path: ROUTES.privacy,
            ...publicPage(() => import('./pages/public/legal').then((m) => m.PrivacyPage)),
          },
          {
            path: ROUTES.terms,
            ...publicPage(() => import('./pages/public/legal').then((m) => m.TermsPage)),
          },
          {
            path: ROUTES.newsletter,
            ...publicPage(() => import('./pages/public/newsletter').then((m) => m.NewsletterPage)),
          },
          {
            path: ROUTES.waitlist,
            ...publicPage(() => import('./pages/public/waitlist').then((m) => m.WaitlistPage)),
          },
          {
            path: ROUTES.reserve,
            ...publicPage(() => import('./pages/public/reserve').then((m) => m.ReservePage)),
          },
          {
            path: ROUTES.unsubscribe,
            ...publicPage(() => import('./pages/public/unsubscribe').then((m) => m.UnsubscribePage)),
          },
          {
            path: ROUTES.order,
            ...publicPage(() => import('./pages/public/order').then((m) => m.OrderPage)),
          },
          {
            path: ROUTES.account,
            ...publicPage(() => import('./pages/public/account').then((m) => m.AccountPage)),
          },
          {
            path: ROUTES.draw,
            ...publicPage(() => import('./pages/public/draw').then((m) => m.DrawPage)),
          },
          { path: ROUTES.verify, ...verifyPage },
          { path: ROUTES.verifyCode, ...verifyPage },
          {
            path: ROUTES.confirm,
            ...publicPage(() => import('./pages/public/unsubscribe').then((m) => m.ConfirmPage)),
          },
          {
            path: ROUTES.reservationConfirm,
            ...publicPage(() => import('./pages/public/unsubscribe').then((m) => m.ReservationConfirmPage)),
          },
          {
            path: ROUTES.waitlistLeave,
            ...publicPage(() => import('./pages/public/unsubscribe').then((m) => m.WaitlistLeavePage)),
          },
          // Any unknown path shows Home.
          { path: '*', ...home },
        ],
      },
      {
        path: ROUTES.adminLogin,
        Component: lazyPage(() => import('./pages/admin/login').then((m) => m.AdminLoginPage)),
      },
      {
        path: ROUTES.adminInvite,
        Component: lazyPage(() => import('./pages/admin/invite').then((m) => m.AdminInvitePage)),
      },
      {
        path: ROUTES.admin,
        Component: lazyPage(() => import('./pages/admin/dashboard').then((m) => m.AdminDashboardPage)),
      },
    ],
  },
]);
