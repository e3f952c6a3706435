import type { Storage } from '../../../core/storage/storage';

/** Random access to a file's bytes without holding it in memory: MP4 indexes can sit at the end. */
export interface ByteSource {
  size: number;
  /** Bytes [start, end] inclusive, clamped to the file. */
  read(start: number, end: number): Promise<Buffer>;
}

export function storageByteSource(storage: Storage, key: string, size: number): ByteSource {
  return {
    size,
    async read(start, end) {
      const last = Math.min(end, size - 1);
      if (last < start) return Buffer.alloc(0);
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.read(key, { start, end: last }))
        chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
  };
}
