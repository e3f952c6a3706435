import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Readable, Writable } from 'node:stream';
import { ADMIN_MESSAGES } from '../../../../contract/admin-messages';
import type { MediaFormat, UploadRule } from '../../../../contract/media';
import { SNIFF_BYTES, sniffMediaFormat } from './sniff-media-format';
import { largestLimit, type Refusal, ruleFor, sizeRefusal, typeRefusal } from './upload-rules';

export type ReceivedUpload =
  | { ok: true; file: string; format: MediaFormat; size: number }
  | ({ ok: false } & Refusal);

class RefusedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/**
 * Writes an upload to a temp file while checking it: the first bytes decide the format
 * (refused at once when no rule takes it), and a byte counter stops at that format's limit.
 */
class CheckedFileSink extends Writable {
  private readonly head: Buffer[] = [];
  private headLength = 0;
  private out: WriteStream | null = null;
  format: MediaFormat | null = null;
  size = 0;
  private limit: number;

  constructor(
    private readonly file: string,
    private readonly rules: readonly UploadRule[],
  ) {
    super();
    this.limit = largestLimit(rules);
  }

  /** Settles the format from the bytes seen so far, then flushes them to the file. */
  private decide(callback: (error?: Error | null) => void) {
    const head = Buffer.concat(this.head);
    const format = sniffMediaFormat(head);
    const rule = format ? ruleFor(this.rules, format) : undefined;
    if (!format || !rule) return callback(new RefusedError(typeRefusal(this.rules)));
    this.format = format;
    this.limit = rule.maxBytes;
    if (this.size > this.limit) return callback(new RefusedError(sizeRefusal(rule)));
    this.out = createWriteStream(this.file, { flags: 'wx' });
    // A disk error fails this upload, never the process.
    this.out.on('error', (error) => this.destroy(error));
    this.out.write(head, callback);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.size += chunk.length;
    if (!this.out) {
      this.head.push(chunk);
      this.headLength += chunk.length;
      return this.headLength >= SNIFF_BYTES ? this.decide(callback) : callback();
    }
    if (this.size > this.limit) {
      const rule = ruleFor(this.rules, this.format!)!;
      return callback(new RefusedError(sizeRefusal(rule)));
    }
    this.out.write(chunk, callback);
  }

  override _final(callback: (error?: Error | null) => void) {
    if (this.size === 0)
      return callback(new RefusedError({ status: 400, message: ADMIN_MESSAGES.uploadRefused.empty }));
    const finish = () => this.out!.end(callback);
    if (this.out) return finish();
    this.decide((error) => (error ? callback(error) : finish()));
  }

  /** Closes the temp file (if it was opened) so it can be deleted without a late write recreating it. */
  async release(): Promise<void> {
    const out = this.out;
    if (!out || out.closed) return;
    await new Promise<void>((resolve) => {
      out.once('close', () => resolve());
      out.destroy();
    });
  }
}

/** Where uploads wait while they are checked, unless the app is given another folder. */
export const DEFAULT_UPLOAD_TEMP_DIR = path.join(os.tmpdir(), 'vitrine-uploads');

/**
 * Receives a request body under the given rules. A refused body is drained (not kept), so
 * the client still reads the 413/415 answer, and its partial temp file is deleted.
 */
export async function receiveUpload(
  body: Readable,
  rules: readonly UploadRule[],
  tempDir: string = DEFAULT_UPLOAD_TEMP_DIR,
): Promise<ReceivedUpload> {
  await mkdir(tempDir, { recursive: true });
  const file = path.join(tempDir, randomBytes(16).toString('hex'));
  const sink = new CheckedFileSink(file, rules);
  try {
    await new Promise<void>((resolve, reject) => {
      sink.once('finish', resolve);
      sink.once('error', reject);
      body.once('error', reject);
      body.once('close', () => {
        // The client went away mid-file: nobody is left to read an answer, but nothing is kept.
        if (!body.readableEnded)
          reject(new RefusedError({ status: 400, message: 'The upload was interrupted' }));
      });
      body.pipe(sink);
    });
    return { ok: true, file, format: sink.format!, size: sink.size };
  } catch (error) {
    body.unpipe(sink);
    // Drain what the client still sends: the refusal answer reaches it instead of a reset.
    body.resume();
    await sink.release();
    await rm(file, { force: true });
    if (error instanceof RefusedError) return { ok: false, ...error.refusal };
    throw error;
  }
}
