import { afterAll, beforeAll } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { describeStorageConformance } from './storage-conformance';

let server: Awaited<ReturnType<typeof startS3Server>>;
let storage: Storage;
beforeAll(async () => {
  server = await startS3Server();
  storage = createS3Storage(server.config);
});
afterAll(() => server.stop());

describeStorageConformance('s3', () => storage);
