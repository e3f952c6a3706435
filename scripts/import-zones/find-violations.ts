import { readImports, resolveImport } from './read-imports';
import { isFeatureApi, NAMED_SHARED_MODULES } from './shared-modules';
import { isAdminZone, type Zone, zoneOf } from './zones';

export interface Violation {
  /** The importing file, relative to client/src. */
  file: string;
  specifier: string;
  rule: string;
}

export const RULES = {
  publicToAdmin:
    'public code never imports admin code (app/ may load it with import(), so it stays in a lazy chunk)',
  componentsToFeature: 'components never import features',
  baseToFeature: 'lib/ and config/ never import features',
  featureToFeature:
    "features import each other only through a named shared module (the other feature's api.ts, or one listed in scripts/import-zones/shared-modules.ts)",
} as const;

/** The rule an import breaks, or null. */
function brokenRule(importer: Zone, target: Zone, targetPath: string, dynamic: boolean): string | null {
  if (importer.kind !== 'test' && !isAdminZone(importer) && isAdminZone(target)) {
    return importer.kind === 'app' && dynamic ? null : RULES.publicToAdmin;
  }
  if (target.kind !== 'feature') return null;
  if (importer.kind === 'components') return RULES.componentsToFeature;
  if (importer.kind === 'base') return RULES.baseToFeature;
  if (importer.kind !== 'feature' || importer.feature === target.feature) return null;
  return isFeatureApi(targetPath) || targetPath in NAMED_SHARED_MODULES ? null : RULES.featureToFeature;
}

/** Checks every import of the given files (path relative to client/src → source text). */
export function findViolations(files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    const importer = zoneOf(file);
    for (const { specifier, dynamic } of readImports(source)) {
      const targetPath = resolveImport(file, specifier);
      if (targetPath === null) continue;
      const rule = brokenRule(importer, zoneOf(targetPath), targetPath, dynamic);
      if (rule) violations.push({ file, specifier, rule });
    }
  }
  return violations;
}
