import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MEDIA_FORMATS, type MediaFormat } from '../../../../contract/media';
import { ensureAppSecret } from '../../../core/db/app-secrets';
import type { Db } from '../../../core/db/index';
import { HttpError } from '../../../core/http-error';
import type { DiskSpace } from '../../../core/storage/disk-space';
import type { Storage } from '../../../core/storage/storage';
import {
  claimUpload,
  findUpload,
  insertUpload,
  type MediaUploadRow,
  removeAbandonedUploads,
  removeSpentUploads,
} from '../media-uploads';
import { receiveUpload } from './receive-upload';
import {
  formatPurpose,
  parsePurpose,
  storageFolder,
  type UploadPurpose,
  uploadRules,
} from './upload-purpose';
import { largestLimit, sizeRefusal } from './upload-rules';
import { createUploadSigner, UPLOAD_URL_TTL_MS, type UploadUrlQuery, uploadIdOf } from './upload-signer';

/** The HMAC key of upload URLs, shared by every instance through the database; never logged. */
const SIGNING_SECRET_KEY = 'upload-signing-secret';

/** An upload never registered for this long is an orphan (the form was closed, the save failed). */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export interface ReceivedFile {
  contentType: string;
  size: number;
}

/** An upload ready to be registered: its stored file and what its bytes were found to be. */
export interface PendingUpload extends MediaUploadRow {
  format: MediaFormat;
  parsedPurpose: UploadPurpose;
}

export function formatOfContentType(contentType: string): MediaFormat {
  const entry = Object.entries(MEDIA_FORMATS).find(([, format]) => format.contentType === contentType);
  if (!entry) throw new Error(`no media format for ${contentType}`);
  return entry[0] as MediaFormat;
}

/**
 * The upload flow: issue a signed URL for a purpose, receive the PUT of the file under that
 * purpose's rules, and hand the stored file to whoever registers it, exactly once.
 */
export function createUploadService({
  db,
  storage,
  tempDir,
  diskSpace,
}: {
  db: Db;
  storage: Storage;
  tempDir?: string;
  /** Refuses an upload that would fill a disk before a byte of it is read. */
  diskSpace?: DiskSpace;
}) {
  let secret: Promise<Buffer> | null = null;
  const signer = createUploadSigner(() => {
    secret ??= ensureAppSecret(db, SIGNING_SECRET_KEY).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  });

  /** Orphans go when new uploads begin: no timer to run, and the table stays small. */
  async function sweep(now: number) {
    const orphans = await removeAbandonedUploads(db, new Date(now - ABANDONED_AFTER_MS));
    await Promise.all(orphans.map((key) => storage.delete(key)));
    await removeSpentUploads(db, new Date(now - 2 * UPLOAD_URL_TTL_MS));
  }

  return {
    async issue(purpose: UploadPurpose): Promise<string> {
      await sweep(Date.now());
      return (await signer.issue(purpose)).url;
    },

    /** Receives the PUT body of an upload URL; throws HttpError 403/409/413/415 when it must not be kept. */
    async receive(
      id: string,
      query: UploadUrlQuery,
      body: Readable,
      declaredLength: number | undefined,
    ): Promise<ReceivedFile> {
      const verdict = await signer.verify(id, query);
      if (!verdict.ok) {
        throw new HttpError(
          403,
          verdict.reason === 'expired'
            ? 'This upload link has expired; request a new one'
            : 'This upload link is not valid',
        );
      }
      if (await findUpload(db, id)) throw new HttpError(409, 'This upload link was already used');
      const rules = uploadRules(verdict.purpose);
      const largest = largestLimit(rules);
      // Refused before a byte is read when the client announces the size.
      if (declaredLength !== undefined && declaredLength > largest) {
        const refusal = sizeRefusal(rules.find((rule) => rule.maxBytes === largest)!);
        throw new HttpError(refusal.status, refusal.message);
      }
      // A file that would fill the disk is refused (503) before it is read, not when the disk is full.
      await diskSpace?.ensureRoomFor(declaredLength ?? 0);

      const received = await receiveUpload(body, rules, tempDir);
      if (!received.ok) throw new HttpError(received.status, received.message);
      try {
        const format = MEDIA_FORMATS[received.format];
        // A random name: the client's file name never reaches storage.
        const key = `${storageFolder(verdict.purpose)}/${randomBytes(16).toString('hex')}.${format.extension}`;
        await storage.putFile(key, received.file, format.contentType);
        const recorded = await insertUpload(db, {
          id,
          purpose: formatPurpose(verdict.purpose),
          storageKey: key,
          contentType: format.contentType,
          kind: format.kind,
          sizeBytes: received.size,
        });
        if (!recorded) {
          // The same URL was used twice at once; the other request won.
          await storage.delete(key);
          throw new HttpError(409, 'This upload link was already used');
        }
        return { contentType: format.contentType, size: received.size };
      } finally {
        await rm(received.file, { force: true });
      }
    },

    /**
     * The upload behind a registered upload URL, checked against what it is being registered
     * for; then claimed, so it is registered once only.
     */
    async claim(uploadUrl: string, fits: (purpose: UploadPurpose) => boolean): Promise<PendingUpload> {
      const id = uploadIdOf(uploadUrl);
      if (!id) throw new HttpError(400, 'The image URL is not an upload URL issued by this server');
      const row = await findUpload(db, id);
      if (!row) throw new HttpError(404, 'No file was uploaded to this URL; upload the file again');
      const parsedPurpose = parsePurpose(row.purpose);
      if (!parsedPurpose || !fits(parsedPurpose))
        throw new HttpError(400, `This upload was made for ${row.purpose} and cannot be used here`);
      if (!(await claimUpload(db, id))) throw new HttpError(409, 'This upload is already registered');
      return { ...row, format: formatOfContentType(row.contentType), parsedPurpose };
    },

    /** A claimed upload whose registration failed: its file goes (nothing of a refused file is kept). */
    async discard(upload: PendingUpload): Promise<void> {
      await storage.delete(upload.storageKey);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
