import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every .ts/.tsx file under `root` (client/src), by its path relative to it. */
export function readClientSources(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
  }
  return files;
}
