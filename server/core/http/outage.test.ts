import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { outageOf } from './outage';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('which failures are outages (503) rather than bugs (500)', () => {
  it('sees an unreachable or restarting database through drizzle', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(outageOf(new DrizzleQueryError('select 1', [], refused))).toBe('database');
    expect(outageOf(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      'database',
    );
    expect(outageOf(withCode('the database system is starting up', '57P03'))).toBe('database');
    expect(outageOf(new Error('Connection terminated unexpectedly'))).toBe('database');
  });

  it('sees a full disk, in PostgreSQL or the file system', () => {
    expect(outageOf(withCode('could not extend file "base/1/2": No space left on device', '53100'))).toBe(
      'disk-full',
    );
    expect(outageOf(withCode('ENOSPC: no space left on device, write', 'ENOSPC'))).toBe('disk-full');
  });

  it('sees an object store that fails or cannot be reached', () => {
    const s3 = Object.assign(new Error('We encountered an internal error'), {
      $fault: 'server',
      $metadata: { httpStatusCode: 500 },
    });
    expect(outageOf(s3)).toBe('storage');
  });

  it('leaves bugs and refusals alone', () => {
    expect(outageOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
    expect(outageOf(withCode('duplicate key value violates unique constraint', '23505'))).toBeNull();
    expect(outageOf('not an error')).toBeNull();
  });
});
