/*
 * What the app remembers of the visitor's way through its history entries (by React Router's
 * location key): where each page was scrolled to, and which page each entry was reached from.
 * Going back (the browser's Back, or a "Back to …" link that goes back) then returns to where
 * the visitor was, while a new navigation still starts at the top. Memory only: a reload
 * is the browser's own to restore.
 */

interface Place {
  pathname: string;
  key: string;
}

const scrollOf = new Map<string, number>();
const cameFromOf = new Map<string, string>();

/** Where the page of entry `key` is scrolled to now. */
export function rememberScroll(key: string, y: number): void {
  scrollOf.set(key, y);
}

export function rememberedScroll(key: string): number | undefined {
  return scrollOf.get(key);
}

/**
 * Notes how `to` was reached from `from`: a new entry (PUSH) came from `from`'s page; one that
 * replaced `from` (a size or filter link) came from where `from` did.
 */
export function noteNavigation(from: Place, to: Place, action: 'PUSH' | 'REPLACE' | 'POP'): void {
  if (action === 'PUSH') cameFromOf.set(to.key, from.pathname);
  else if (action === 'REPLACE') {
    const before = cameFromOf.get(from.key);
    if (before !== undefined) cameFromOf.set(to.key, before);
  }
}

/** The path of the page the entry `key` was reached from, in this app's history, if known. */
export function cameFrom(key: string): string | undefined {
  return cameFromOf.get(key);
}

/** How long a restore waits for a page to grow tall enough (its data or images arriving). */
const RESTORE_WAIT_MS = 1_000;

/**
 * Scrolls to `y`, once the page is tall enough to be scrolled there (frame by frame, for at
 * most a second). Returns a function that stops trying.
 */
export function restoreScroll(y: number): () => void {
  const until = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    window.scrollTo({ top: y, left: 0 });
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
