import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isSafeKey, type Storage } from './storage';

/** Media on the local disk under one root folder (DATA_DIR/media by default). */
export function createLocalStorage(root: string): Storage {
  function fileOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  }

  /** Writes through a temp name then renames, so a reader never sees half a file. */
  async function writeAtomically(key: string, write: (temp: string) => Promise<void>) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(temp);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',
    root,
    put: (key, body) => writeAtomically(key, (temp) => writeFile(temp, body)),
    putFile: (key, source) => writeAtomically(key, (temp) => copyFile(source, temp)),
    async stat(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return info.isFile() ? { size: info.size, contentType: contentTypeOf(key) } : null;
      } catch (error) {
        // Missing is an answer; a disk that cannot be read is a failure (answered 503, not 404).
        const { code } = error as { code?: string };
        if (code === 'ENOENT' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async read(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : undefined);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.part')) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (isSafeKey(key)) yield key;
      }
    },
  };
}
