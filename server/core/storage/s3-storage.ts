import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isSafeKey, type Storage } from './storage';

export interface S3StorageConfig {
  bucket: string;
  region?: string;
  /** An S3-compatible endpoint (MinIO, R2, …); absent means AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Stored objects are immutable under random names, like the /media answers built from them. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey';
}

/**
 * Media in an S3-compatible bucket. The app still serves every object under /media (same URLs,
 * headers and Range handling as local disk), so the bucket can stay private.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region ?? 'us-east-1',
    endpoint: config.endpoint,
    // Custom endpoints rarely have wildcard DNS for virtual-hosted buckets.
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Newer SDKs add CRC checksums to every call; many S3-compatible stores reject or ignore them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  // Path-style bucket requests (listing) go out as `/bucket/`; some S3-compatible stores sign
  // `/bucket` instead and refuse the request. `/bucket` is what S3 itself documents, so send that.
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
      return next(args);
    },
    { step: 'build', name: 'bucketPathWithoutTrailingSlash' },
  );

  function checked(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  }

  async function putBody(key: string, Body: Buffer | Readable, ContentLength: number, ContentType: string) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: checked(key),
        Body,
        ContentLength,
        ContentType,
        CacheControl: OBJECT_CACHE_CONTROL,
      }),
    );
  }

  return {
    kind: 's3',
    put: (key, body, contentType) => putBody(key, body, body.length, contentType),
    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      await putBody(key, createReadStream(file), size, contentType);
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { size: head.ContentLength ?? 0, contentType: contentTypeOf(key) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const object = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checked(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`S3 answered no readable body for ${key}`);
      return object.Body;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    // ListObjects (v1) rather than v2: every S3-compatible store implements it the same way.
    async *list() {
      let Marker: string | undefined;
      do {
        const page = await client.send(new ListObjectsCommand({ Bucket, Marker }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        for (const key of keys) if (isSafeKey(key)) yield key;
        Marker = page.IsTruncated ? (page.NextMarker ?? keys.at(-1)) : undefined;
      } while (Marker);
    },
  };
}
