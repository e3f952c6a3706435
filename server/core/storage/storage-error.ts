import type { Storage } from './storage';

/**
 * A storage call failed for a reason of the backend's, not the caller's: the local disk (I/O
 * error, read-only, missing permission) or the object store (refused, unreachable, no such
 * bucket). The request is answered 503 (http/outage.ts); the original error is its cause.
 */
export class StorageError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`storage ${operation} failed`, { cause });
    this.name = 'StorageError';
  }
}

/**
 * An error the backend raised: a system call's (errno code) or the object store's (the AWS SDK
 * puts `$metadata` on every service and network error). Anything else is a bug of ours and stays
 * as it is (a 500 with its stack in the log).
 */
function isBackendError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as Error & { code?: unknown };
  return (typeof code === 'string' && /^E[A-Z]+$/.test(code)) || '$metadata' in error;
}

async function guarded<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isBackendError(error) ? new StorageError(operation, error) : error;
  }
}

/** The same storage, its backend failures marked as such (see StorageError). */
export function guardStorage(storage: Storage): Storage {
  return {
    ...storage,
    put: (key, body, contentType) => guarded('put', () => storage.put(key, body, contentType)),
    putFile: (key, file, contentType) => guarded('put', () => storage.putFile(key, file, contentType)),
    stat: (key) => guarded('stat', () => storage.stat(key)),
    read: (key, range) => guarded('read', () => storage.read(key, range)),
    delete: (key) => guarded('delete', () => storage.delete(key)),
    async *list() {
      try {
        yield* storage.list();
      } catch (error) {
        throw isBackendError(error) ? new StorageError('list', error) : error;
      }
    },
  };
}
