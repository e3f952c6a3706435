import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
// With their extensions: Vite's coming native config loader resolves no other import.
import { latinFontSubsets, preloadLatinFonts } from './scripts/build/latin-font-subsets.ts';
import { precompressClientBuild } from './scripts/build/precompress-plugin.ts';
import { sharedChunk } from './scripts/build/shared-chunk.ts';

// VITE_API_ORIGIN lets a second checkout's dev server talk to an API on another port.
const SERVER_ORIGIN = process.env.VITE_API_ORIGIN ?? 'http://localhost:3000';
const PROXIED_PATHS = ['/api', '/media', '/healthz', '/sitemap.xml', '/robots.txt'];

/** The public pages' modules (contract/pages.ts names each one's module there). */
const PUBLIC_PAGE_MODULE = /[\\/]client[\\/]src[\\/]app[\\/]pages[\\/]public[\\/][\w-]+\.tsx$/;

/** The modules the app shares with lazy pages, read from the module graph (see shared-chunk.ts). */
const shared = sharedChunk((id) => PUBLIC_PAGE_MODULE.test(id));

/** The dashboard's pages, lazy-loaded by the page tree (client/src/app/pages/admin/*.tsx). */
const ADMIN_PAGE_CHUNK = /(^|\/)(login|invite|dashboard)-[\w-]+\.js$/;

/** Chunks every page's first visit loads with the entry (the groups below and the runtime). */
const ENTRY_CHUNK = /(^|\/)(framework|shared|rolldown-runtime)-[\w-]+\.js$/;

/** The browser build. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: '../dist/client',
  emptyOutDir: true,
  target: 'es2022',
  // .vite/manifest.json: the server reads it to preload the chunk of the lazy page it rendered.
  manifest: true,
  modulePreload: {
    // Every browser that runs es2022 modules supports modulepreload: the polyfill is dead weight.
    polyfill: false,
    // Vite writes, into the chunk that lazy-loads a page, the list of files to preload with it,
    // and every file name those lists use; the public first visit downloads them all. The
    // dashboard's pages go without (they load their libraries as they import them: the
    // dashboard's first open waits one more round trip, once), and no list names a chunk the
    // entry has already loaded (preloading it again does nothing).
    resolveDependencies: (file, deps, { hostType }) =>
      ADMIN_PAGE_CHUNK.test(file)
        ? []
        : hostType === 'js'
          ? deps.filter((dep) => !ENTRY_CHUNK.test(dep))
          : deps,
  },
  rolldownOptions: {
    output: {
      codeSplitting: {
        // The framework changes far less often than the app: its own chunk stays cached
        // across deploys. Only libraries every page needs belong here (no Radix: the
        // admin's Tabs must not ride along into the public entry; no TanStack Query: only
        // the admin uses it, the public pages read through lib/data-cache.ts).
        groups: [
          {
            name: 'framework',
            test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
          },
          {
            // Modules of the app that lazy pages use too: one chunk instead of a dozen tiny ones
            // (each costs its own request and gzip overhead). Only what the app itself loads, so
            // the first visit downloads nothing more; never what the HTML entry loads, which must
            // not wait for this chunk.
            name: 'shared',
            test: shared.includes,
          },
        ],
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    latinFontSubsets(),
    preloadLatinFonts(),
    shared.plugin,
    precompressClientBuild(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  // `vite build --ssr src/entry-server.tsx` builds the server renderer of the public pages
  // beside the client (server/plugins/spa.ts finds it there). Its libraries stay in
  // node_modules, as they do for the server bundle.
  build: isSsrBuild ? { outDir: '../dist/ssr', emptyOutDir: true, copyPublicDir: false } : clientBuild,
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      PROXIED_PATHS.map((path) => [path, { target: SERVER_ORIGIN, changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
}));
