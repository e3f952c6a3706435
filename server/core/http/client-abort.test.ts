import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLogger } from '../logger';

const lines: string[] = [];
let t: TestApp;
let port: number;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ loggerInstance: createLogger('info', sink) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends the head and part of a body, then drops the connection. */
function abandon(head: string, partialBody: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${head}\r\n\r\n${partialBody}`);
      setTimeout(() => socket.destroy(), 300);
    });
    socket.on('close', () => resolve());
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
};

describe('a visitor who leaves before their request has arrived', () => {
  it('is logged as that, not as a database outage, and the site keeps answering', async () => {
    await abandon(
      'POST /api/inquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500',
      '{"name":"Half a',
    );
    await until(() => lines.join('').includes('before its request arrived'));
    const log = lines.join('');
    expect(log).toContain('the client closed the connection before its request arrived');
    expect(log).not.toContain('request met an outage');
    expect(log).not.toContain('"level":50');
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(response.status).toBe(200);
  });
});
