import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAll, type Storage } from './storage';

async function collect(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The behaviour every Storage backend must have; each backend's test file runs it. */
export function describeStorageConformance(name: string, storage: () => Storage): void {
  describe(`${name} storage`, () => {
    const body = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

    it('puts, stats, reads and deletes an object', async () => {
      const key = `conformance/${name}/object.jpg`;
      await storage().put(key, body, 'image/jpeg');
      expect(await storage().stat(key)).toEqual({ size: 1000, contentType: 'image/jpeg' });
      expect(await readAll(storage(), key)).toEqual(body);
      await storage().delete(key);
      expect(await storage().stat(key)).toBeNull();
    });

    it('reads an inclusive byte range', async () => {
      const key = `conformance/${name}/ranged.mp4`;
      await storage().put(key, body, 'video/mp4');
      const part = await collect(await storage().read(key, { start: 10, end: 19 }));
      expect(part).toEqual(body.subarray(10, 20));
      await storage().delete(key);
    });

    it('stores a local file, leaving the file in place', async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-conformance-'));
      const file = path.join(dir, 'upload.bin');
      await writeFile(file, body);
      const key = `conformance/${name}/from-file.png`;
      await storage().putFile(key, file, 'image/png');
      expect(await readAll(storage(), key)).toEqual(body);
      await storage().delete(key);
      await rm(dir, { recursive: true });
    });

    it('lists every stored key', async () => {
      const keys = [`conformance/${name}/list/a.jpg`, `conformance/${name}/list/deep/b.png`];
      for (const key of keys) await storage().put(key, body, 'image/jpeg');
      const listed: string[] = [];
      for await (const key of storage().list()) listed.push(key);
      expect(listed).toEqual(expect.arrayContaining(keys));
      for (const key of keys) await storage().delete(key);
    });

    it('answers null for a missing key, and deleting one is not an error', async () => {
      expect(await storage().stat(`conformance/${name}/missing.jpg`)).toBeNull();
      await expect(storage().delete(`conformance/${name}/missing.jpg`)).resolves.toBeUndefined();
    });

    it('refuses keys that could leave the media root', async () => {
      await expect(storage().put('../escape.jpg', body, 'image/jpeg')).rejects.toThrow(/Unsafe/);
      await expect(storage().stat('/etc/passwd')).rejects.toThrow(/Unsafe/);
    });
  });
}
