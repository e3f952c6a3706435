import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isSafeKey, type Storage } from './storage';

/** Media on the local disk under one root folder (DATA_DIR/media by default). */
export function createLocalStorage(root: string): Storage {
  function fileOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  }

  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async stat(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? { size: info.size, contentType: contentTypeOf(key) } : null;
      } catch {
        return null;
      }
    },
    async read(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : undefined);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
