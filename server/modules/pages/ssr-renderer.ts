import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Renders a public page's URL (path and query) from its initial data; throws on failure. The
 * type is the renderer's own (client/src/entry-server.tsx), so the two sides cannot drift.
 */
export type RenderRoot = typeof import('../../../client/src/entry-server')['render'];

/** The SSR bundle sits beside the client build: dist/client and dist/ssr. */
export function ssrEntryFile(clientDir: string): string {
  return path.join(path.dirname(clientDir), 'ssr', 'entry-server.js');
}

/**
 * The built server renderer, or null when there is none (unit tests, the Vite dev server, a
 * build without it): pages are then served with an empty root, as before server rendering.
 */
export async function loadSsrRenderer(clientDir: string): Promise<RenderRoot | null> {
  const file = ssrEntryFile(clientDir);
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as { render?: RenderRoot };
  if (typeof bundle.render !== 'function') throw new Error(`${file} exports no render function`);
  return bundle.render;
}
