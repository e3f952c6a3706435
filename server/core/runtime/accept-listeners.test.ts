import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptListenerCount, addAcceptListeners, assertPortFree } from './accept-listeners';

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

const listen = (server: net.Server, options: net.ListenOptions) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => resolve());
  });

/** Opens `count` connections and resolves once the server has been handed all of them. */
async function openConnections(server: http.Server, port: number, count: number): Promise<net.Socket[]> {
  let handed = 0;
  const all = new Promise<void>((resolve) => {
    const onConnection = () => {
      handed++;
      if (handed === count) {
        server.off('connection', onConnection);
        resolve();
      }
    };
    server.on('connection', onConnection);
  });
  const sockets = Array.from({ length: count }, () => net.connect(port, '127.0.0.1'));
  await all;
  return sockets;
}

/** The connections the server's own listener accepted and that are still open. */
const connectionsOf = (server: net.Server) =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe.runIf(process.platform === 'linux')('extra listeners on the port', () => {
  it('accept connections on the same port, and hand every one to the server', async () => {
    server = http.createServer((_request, response) => response.end('served'));
    await listen(server, { port: 0, host: '127.0.0.1', reusePort: true });
    const { port } = server.address() as AddressInfo;
    const listeners = await addAcceptListeners(server, { count: 4, backlog: 128 });
    expect(listeners.count).toBe(4);

    const bodies = await Promise.all(Array.from({ length: 80 }, () => get(port)));
    expect(bodies.every((body) => body === 'served')).toBe(true);

    // The kernel spreads connections by their addresses: of 40 held open, the server's own
    // listener accepted some and the others the rest (getConnections counts its own only).
    const held = await openConnections(server, port, 40);
    const own = await connectionsOf(server);
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(40);

    listeners.close();
    const after = await openConnections(server, port, 20);
    // Closed: the server's own listener accepts every new connection.
    expect(await connectionsOf(server)).toBe(own + 20);
    for (const socket of [...held, ...after]) socket.destroy();
    expect(await get(port)).toBe('served');
  });

  it('refuse a server whose port was not opened for sharing, and keep none open', async () => {
    server = http.createServer((_request, response) => response.end('served'));
    await listen(server, { port: 0, host: '127.0.0.1' });
    await expect(addAcceptListeners(server, { count: 3, backlog: 128 })).rejects.toThrow('EADDRINUSE');
    const { port } = server.address() as AddressInfo;
    // Nothing else holds the port: a sharing listener of the test's own cannot bind it either.
    await expect(listen(net.createServer(), { port, host: '127.0.0.1', reusePort: true })).rejects.toThrow(
      'EADDRINUSE',
    );
    expect(await get(port)).toBe('served');
  });

  it('refuse a server that is not listening', async () => {
    await expect(addAcceptListeners(http.createServer(), { count: 2, backlog: 128 })).rejects.toThrow(
      'not listening',
    );
  });
});

describe('how many extra listeners', () => {
  it('take at most an eighth of the open-file limit', () => {
    const limits = (soft: string) =>
      `Limit                     Soft Limit           Hard Limit           Units\nMax open files            ${soft}                 524288               files\n`;
    expect(acceptListenerCount(256, limits('1024'))).toBe(128);
    expect(acceptListenerCount(256, limits('65536'))).toBe(256);
    expect(acceptListenerCount(256, limits('unlimited'))).toBe(256);
    expect(acceptListenerCount(256, 'no such line')).toBe(64);
  });
});

describe.runIf(process.platform === 'linux')('a port for sharing', () => {
  it('is refused when a server listens on it already, even one that shares it', async () => {
    server = http.createServer((_request, response) => response.end('served'));
    await listen(server, { port: 0, host: '127.0.0.1', reusePort: true });
    const { port } = server.address() as AddressInfo;
    await expect(assertPortFree(port, '127.0.0.1')).rejects.toThrow('EADDRINUSE');
    expect(await get(port)).toBe('served');
  });

  it('is free once nothing listens on it, and the check leaves it free', async () => {
    const taken = net.createServer();
    await listen(taken, { port: 0, host: '127.0.0.1' });
    const { port } = taken.address() as AddressInfo;
    await new Promise<void>((resolve) => taken.close(() => resolve()));
    await assertPortFree(port, '127.0.0.1');
    server = http.createServer((_request, response) => response.end('served'));
    await listen(server, { port, host: '127.0.0.1', reusePort: true });
    expect(await get(port)).toBe('served');
  });
});
