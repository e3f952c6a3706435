import type { Plugin } from 'vite';

/**
 * The modules of the `shared` chunk, read from the module graph rather than named file by file,
 * so a new module needs no edit of the build's configuration.
 *
 * The HTML's script (client/src/main.tsx) is a small entry that loads the app with one dynamic
 * import, after the page's first paint; lazy pages and components are dynamic imports of the app.
 * Left to itself, rolldown puts each set of modules that the same chunks use in its own common
 * chunk: a dozen chunks of a few hundred bytes for what the app shares with the lazy pages, each
 * one more request and its own gzip overhead. These modules form one chunk instead:
 *
 * - in the app's static graph: every page's first visit loads them anyway, so nothing rides along
 *   that a page would not have loaded (the admin's code, a page's own modules);
 * - and in the static graph of some lazily loaded module, a public page's or the admin's (the
 *   data cache is only the app's and the admin's: left out, it would be a chunk of its own on
 *   every first visit); what only the app uses stays in the app's own chunk;
 * - but not in the HTML entry's static graph, nor importing any of it, directly or not: rolldown
 *   puts a captured module's dependencies in the group too, and a module with a dynamic import
 *   imports Vite's preload helper, which the entry's chunk holds. Captured, the helper would make
 *   the entry import `shared` (and the framework, which `shared` imports) before the first paint;
 * - and no virtual module (an id starting with \0): code that the bundler or a plugin adds where
 *   it is needed, as Vite adds its preload helper; where it lives is theirs to decide.
 *
 * Beside the app's own modules, the chunk takes those that at least PAGES_FOR_SHARED public pages
 * use (the page header, the titles, the form field, the sculpture's image and badge): left out,
 * each page's first visit loads them as a handful of chunks of a few hundred bytes, each with its
 * own overhead, and no page comes without some of them. Measured on the build of 2026-12-07
 * (scripts/bench/js-budget.ts, the heaviest public page's first visit, gzip -9): a module of
 * every page that uses it 111,195 bytes, of 8 pages 110,289, of 5 109,997, of 4 109,293, of 3
 * 108,115, of 2 145,463 (the dashboard's share of the client rides along). The dashboard's pages
 * are not counted: what they use, a public first visit must not download.
 *
 * The framework's libraries meet the same rule; the `framework` group, declared first, takes them.
 */

/** How many public pages must use a module for it to ship with the app (measured above). */
export const PAGES_FOR_SHARED = 3;

/** The part of the module graph the rule reads. */
export interface ModuleGraph {
  /** The bundle's entries (for the browser build: index.html). */
  entries: readonly string[];
  importedIds(id: string): readonly string[];
  dynamicallyImportedIds(id: string): readonly string[];
}

/** `roots` and every module they import statically, transitively. */
function staticGraph(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...graph.importedIds(id));
  }
  return seen;
}

/** The modules that go into the `shared` chunk (see above). */
export function modulesSharedWithApp(graph: ModuleGraph, isPublicPage: (id: string) => boolean): Set<string> {
  const entry = staticGraph(graph, graph.entries);
  const apps = new Set([...entry].flatMap((id) => graph.dynamicallyImportedIds(id)));
  if (apps.size !== 1) {
    throw new Error(
      `The HTML entry should load one app with import(), found ${apps.size}: ${[...apps].join(', ')}`,
    );
  }
  const app = staticGraph(graph, apps);

  // Every module of the bundle, and who imports it statically.
  const all = new Set<string>();
  const importers = new Map<string, string[]>();
  const queue = [...graph.entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (all.has(id)) continue;
    all.add(id);
    for (const imported of graph.importedIds(id)) {
      const known = importers.get(imported);
      if (known) known.push(id);
      else importers.set(imported, [id]);
      queue.push(imported);
    }
    queue.push(...graph.dynamicallyImportedIds(id));
  }

  const lazyRoots = new Set([...all].flatMap((id) => graph.dynamicallyImportedIds(id)));
  for (const id of apps) lazyRoots.delete(id);
  const usedLazily = staticGraph(graph, lazyRoots);

  // The entry's static graph and every module that imports some of it.
  const reachesEntry = new Set<string>();
  const upward = [...entry];
  for (let id = upward.pop(); id !== undefined; id = upward.pop()) {
    if (reachesEntry.has(id)) continue;
    reachesEntry.add(id);
    upward.push(...(importers.get(id) ?? []));
  }

  // How many of the public pages the app loads lazily use each module.
  const pagesUsing = new Map<string, number>();
  const pages = new Set([...app].flatMap((id) => graph.dynamicallyImportedIds(id)).filter(isPublicPage));
  for (const page of pages) {
    for (const id of staticGraph(graph, [page])) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
  }
  const usedByManyPages = [...pagesUsing].filter(([, count]) => count >= PAGES_FOR_SHARED).map(([id]) => id);

  return new Set(
    [...app, ...usedByManyPages].filter(
      (id) => usedLazily.has(id) && !reachesEntry.has(id) && !id.startsWith('\0'),
    ),
  );
}

/**
 * The plugin reads the module graph once it is complete (buildEnd); `includes` is the `test` of
 * the `shared` group, which rolldown calls afterwards, as it cuts the chunks.
 */
export function sharedChunk(isPublicPage: (id: string) => boolean): {
  plugin: Plugin;
  includes: (id: string) => boolean;
} {
  let modules: Set<string> | undefined;
  let serverBuild = false;
  const plugin: Plugin = {
    name: 'vitrine:shared-chunk',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    buildStart() {
      modules = undefined;
    },
    buildEnd(error) {
      // The server renderer's build has no `shared` group (and no HTML entry).
      if (error || serverBuild) return;
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      modules = modulesSharedWithApp(
        {
          entries: ids.filter((id) => info(id)?.isEntry),
          importedIds: (id) => info(id)?.importedIds ?? [],
          dynamicallyImportedIds: (id) => info(id)?.dynamicallyImportedIds ?? [],
        },
        isPublicPage,
      );
    },
  };
  const includes = (id: string) => {
    if (!modules) throw new Error('The shared chunk is cut before the module graph was read (buildEnd)');
    return modules.has(id);
  };
  return { plugin, includes };
}
