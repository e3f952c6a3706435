import { type ConnectionOptions, connect, type TLSSocket } from 'node:tls';

/**
 * A POP3 client over TLS (RFC 1939, port 995): enough to read a bounce mailbox and delete what was
 * handled. Deletions take effect at QUIT, so a session cut short deletes nothing, and the reader,
 * which counts each report once, reads them again next time.
 */
export interface Pop3Session {
  count(): Promise<number>;
  retrieve(index: number): Promise<Buffer>;
  remove(index: number): Promise<void>;
  /** Ends the session, committing the deletions. */
  quit(): Promise<void>;
  /** Drops the connection: nothing is deleted. */
  destroy(): void;
}

const TIMEOUT_MS = 30_000;
/** A bounce is small; anything this large is not one and is not read into memory. */
export const POP3_MESSAGE_LIMIT = 10 * 1024 * 1024;

export async function openPop3(options: {
  host: string;
  port: number;
  user: string;
  password: string;
  tls?: ConnectionOptions;
}): Promise<Pop3Session> {
  const socket: TLSSocket = connect({
    host: options.host,
    port: options.port,
    servername: options.host,
    ...options.tls,
  });
  socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('the POP3 server stopped answering')));
  let buffer = Buffer.alloc(0);
  let waiter: (() => void) | null = null;
  let failure: Error | null = null;
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    waiter?.();
  });
  const fail = (error: Error) => {
    failure ??= error;
    waiter?.();
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the POP3 server closed the connection')));

  /** Resolves with what `take` finds in the buffer, waiting for more data until it does. */
  async function read<T>(take: () => T | null): Promise<T> {
    for (;;) {
      const found = take();
      if (found !== null) return found;
      if (failure) throw failure;
      await new Promise<void>((resolve) => {
        waiter = resolve;
      });
      waiter = null;
    }
  }

  function takeLine(): string | null {
    const end = buffer.indexOf('\r\n');
    if (end < 0) return null;
    const line = buffer.subarray(0, end).toString('latin1');
    buffer = buffer.subarray(end + 2);
    return line;
  }

  async function status(): Promise<string> {
    const line = await read(takeLine);
    if (!line.startsWith('+OK')) throw new Error(`POP3: ${line.slice(0, 200)}`);
    return line;
  }

  async function command(text: string): Promise<string> {
    socket.write(`${text}\r\n`);
    return status();
  }

  /** A multi-line answer: up to the line holding a lone dot, with dot-stuffing undone. */
  function takeBlock(): Buffer | null {
    const end = buffer.indexOf('\r\n.\r\n');
    const empty = buffer.subarray(0, 3).toString('latin1') === '.\r\n';
    if (end < 0 && !empty) {
      if (buffer.length > POP3_MESSAGE_LIMIT) throw new Error('POP3: a message over the size limit');
      return null;
    }
    const body = empty ? Buffer.alloc(0) : buffer.subarray(0, end + 2);
    buffer = buffer.subarray(empty ? 3 : end + 5);
    return Buffer.from(body.toString('latin1').replace(/^\.\./gm, '.'), 'latin1');
  }

  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('secureConnect', resolve);
      socket.once('error', reject);
    });
    await status();
    await command(`USER ${options.user}`);
    await command(`PASS ${options.password}`);
  } catch (error) {
    socket.destroy();
    // The server's answer to PASS may name the user; the password never appears in it.
    throw error;
  }

  return {
    async count() {
      const line = await command('STAT');
      return Number(/^\+OK (\d+)/.exec(line)?.[1] ?? 0);
    },
    async retrieve(index) {
      await command(`RETR ${index}`);
      return read(takeBlock);
    },
    async remove(index) {
      await command(`DELE ${index}`);
    },
    async quit() {
      await command('QUIT');
      socket.end();
    },
    destroy: () => socket.destroy(),
  };
}
