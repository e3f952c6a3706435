import { readdirSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptHandleCount, addAcceptHandles } from './accept-handles';

/** This process's descriptors that name one socket (Linux /proc). */
function descriptorsOf(socketInode: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === socketInode;
    } catch {
      return false;
    }
  }).length;
}

const get = (port: number) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('extra accept handles', () => {
  it('watch the listening socket through more descriptors, and hand every connection to the server', async () => {
    server = http.createServer((_request, response) => response.end('served'));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fd = (server as unknown as { _handle: { fd: number } })._handle.fd;
    const inode = readlinkSync(`/proc/self/fd/${fd}`);

    const handles = await addAcceptHandles(server, { count: 4, backlog: 128 });
    expect(handles.count).toBe(4);
    expect(descriptorsOf(inode)).toBe(5);

    const bodies = await Promise.all(Array.from({ length: 40 }, () => get(port)));
    expect(bodies.every((body) => body === 'served')).toBe(true);

    handles.close();
    expect(descriptorsOf(inode)).toBe(1);
    expect(await get(port)).toBe('served');
  });

  it('refuse a server that is not listening', async () => {
    await expect(addAcceptHandles(http.createServer(), { count: 2, backlog: 128 })).rejects.toThrow(
      'not listening',
    );
  });

  it('take at most an eighth of the open-file limit', () => {
    const limits = (soft: string) =>
      `Limit                     Soft Limit           Hard Limit           Units\nMax open files            ${soft}                 524288               files\n`;
    expect(acceptHandleCount(256, limits('1024'))).toBe(128);
    expect(acceptHandleCount(256, limits('65536'))).toBe(256);
    expect(acceptHandleCount(256, limits('unlimited'))).toBe(256);
    expect(acceptHandleCount(256, 'no such line')).toBe(64);
  });
});
