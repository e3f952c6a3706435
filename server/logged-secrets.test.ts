import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './core/logger';
import { createTestApp, type TestApp } from './test/test-app';

/** Everything the production logger wrote while the app answered. */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ loggerInstance: createLogger('info', sink) });
});
afterAll(() => t.close());

describe('what the request log keeps out', () => {
  it('logs a failed sign-in without the username (people type their password there)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'hunter2-typed-in-the-wrong-field', password: 'wrong password here' },
    });
    expect(response.statusCode).toBe(401);
    const log = lines.join('');
    expect(log).toContain('admin login failed');
    expect(log).not.toContain('hunter2-typed-in-the-wrong-field');
  });

  it('redacts upload and storage signatures from logged URLs', async () => {
    const sig = 'a'.repeat(64);
    const amz = 'b'.repeat(64);
    await t.app.inject({
      method: 'PUT',
      url: `/api/uploads/${'0'.repeat(32)}?purpose=x&exp=1&sig=${sig}&X-Amz-Signature=${amz}`,
      payload: 'bytes',
    });
    const log = lines.join('');
    expect(log).toContain('sig=[redacted]');
    expect(log).not.toContain(sig);
    expect(log).not.toContain(amz);
  });
});
