import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType: string;
}

/**
 * Where media bytes live. Keys are relative paths such as `sculptures/ab12cd.jpg`;
 * the public URL of a key is `/media/<key>` on every backend.
 */
export interface Storage {
  kind: 'local' | 's3';
  /** The folder on this machine's disk that holds the objects (local storage only). */
  root?: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a local file (an upload received into a temp file); the file itself is left in place. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Size and type, or null when the key does not exist. */
  stat(key: string): Promise<StoredObject | null>;
  /** A byte stream of the object, optionally a range [start, end] inclusive. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Every key, in no particular order (backups walk the whole store). */
  list(): AsyncIterable<string>;
}

/** The whole object in memory: for images, which are bounded by the upload limits. */
export async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export const MEDIA_PREFIX = '/media/';

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The storage key of a public media URL, or null when the URL is not one of ours. */
export function mediaKey(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return isSafeKey(key) ? key : null;
}

/** Keys are made of plain path segments only: no traversal, no absolute paths. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) && !key.includes('..');
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
