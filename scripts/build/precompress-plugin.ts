import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressDirectory } from './precompress.ts';

/**
 * Writes brotli and gzip copies beside the client build's files (see precompress.ts), which the
 * server sends to browsers that accept them (server/modules/pages/spa.ts): smaller than what it could
 * afford to compress per request. The server renderer's build (`--ssr`) is never sent: skipped.
 */
export function precompressClientBuild(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'vitrine:precompress-client-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (serverBuild) return;
      // index.html is the server's template (every page is rendered from it), the manifest its
      // map of the chunks: neither is sent as a file.
      await precompressDirectory(outDir, {
        skip: (file) => file === 'index.html' || file.startsWith('.vite/'),
      });
    },
  };
}
