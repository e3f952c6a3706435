import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGES, type PageId, type PageMatch, pageModule } from '../../../contract/pages';
import { pageModuleChunk, readChunkPreloads } from './ssr-preloads';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function clientDir(manifest?: object): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-manifest-'));
  dirs.push(dir);
  if (manifest) {
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('readChunkPreloads', () => {
  it('lists the app the entry starts, the page chunk and their imports, not what the entry loads anyway', async () => {
    const preloads = readChunkPreloads(
      await clientDir({
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          imports: ['_runtime-1.js'],
          dynamicImports: ['src/app/start.tsx'],
        },
        '_runtime-1.js': { file: 'assets/runtime-1.js' },
        'src/app/start.tsx': {
          file: 'assets/start-1.js',
          isDynamicEntry: true,
          imports: ['_framework-1.js'],
        },
        '_framework-1.js': { file: 'assets/framework-1.js', imports: ['_runtime-1.js'] },
        '_card-1.js': { file: 'assets/card-1.js', imports: ['_framework-1.js'] },
        'src/app/pages/public/about.tsx': {
          file: 'assets/about-1.js',
          isDynamicEntry: true,
          imports: ['_framework-1.js', '_card-1.js'],
        },
      }),
    );
    expect(preloads(['src/app/pages/public/about.tsx'])).toEqual([
      '/assets/start-1.js',
      '/assets/framework-1.js',
      '/assets/about-1.js',
      '/assets/card-1.js',
    ]);
    expect(preloads([])).toEqual(['/assets/start-1.js', '/assets/framework-1.js']);
  });

  it('preloads nothing without a manifest', async () => {
    expect(readChunkPreloads(await clientDir())(['src/app/pages/public/about.tsx'])).toEqual([]);
  });

  it("names each lazy page's real source file, as the page table names its module", () => {
    const ids = Object.keys(PAGES) as PageId[];
    const modules = ids.flatMap((id) => pageModule({ id, params: {} } as PageMatch) ?? []);
    expect(modules.length).toBeGreaterThan(5);
    for (const module of modules)
      expect(existsSync(path.join('client', pageModuleChunk(module))), module).toBe(true);
  });
});
