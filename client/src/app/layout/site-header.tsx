import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu } from '@/components/icons/menu';
import { X } from '@/components/icons/x';
import { BrandLogo } from '@/components/layout/brand-logo';
import { NavLink } from '@/components/ui/link';
import { NAV_COPY } from '@/config/copy/site';
import { paths } from '@/config/paths';
import { useAdminToken } from '@/lib/auth-status';
import { cn } from '@/lib/cn';

// Only administrators ever see it: the logout code loads when a token is found, not for visitors.
const LogoutButton = lazy(() =>
  import('@/features/admin-auth/components/logout-button').then((m) => ({ default: m.LogoutButton })),
);

/** The header's links: the site's main pages. */
const NAV_ITEMS = [
  { to: paths.collection, label: NAV_COPY.collection },
  { to: paths.contact, label: NAV_COPY.contact },
] as const;

/**
 * The phone's menu has the room the header lacks: About and Journal too, which are otherwise only
 * in the footer, a long scroll away.
 */
const MOBILE_NAV_ITEMS = [
  { to: paths.collection, label: NAV_COPY.collection },
  { to: paths.about, label: NAV_COPY.about },
  { to: paths.journal, label: NAV_COPY.journal },
  { to: paths.contact, label: NAV_COPY.contact },
] as const;

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative rounded-[var(--radius-control)] px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-foreground' : 'text-muted hover:text-foreground',
    // The active page gets the accent underline: the spotlight, not a warning.
    isActive && 'after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:bg-accent',
  );

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const token = useAdminToken();

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setMenuOpen(false), [pathname]);

  const logoutButton = token ? (
    <Suspense fallback={null}>
      <LogoutButton />
    </Suspense>
  ) : null;

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <BrandLogo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClasses}>
              {item.label}
            </NavLink>
          ))}
          {logoutButton}
        </nav>
        {/*
          A disclosure, so the menu opens before (or without) the script; the script only closes
          it again on navigation. The label and icon follow its state in CSS, the expanded state
          is the browser's own for a <summary>.
        */}
        <details
          className="group md:hidden"
          open={menuOpen}
          onToggle={(event) => setMenuOpen(event.currentTarget.open)}
        >
          <summary className="grid size-10 cursor-pointer list-none place-items-center rounded-[var(--radius-control)] text-foreground transition-colors hover:bg-foreground/8 [&::-webkit-details-marker]:hidden [&_svg]:size-4">
            <span className="sr-only group-open:hidden">{NAV_COPY.openMenu}</span>
            <span className="sr-only hidden group-open:inline">{NAV_COPY.closeMenu}</span>
            <Menu aria-hidden className="group-open:hidden" />
            <X aria-hidden className="hidden group-open:block" />
          </summary>
          {/*
            Opaque: a blur behind it cannot work (the header's own backdrop filter is its backdrop
            root), and a see-through panel let the page's heading show through the links.
          */}
          <nav
            id="mobile-menu"
            aria-label="Main"
            className="animate-fade-in absolute inset-x-0 top-full border-y border-border bg-background px-5 pt-2 pb-5 shadow-2xl shadow-black/60"
          >
            <ul className="grid gap-1">
              {MOBILE_NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center justify-between rounded-[var(--radius-control)] px-3 py-3 font-display text-lg font-medium',
                        isActive ? 'bg-surface text-foreground' : 'text-muted hover:text-foreground',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {logoutButton ? <li className="pt-2">{logoutButton}</li> : null}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
