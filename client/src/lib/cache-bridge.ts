/**
 * How a public page tells the admin's cache (loaded only with the admin's chunks, if at all)
 * that its data changed: a public inquiry makes the admin's cached list stale. Without the
 * admin loaded there is nothing to tell.
 */
let listener: ((queryKey: readonly unknown[]) => void) | undefined;

export function onAdminDataChanged(next: (queryKey: readonly unknown[]) => void): void {
  listener = next;
}

export function adminDataChanged(queryKey: readonly unknown[]): void {
  listener?.(queryKey);
}
