import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';
import { describeStorageConformance } from './storage-conformance';

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'vitrine-local-storage-'));
  storage = createLocalStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describeStorageConformance('local', () => storage);
