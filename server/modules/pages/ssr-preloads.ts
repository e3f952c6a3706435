import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (client/.vite/manifest.json); only the fields used here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * How Vite's build manifest names the module of a lazy public page (contract/pages.ts `module`):
 * by its source path under client/ (ssr-preloads.test.ts checks that each such file exists).
 */
export const pageModuleChunk = (module: string) => `src/app/pages/public/${module}.tsx`;

/** Turns the lazy modules a server-rendered page shows into the script URLs to preload. */
export type ChunkPreloads = (chunks: string[]) => string[];

/**
 * Reads the client's build manifest once. A server-rendered page starts its app after it has
 * loaded (client/src/main.tsx): the app chunk the entry imports then, the lazy page chunk it
 * must load before it can hydrate, and every chunk those import are all requested at that
 * moment, in parallel, instead of one level of imports after another. The entry's own static
 * chunks are loaded with it already, so they are left out. Without a manifest nothing is listed.
 */
export function readChunkPreloads(clientDir: string): ChunkPreloads {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;

  const withImports = (keys: string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      withImports(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedWithEntry = withImports(entryKeys);
  const startedByEntry = entryKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []);

  return (chunks) =>
    [...withImports([...startedByEntry, ...chunks])]
      .filter((key) => !loadedWithEntry.has(key))
      .map((key) => `/${manifest[key]?.file}`);
}
