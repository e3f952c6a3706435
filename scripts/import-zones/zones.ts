/**
 * Where a module of client/src sits, as far as the import rules care. Paths are relative to
 * client/src, without extension: 'features/admin-media/upload-file'.
 */
export type Zone =
  /** features/<name>/…: one concern; admin features load only in the admin's lazy chunks. */
  | { kind: 'feature'; feature: string; admin: boolean }
  /** components/…: UI that knows no feature; components/admin/ is the admin's shared UI. */
  | { kind: 'components'; admin: boolean }
  /** app/…: start, router, layouts and pages, which compose features; app/pages/admin/ is the admin's. */
  | { kind: 'app'; admin: boolean }
  /** test/…: helpers only tests load. */
  | { kind: 'test' }
  /** lib/, config/ and the entry files: below every feature. */
  | { kind: 'base' };

/** Admin features whose folder name does not say so. */
const ADMIN_ONLY_FEATURES = new Set(['newsletter-editor']);

export function zoneOf(modulePath: string): Zone {
  const [top, second, third] = modulePath.split('/');
  if (top === 'features' && second) {
    return {
      kind: 'feature',
      feature: second,
      admin: second.startsWith('admin-') || ADMIN_ONLY_FEATURES.has(second),
    };
  }
  if (top === 'components') return { kind: 'components', admin: second === 'admin' };
  if (top === 'app') return { kind: 'app', admin: second === 'pages' && third === 'admin' };
  if (top === 'test') return { kind: 'test' };
  return { kind: 'base' };
}

export function isAdminZone(zone: Zone): boolean {
  return 'admin' in zone && zone.admin;
}
