import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json: the same answer from the TypeScript sources and from
 * the bundled dist/server, so migrations and the built client are found from either.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle');
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
