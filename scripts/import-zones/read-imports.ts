import path from 'node:path';

export interface ImportRef {
  specifier: string;
  /** import('…'): the target loads in its own chunk, when it is needed. */
  dynamic: boolean;
}

// `import … from '…'`, `export … from '…'` (across lines), `import '…'` and `import('…')`.
const STATIC = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module a source file imports, type-only imports included: they couple code as much. */
export function readImports(source: string): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const match of source.matchAll(STATIC)) refs.push({ specifier: match[1]!, dynamic: false });
  for (const match of source.matchAll(DYNAMIC)) refs.push({ specifier: match[1]!, dynamic: true });
  return refs;
}

/**
 * The client module a specifier names, relative to client/src and without extension, or null
 * for a package or the contract (which every zone may use).
 */
export function resolveImport(importer: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return stripExtension(specifier.slice(2));
  if (!specifier.startsWith('.')) return null;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  return stripExtension(resolved);
}

function stripExtension(modulePath: string): string {
  return modulePath.replace(/\.(tsx?|jsx?)$/, '');
}
