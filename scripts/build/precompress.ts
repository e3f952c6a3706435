import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text files worth compressing. Fonts (woff2) and images are compressed formats already; the
 * server compresses what it renders itself (pages, API answers) on the way out.
 */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** The encodings written beside each file, as the static server looks for them (x.js.br, x.js.gz). */
export const PRECOMPRESSED_EXTENSIONS = ['.br', '.gz'] as const;

/**
 * The smallest each format can make: brotli at its highest quality (11) and gzip at 9. Too slow
 * to run per request (on the fly, the server uses lower levels), cheap once per build.
 */
export async function compressedForms(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

/** Files under `dir` (recursively), relative to it, with `/` separators. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export interface PrecompressOptions {
  /** Relative paths to leave alone (files the server never sends as they are). */
  skip?: (file: string) => boolean;
}

/**
 * Writes `x.br` and `x.gz` beside every compressible file of `dir`; a form that would not be
 * smaller than the file is not written (the server then sends the file itself). Small chunks
 * too: the server would send those uncompressed (below its 1 KB on-the-fly threshold), where a
 * copy made once saves half their bytes. Returns the relative paths it compressed.
 */
export async function precompressDirectory(
  dir: string,
  { skip }: PrecompressOptions = {},
): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file) && !skip?.(file));
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const bytes = await readFile(full);
      const { br, gz } = await compressedForms(bytes);
      if (br.length < bytes.length) await writeFile(`${full}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${full}.gz`, gz);
      if (br.length < bytes.length || gz.length < bytes.length) done.push(file);
    }),
  );
  return done.sort();
}
