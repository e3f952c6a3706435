import path from 'node:path';
import type { Env } from '../../env';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

/** Local disk under DATA_DIR/media unless an S3-compatible store is configured. */
export function createStorage(env: Env): Storage {
  return createLocalStorage(path.join(env.dataDir, 'media'));
}
