import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedMedia } from '../../test/isolated-media';
import { makeJpeg, mediaClient } from '../../test/media-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createDiskSpace, LOW_SPACE_WARNING_BYTES, UPLOAD_SPACE_MARGIN_BYTES } from './disk-space';

const MB = 2 ** 20;
/** The disk the app sees: its free space is whatever a test sets. */
let free = 10_000 * MB;
let t: TestApp;
let isolated: Awaited<ReturnType<typeof createIsolatedMedia>>;
let client: ReturnType<typeof mediaClient>;
let sculptureId: number;

beforeAll(async () => {
  isolated = await createIsolatedMedia();
  const diskSpace = createDiskSpace({
    uploadTemp: { name: 'upload temp folder', path: isolated.uploadTempDir },
    media: { name: 'media folder', path: isolated.root },
    freeBytesOf: async () => free,
  });
  t = await createTestApp({ storage: isolated.storage, uploadTempDir: isolated.uploadTempDir, diskSpace });
  client = mediaClient(t, bearer(await t.login()));
  sculptureId = await client.createSculpture('roomy-kid');
});
afterAll(async () => {
  await t.close();
  await isolated.remove();
});

const storedFiles = async () => (await readdir(isolated.root, { recursive: true })).length;
const uploadRows = async () =>
  Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from media_uploads`)).rows[0]!.n);

describe('an upload that would fill the disk', () => {
  it('is refused with 503 before a byte is read, and nothing of it is kept', async () => {
    const photo = await makeJpeg(400, 300);
    const files = await storedFiles();
    const rows = await uploadRows();
    // The temp folder and local media share this disk: the file is written twice, then the margin.
    free = 2 * photo.length + UPLOAD_SPACE_MARGIN_BYTES - 1;
    const refused = await client.put(await client.uploadUrl(sculptureId, 'thumbnail'), photo);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().message).toBe(
      'The site has run out of storage space. Nothing was saved: please try again later.',
    );
    expect(await readdir(isolated.uploadTempDir)).toEqual([]);
    expect(await storedFiles()).toBe(files);
    expect(await uploadRows()).toBe(rows);

    free += 1;
    const accepted = await client.put(await client.uploadUrl(sculptureId, 'thumbnail'), photo);
    expect(accepted.statusCode).toBe(200);
  });
});

describe('/readyz while a disk runs low', () => {
  it('stays ready and says which folders are short of space, until there is room again', async () => {
    free = LOW_SPACE_WARNING_BYTES - 10 * MB;
    const low = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(low.statusCode).toBe(200);
    expect(low.json()).toEqual({
      status: 'ready',
      warnings: ['Free space is low for the upload temp folder, media folder: 502 MB left'],
    });
    free = 10_000 * MB;
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
