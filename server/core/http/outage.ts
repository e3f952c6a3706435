import { StorageError } from '../storage/storage-error';

/**
 * Failures that are the site's and pass by themselves: the database unreachable (a restart, a
 * failover), the disk full, the object store failing. A request that meets one is answered 503
 * with Retry-After and a message the visitor can act on, never 500, and nothing is stored.
 */
export type Outage = 'database' | 'disk-full' | 'storage';

export const OUTAGE_MESSAGES: Record<Outage, string> = {
  database: 'The site is briefly unavailable. Nothing was saved: please try again in a minute.',
  'disk-full': 'The site has run out of storage space. Nothing was saved: please try again later.',
  storage: 'File storage is briefly unavailable. Nothing was saved: please try again in a minute.',
};

/** Seconds a client is asked to wait: a restart takes seconds, freeing disk space takes longer. */
export const OUTAGE_RETRY_AFTER_SECONDS: Record<Outage, number> = {
  database: 10,
  'disk-full': 60,
  storage: 10,
};

/** The network and socket failures of a server that is not there (any more). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * PostgreSQL's own: class 08 (connection exception), 57P01-03 (shutting down, crashed, starting
 * up), 53300 (too many connections, as while a failover settles).
 */
const DATABASE_DOWN_STATES = /^(08...|57P0[123]|53300)$/;
/** node-postgres says these in words, without a code. */
const DATABASE_DOWN_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout/i;
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);
const DISK_FULL_MESSAGES = /No space left on device|could not extend file|disk quota exceeded/i;

/**
 * The outage an error is a symptom of, looking through its causes; null for anything else. A
 * failed storage call is a storage outage whatever its cause, unless that cause is a full disk.
 */
export function outageOf(error: unknown): Outage | null {
  let inStorage = false;
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof StorageError) inStorage = true;
    else {
      const found = classify(current);
      if (found) return inStorage && found !== 'disk-full' ? 'storage' : found;
    }
    current = current.cause;
  }
  return inStorage ? 'storage' : null;
}

function classify(error: Error): Outage | null {
  const { code, $metadata, $fault } = error as Error & {
    code?: unknown;
    $metadata?: { httpStatusCode?: number };
    $fault?: string;
  };
  const codeText = typeof code === 'string' || typeof code === 'number' ? String(code) : '';
  if (DISK_FULL_CODES.has(codeText) || DISK_FULL_MESSAGES.test(error.message)) return 'disk-full';
  if (DATABASE_DOWN_STATES.test(codeText) || DATABASE_DOWN_MESSAGES.test(error.message)) return 'database';
  // The object store (AWS SDK): its server failed, or could not be reached.
  if ($fault === 'server' || ($metadata?.httpStatusCode ?? 0) >= 500) return 'storage';
  if (UNREACHABLE_CODES.has(codeText)) return '$metadata' in error ? 'storage' : 'database';
  return null;
}
