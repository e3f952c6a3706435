import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from 'vite';
import { latinFontSubsets } from './scripts/build/latin-font-subsets';
import { precompressClientBuild } from './scripts/build/precompress-plugin';

// VITE_API_ORIGIN lets a second checkout's dev server talk to an API on another port.
const SERVER_ORIGIN = process.env.VITE_API_ORIGIN ?? 'http://localhost:3000';
const PROXIED_PATHS = ['/api', '/media', '/healthz', '/sitemap.xml', '/robots.txt'];

/**
 * Modules both the public entry and lazy pages use. Only what the entry itself loads belongs
 * here: anything else would be downloaded with it for nothing. (The dashboard's icons,
 * components/icons/admin.tsx, once matched a looser pattern: 2.4 KB of admin code on every page.)
 */
const SHARED_WITH_ENTRY =
  /node_modules[\\/]clsx[\\/]|client[\\/]src[\\/](components[\\/]icons[\\/](index|icon)|lib[\\/](api-client|auth-status|blur-preview|class-groups|cn|countdown|email|storage-keys|data-cache|use-data|use-action|use-search-params)|config[\\/](paths|toast-copy|copy[\\/](site|collection|audience|sculpture))|components[\\/]ui[\\/](badge|button|gallery-image|image-meta|image-placeholder|skeleton|slot|use-toast|link|input)|features[\\/](newsletter[\\/](api|use-email-capture)|(sculptures|site-settings)[\\/]api|sculptures[\\/](sculpture-rules|components[\\/](status-badge|release-countdown|teaser-frame|piece-placeholder|load-error|frame-classes|sculpture-image))))\.|contract[\\/](limits|brand|patterns|messages|responsive-image|image-sizes|render-clock)\./;

/**
 * Preloads the two Latin variable fonts so headings do not swap late. The file names are only
 * known after bundling (content hashes), so the tags are added from the bundle, not by hand.
 */
function preloadLatinFonts(): Plugin {
  const wanted = [/space-grotesk-latin-wght-normal.*\.woff2$/, /inter-latin-wght-normal.*\.woff2$/];
  return {
    name: 'vitrine:preload-latin-fonts',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const files = Object.keys(ctx.bundle ?? {});
      return wanted.flatMap((pattern) =>
        files
          .filter((file) => pattern.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
      );
    },
  };
}

/** The browser build. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: '../dist/client',
  emptyOutDir: true,
  target: 'es2022',
  // .vite/manifest.json: the server reads it to preload the chunk of the lazy page it rendered.
  manifest: true,
  // Every browser that runs es2022 modules supports modulepreload: the polyfill is dead weight.
  modulePreload: { polyfill: false },
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
            // Small modules the public entry shares with lazy pages: one chunk instead of a
            // dozen tiny ones (each costs its own request and gzip overhead).
            name: 'shared',
            test: SHARED_WITH_ENTRY,
          },
        ],
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), latinFontSubsets(), preloadLatinFonts(), precompressClientBuild()],
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
