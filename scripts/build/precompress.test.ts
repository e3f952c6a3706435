import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const css = '.chrome{color:#ffd900;background:#0a0a0b}\n'.repeat(100);
const js = 'export function shine(x){return x*2}\n'.repeat(100);

describe('precompressDirectory', () => {
  it('writes brotli and gzip -9 copies beside each text file, smaller than a per-request gzip', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/index-aaaa.css'), css);
    await writeFile(path.join(dir, 'assets/app-bbbb.js'), js);
    // Already compressed, too small for any copy to be smaller, and a file the caller keeps out.
    await writeFile(path.join(dir, 'assets/font-cccc.woff2'), Buffer.alloc(4096, 7));
    await writeFile(path.join(dir, 'assets/tiny-dddd.js'), 'export const a=1;');
    await writeFile(path.join(dir, 'index.html'), `<p>${'x'.repeat(4096)}</p>`);

    const done = await precompressDirectory(dir, { skip: (file) => file === 'index.html' });

    expect(done).toEqual(['assets/app-bbbb.js', 'assets/index-aaaa.css']);
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'app-bbbb.js',
      'app-bbbb.js.br',
      'app-bbbb.js.gz',
      'font-cccc.woff2',
      'index-aaaa.css',
      'index-aaaa.css.br',
      'index-aaaa.css.gz',
      'tiny-dddd.js',
    ]);
    expect((await readdir(dir)).sort()).toEqual(['assets', 'index.html']);
    const br = await readFile(path.join(dir, 'assets/app-bbbb.js.br'));
    const gz = await readFile(path.join(dir, 'assets/app-bbbb.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(gz.length).toBeLessThanOrEqual(gzipSync(js, { level: 6 }).length);
  });
});
