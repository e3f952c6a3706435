import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createLocalStorage } from '../core/storage/local-storage';

/**
 * A private copy of the seeded media, for tests that delete or replace files (the shared folder
 * serves every other test file at the same time), and a private folder for uploads being
 * checked, so a test can see that nothing stays there. Pass both to createTestApp.
 */
export async function createIsolatedMedia() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'vitrine-media-'));
  await cp(path.join(inject('testRoot'), 'media'), root, { recursive: true });
  const uploadTempDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-upload-temp-'));
  return {
    root,
    storage: createLocalStorage(root),
    uploadTempDir,
    remove: async () => {
      await rm(root, { recursive: true, force: true });
      await rm(uploadTempDir, { recursive: true, force: true });
    },
  };
}
