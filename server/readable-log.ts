import type { DestinationStream } from 'pino';

/*
 * The log as a person at a terminal reads it: one line per event, the time, the level and the
 * words, and one line per request (method, path, status, time taken) instead of two of JSON.
 * Only when the output is a terminal (or LOG_FORMAT=readable): files, journald and log
 * collectors get pino's JSON as before. It formats what the logger already wrote, so its
 * redactions hold here too.
 */

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '90' },
  20: { name: 'DEBUG', color: '90' },
  30: { name: 'INFO', color: '36' },
  40: { name: 'WARN', color: '33' },
  50: { name: 'ERROR', color: '31' },
  60: { name: 'FATAL', color: '41;97' },
};

/** Fields every line carries or the line itself says: not repeated as key=value. */
const SAID = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime']);

/** Requests seen and not yet answered: their method and path, to write on the answer's line. */
const MAX_OPEN_REQUESTS = 10_000;

type Entry = Record<string, unknown>;

const clock = (time: unknown) =>
  new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);

function valueText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** An error's message after a warning's words; its whole stack under an error's line. */
function errorText(error: unknown, level: number): string {
  if (!error || typeof error !== 'object') return '';
  const { message, stack } = error as { message?: unknown; stack?: unknown };
  if (level < 50) return typeof message === 'string' ? `: ${message}` : '';
  const detail = typeof stack === 'string' ? stack : typeof message === 'string' ? message : '';
  return detail ? `\n    ${detail.split('\n').join('\n    ')}` : '';
}

export function formatEntry(entry: Entry, openRequests: Map<unknown, string>, color: boolean): string | null {
  const paint = (code: string, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const level = LEVELS[Number(entry.level)] ?? { name: 'LOG', color: '0' };
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  if (req && entry.msg === 'incoming request') {
    if (openRequests.size >= MAX_OPEN_REQUESTS) openRequests.clear();
    openRequests.set(entry.reqId, `${req.method} ${req.url}`);
    return null;
  }
  const failure = errorText(entry.err ?? entry.error, Number(entry.level));
  // A warning's reason reads on its line; an error's stack goes under it.
  const inline = failure.startsWith(':') ? failure : '';
  let words = `${String(entry.msg ?? '')}${inline}`;
  if (res && entry.msg === 'request completed') {
    const request = openRequests.get(entry.reqId) ?? 'request';
    openRequests.delete(entry.reqId);
    const status = res.statusCode ?? 0;
    const shown = paint(status >= 500 ? '31' : status >= 400 ? '33' : '32', String(status));
    const ms = typeof entry.responseTime === 'number' ? ` ${entry.responseTime.toFixed(1)} ms` : '';
    words = `${request} ${shown}${ms}`;
  }
  const extras = Object.entries(entry)
    .filter(([key]) => !SAID.has(key) && key !== 'err' && key !== 'error')
    .map(([key, value]) => `${paint('90', `${key}=`)}${valueText(value)}`);
  const line = [paint('90', clock(entry.time)), paint(level.color, level.name.padEnd(5)), words, ...extras]
    .filter(Boolean)
    .join(' ');
  return `${line}${inline ? '' : failure}\n`;
}

/** A pino destination writing readable lines to `out` (the terminal), in colour when it is one. */
export function readableDestination(
  out: { write(text: string): unknown; isTTY?: boolean } = process.stdout,
): DestinationStream {
  const openRequests = new Map<unknown, string>();
  return {
    write(chunk: string) {
      for (const text of chunk.split('\n')) {
        if (!text) continue;
        let entry: Entry;
        try {
          entry = JSON.parse(text) as Entry;
        } catch {
          out.write(`${text}\n`);
          continue;
        }
        const line = formatEntry(entry, openRequests, Boolean(out.isTTY));
        if (line) out.write(line);
      }
    },
  };
}
