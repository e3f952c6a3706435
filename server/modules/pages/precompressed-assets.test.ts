import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/build/precompress';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A chunk big enough to be worth compressing, as the build would emit it. */
const APP_JS = Array.from(
  { length: 200 },
  (_, i) => `export const piece${i} = "chrome sculpture ${i}";`,
).join('\n');

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'precompressed-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(clientDir, 'assets/app-abc12345.js'), APP_JS);
  await writeFile(path.join(clientDir, 'assets/older-def67890.js'), APP_JS.replaceAll('chrome', 'gold'));
  await precompressDirectory(clientDir, { skip: (file) => file === 'index.html' });
  // A file whose brotli copy is missing (a build made before, a copy lost in a deploy).
  await rm(path.join(clientDir, 'assets/older-def67890.js.br'));
  t = await createTestApp({ clientDir });
});

afterAll(async () => {
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const file = (name: string) => readFile(path.join(clientDir, 'assets', name));

describe('built assets compressed at build time', () => {
  it('sends the brotli copy to a browser that accepts brotli, with the headers of the file', async () => {
    const response = await get('/assets/app-abc12345.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeTruthy();
    expect(response.rawPayload).toEqual(await file('app-abc12345.js.br'));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
    expect(response.rawPayload.length).toBeLessThan((await file('app-abc12345.js.gz')).length);
  });

  it('sends the gzip -9 copy to a browser that accepts gzip only, or refuses brotli', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const response = await get('/assets/app-abc12345.js', { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload).toEqual(await file('app-abc12345.js.gz'));
      expect(gunzipSync(response.rawPayload).toString()).toBe(APP_JS);
    }
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ] as Record<string, string>[]) {
      const response = await get('/assets/app-abc12345.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(APP_JS);
    }
  });

  it('falls back to the gzip copy when the brotli one is missing', async () => {
    const response = await get('/assets/older-def67890.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(APP_JS.replaceAll('chrome', 'gold'));
  });

  it('answers a revalidation of the compressed copy with 304', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await get('/assets/app-abc12345.js', headers);
    const again = await get('/assets/app-abc12345.js', { ...headers, 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('never serves a compressed copy under its own name', async () => {
    const response = await get('/assets/app-abc12345.js.br', { 'accept-encoding': 'br' });
    expect(response.rawPayload).not.toEqual(await file('app-abc12345.js.br'));
    expect(response.headers['content-type']).not.toMatch(/javascript/);
  });
});
