import { API_PREFIX, HEALTH_PROBE, READY_PROBE } from '../../../contract/api-paths';
import { MEDIA_PREFIX } from '../storage/storage';
/** Paths only server routes answer: an unknown one is a 404 there, never a page. */
export const SERVER_PREFIXES = [`${API_PREFIX}/`, MEDIA_PREFIX, HEALTH_PROBE, READY_PROBE] as const;

/**
 * The key a request's answer is cached under: exactly what that answer depends on besides the
 * content. null: the answer is not kept; undefined: not known until the keys are loaded.
 */
export type KeyOf = (url: string) => string | null | undefined;

export interface RequestKeys {
  keyOf: KeyOf;
  /** Records a GET route at a fixed path outside SERVER_PREFIXES (sitemap, robots, built files). */
  addServerPath(path: string): void;
}

/**
 * Server routes are keyed by their path: the cached ones read nothing else of the URL, so the
 * query string is left out. A path written any other way than plainly (percent-encoded) is not
 * kept, so spellings of one path cannot fill the cache. Every other path is a page, keyed by the
 * page renderer's own rule (`pageKey`).
 */
export function createRequestKeys(pageKey: KeyOf): RequestKeys {
  const serverPaths = new Set<string>();
  return {
    addServerPath: (path) => void serverPaths.add(path),
    keyOf(url) {
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      if (serverPaths.has(path) || SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        return path.includes('%') ? null : path;
      }
      return pageKey(url);
    },
  };
}
