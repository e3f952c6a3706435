import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMessage {
  from: string;
  to: string[];
  raw: Buffer;
}

/** An SMTP reply to refuse a command with: 4xx temporary, 5xx permanent. */
export function smtpError(responseCode: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode });
}

export interface SmtpPeerOptions {
  /** Decides each RCPT TO: an error from smtpError() refuses it, null accepts. */
  onRecipient?: (address: string) => Error | null;
  /** Runs once a whole message is read, before it is acknowledged: a slow server waits here. */
  beforeAccept?: (message: ReceivedMessage) => Promise<void>;
  /** Keep nothing (a benchmark sink): messages are read and dropped, only counted. */
  discard?: boolean;
  /** A fixed port (a mail server coming back where it was); by default any free one. */
  port?: number;
}

/**
 * A real SMTP server on loopback for tests and the benchmark: nodemailer talks to it exactly as
 * it would to a production relay. Plain text (no STARTTLS), no authentication.
 */
export async function startSmtpPeer(options: SmtpPeerOptions = {}) {
  const messages: ReceivedMessage[] = [];
  let accepted = 0;
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A killed client leaves sockets behind; do not wait for them when the test closes the peer.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      callback(options.onRecipient?.(address.address) ?? null);
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!options.discard) chunks.push(chunk);
      });
      stream.on('end', () => {
        const message: ReceivedMessage = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
        };
        (options.beforeAccept?.(message) ?? Promise.resolve()).then(
          () => {
            accepted += 1;
            if (!options.discard) messages.push(message);
            callback();
            for (const listener of listeners) listener();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.on('error', () => {
    // A client killed mid-conversation resets its socket; that is the point of some tests.
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Resolves once `count` messages in all have been accepted. */
  function waitForAccepted(count: number, timeoutMs = 20_000): Promise<void> {
    if (accepted >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`SMTP peer accepted ${accepted} of ${count} messages in ${timeoutMs} ms`));
      }, timeoutMs);
      function check() {
        if (accepted < count) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      }
      listeners.add(check);
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    accepted: () => accepted,
    waitForAccepted,
    /** Recipients of every accepted message, one entry per copy. */
    recipients: () => messages.flatMap((message) => message.to),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
