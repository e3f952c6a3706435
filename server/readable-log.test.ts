import { describe, expect, it } from 'vitest';
import { createLogger } from './core/logger';
import { readableDestination } from './readable-log';

function terminal() {
  const lines: string[] = [];
  const out = { isTTY: false, write: (text: string) => void lines.push(text) };
  return { lines, log: createLogger('info', readableDestination(out)) };
}

describe('the log as a person at a terminal reads it', () => {
  it('writes one line per request, with its method, path, status and time, and keeps secrets out', () => {
    const { lines, log } = terminal();
    log.info(
      { reqId: 'req-1', req: { method: 'GET', url: '/unsubscribe?token=abc123', ip: '10.0.0.1' } },
      'incoming request',
    );
    log.info({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3.125 }, 'request completed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/unsubscribe\?token=\[redacted\] 200 3\.1 ms\n$/);
  });

  it('writes the words, the other fields as key=value, and an error’s stack under its line', () => {
    const { lines, log } = terminal();
    log.info({ transport: 'outbox' }, 'mail goes out through this transport');
    log.warn({ password: 'hunter2', count: 2 }, 'two things');
    log.error({ err: new Error('disk full') }, 'upload failed');
    log.warn({ err: new Error('port taken') }, 'extra listeners unavailable');
    expect(lines[0]).toMatch(/INFO {2}mail goes out through this transport transport=outbox\n$/);
    expect(lines[1]).toContain('WARN  two things');
    expect(lines[1]).not.toContain('hunter2');
    expect(lines[2]).toMatch(/ERROR upload failed\n {4}(Error: )?disk full/);
    // A warning's reason stays on its one line.
    expect(lines[3]).toMatch(/WARN {2}extra listeners unavailable: port taken\n$/);
  });
});
