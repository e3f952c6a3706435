import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (client/.vite/manifest.json); only the fields used here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Turns the lazy modules a server-rendered page shows into the script URLs to preload. */
export type ChunkPreloads = (chunks: string[]) => string[];

/**
 * Reads the client's build manifest once. A hydrating page must load its lazy page chunk
 * before it can hydrate; preloading it (and the chunks it imports) from the HTML saves a
 * round trip after the entry script runs. The entry's own chunks are preloaded by index.html
 * already, so they are left out. Without a manifest nothing is preloaded.
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

  return (chunks) =>
    [...withImports(chunks)]
      .filter((key) => !loadedWithEntry.has(key))
      .map((key) => `/${manifest[key]?.file}`);
}
