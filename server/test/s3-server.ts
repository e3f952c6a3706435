import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageConfig } from '../core/storage/s3-storage';

/** s3rver's fixed development credentials: it checks signatures against these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver: the S3 REST API with signature checks, on disk) on a
 * free loopback port, with one empty bucket.
 */
export async function startS3Server(bucket = 'vitrine-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vitrine-s3-'));
  const serve = (port: number) =>
    new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server = serve(0);
  const { port } = await server.run();
  const config: S3StorageConfig = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    ...CREDENTIALS,
  };
  return {
    config,
    directory,
    /** The store goes away (connections refused) with its objects kept, as in an outage. */
    pause: () => server.close(),
    /** Back on the same port, with the same objects. */
    resume: async () => {
      server = serve(port);
      await server.run();
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
