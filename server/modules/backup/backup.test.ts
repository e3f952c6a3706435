import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Db } from '../../core/db/index';
import { createLocalStorage } from '../../core/storage/local-storage';
import { readAll } from '../../core/storage/storage';
import { createIsolatedMedia } from '../../test/isolated-media';
import { bearer, createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';
import { writeBackup } from './backup';
import { restoreBackup } from './restore';
import { backupTables } from './tables';

let t: TestApp;
let media: Awaited<ReturnType<typeof createIsolatedMedia>>;
let backupDir: string;
let restoredMediaDir: string;
beforeAll(async () => {
  media = await createIsolatedMedia();
  t = await createTestApp({ storage: media.storage, uploadTempDir: media.uploadTempDir });
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-backup-'));
  restoredMediaDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-restored-media-'));
});
afterAll(async () => {
  await t.close();
  await media.remove();
  await rm(backupDir, { recursive: true, force: true });
  await rm(restoredMediaDir, { recursive: true, force: true });
});

async function snapshot(db: Db) {
  const result: Record<string, unknown[]> = {};
  for (const { name, table } of backupTables()) {
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    result[name] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return result;
}

describe('backup and restore', () => {
  it('round-trips every row and every media file, and the restored site works', async () => {
    const auth = bearer(await t.login());
    await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Ana', email: 'ana@example.com', message: 'Hello', sculptureInterest: 'Hero Kid' },
    });
    await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'fan@example.com' } });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings',
      headers: auth,
      payload: { key: 'privacy_content', value: 'Line one\nLine two' },
    });

    const manifest = await writeBackup(t.db, t.storage, backupDir);
    expect(manifest.tables.sculptures).toBe(5);
    expect(manifest.media.length).toBeGreaterThan(40);

    const target = await openTestDatabase();
    const targetStorage = createLocalStorage(restoredMediaDir);
    try {
      // The target starts with other content: a restore replaces it whole.
      await restoreBackup(target.db, targetStorage, backupDir);
      expect(await snapshot(target.db)).toEqual(await snapshot(t.db));
      for (const key of manifest.media) {
        expect((await readAll(targetStorage, key)).equals(await readAll(t.storage, key))).toBe(true);
      }

      const restored = await buildApp({ database: target, storage: targetStorage });
      const privacy = await restored.inject({ method: 'GET', url: '/api/site-settings/privacy_content' });
      expect(privacy.json()).toEqual({ value: 'Line one\nLine two' });
      const [first] = (await restored.inject({ method: 'GET', url: '/api/sculptures' })).json<
        { thumbnailImage: string }[]
      >();
      expect((await restored.inject({ method: 'GET', url: first!.thumbnailImage })).statusCode).toBe(200);
      // Ids continue after the restored rows.
      const next = await restored.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { name: 'Ben', email: 'ben@example.com', message: 'Hi' },
      });
      expect(next.statusCode).toBe(201);
      await restored.close();
    } finally {
      await target.close();
    }
  });

  it('is readable by its owner only, whatever the umask', async () => {
    const dir = path.join(backupDir, 'private');
    const umask = process.umask(0o022);
    try {
      await writeBackup(t.db, t.storage, dir);
    } finally {
      process.umask(umask);
    }
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    expect(entries.length).toBeGreaterThan(40);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const entry of entries) {
      const mode = (await stat(path.join(entry.parentPath, entry.name))).mode & 0o777;
      expect(mode, entry.name).toBe(entry.isDirectory() ? 0o700 : 0o600);
    }
  });

  it('refuses a backup from a newer schema', async () => {
    const { readFile, writeFile } = await import('node:fs/promises');
    const file = path.join(backupDir, 'manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...manifest, migrations: 999 }));
    const target = await openTestDatabase();
    try {
      await expect(restoreBackup(target.db, createLocalStorage(restoredMediaDir), backupDir)).rejects.toThrow(
        /newer version/,
      );
    } finally {
      await target.close();
    }
  });
});
