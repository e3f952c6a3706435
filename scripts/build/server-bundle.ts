import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../../server/core/project-root';

/**
 * The server as one ES module (`npm run build:server` writes dist/server/index.js): its own code
 * bundled, its packages left to node_modules, with a source map for the stack traces of its
 * logs. The integration tests start the same bundle (server/test/global-setup.ts), written
 * elsewhere under the project so that its packages resolve the same way.
 */
export async function buildServerBundle(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(PROJECT_ROOT, 'server/index.ts')],
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    outfile,
    logLevel: 'warning',
  });
}

// `tsx scripts/build/server-bundle.ts <file>`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outfile = process.argv[2];
  if (!outfile) throw new Error('usage: server-bundle.ts <output file>');
  await buildServerBundle(path.resolve(outfile));
}
