import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which test files open a database, so the PostgreSQL projects run those a second time and
 * nothing else (a test that never opens one would only repeat itself there).
 *
 * A file opens a database when it, or a helper in server/test/ it imports (at any depth), names
 * one of the ways a test gets one. Production modules are not followed: a test reaches a
 * database only through these.
 */
const OPENS_A_DATABASE =
  /\b(createTestApp|openTestDatabase|openDatabase|PGlite|dbDriver|pgTemplate|TEST_DATABASE_URL)\b/;
/** Relative imports that bring code (not `import type`), and re-exports. */
const IMPORTS =
  /^\s*(?:import(?!\s+type\b)[^'"]*?from\s*|import\s*|export\s[^'"]*?from\s*)['"](\.[^'"]+)['"]/gm;

const helperDir = path.resolve(import.meta.dirname);

function resolveHelper(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  if (!base.startsWith(helperDir + path.sep)) return null;
  const found = [base, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) =>
    statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
  return found ?? null;
}

export function touchesDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (OPENS_A_DATABASE.test(text)) return true;
  for (const [, specifier] of text.matchAll(IMPORTS)) {
    const helper = resolveHelper(file, specifier!);
    if (helper && touchesDatabase(helper, seen)) return true;
  }
  return false;
}
