/** How long a control that is still loading is waited for before focus is left where it is. */
const GIVE_UP_MS = 10_000;

/**
 * Moves focus to the element with this id, now or as soon as it is added to the page (a tab that
 * reads its data first), and scrolls it into view; gives up after GIVE_UP_MS.
 */
export function focusWhenShown(id: string): void {
  const focus = () => {
    const element = document.getElementById(id);
    if (!element) return false;
    element.focus();
    element.scrollIntoView({ block: 'center' });
    return true;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
