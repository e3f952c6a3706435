import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { cameFrom } from '@/lib/navigation-memory';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Replace the current history entry instead of adding one (a control that keeps its state in the URL). */
  replace?: boolean;
  /**
   * A way back ('Back to Collection'): when the visitor reached this page from `to`'s page, it
   * goes back in history, to where they were on it (filter and scroll), instead of to its top.
   */
  back?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier (new tab, window), another target. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/**
 * A plain link that navigates in place once the script runs: what React Router's own Link does
 * for this site, without its prefetching and data-router code (some 4.5 KB of gzipped JavaScript
 * on every public page). Like it, a link to the current URL replaces the history entry. The
 * current URL is the address bar's, not the page on screen: while a navigation waits for its
 * page, the old page's links stay clickable, and one of them leading back to that page is a new
 * visit.
 */
export function Link({ to, replace, back, onClick, target, ...props }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const shown = useLocation();
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, target)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        // Going back is only a way back from the entry on screen: with another page already on
        // its way, Back would land on this one.
        const isShown = pathname + search === shown.pathname + shown.search;
        if (back && isShown && cameFrom(shown.key) === new URL(href, window.location.href).pathname) {
          navigate(-1);
          return;
        }
        navigate(to, { replace: replace ?? href === pathname + search + hash });
      }}
    />
  );
}

interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
}

/**
 * A Link that knows whether it leads to the page on screen, or to a section holding it
 * ('/collection' on '/collection/x'): it then carries aria-current="page".
 */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
