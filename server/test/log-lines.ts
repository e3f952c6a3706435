import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../core/logger';

/** The server's own logger, writing into a list the test reads (what an operator would see). */
export function capturedLog(level = 'info') {
  const lines: { msg: string; [field: string]: unknown }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const log: Logger = createLogger(level, sink);
  return {
    log,
    /** The lines logged with this message. */
    withMessage: (msg: string) => lines.filter((line) => line.msg === msg),
  };
}
