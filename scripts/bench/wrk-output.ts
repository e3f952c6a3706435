/** What one wrk run measured, read from its printed summary. */
export interface WrkResult {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  socketErrors: { connect: number; read: number; write: number; timeout: number };
  /** wrk's own count: answers with a status of 400 or more. */
  non2xx3xx: number;
  /** Answers by status class ("2xx": 1234), when the run's Lua script counted them (status-mix.lua). */
  statusClasses?: Record<string, number>;
}

const TIME_UNITS_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** wrk's times: "812.00us", "4.98ms", "1.26s", "2.00m". */
export function parseWrkTime(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`Not a wrk time: "${text}"`);
  return Number(match[1]) * TIME_UNITS_MS[match[2]!]!;
}

function required(output: string, pattern: RegExp, what: string): RegExpExecArray {
  const match = pattern.exec(output);
  if (!match) throw new Error(`wrk printed no ${what} (was --latency given?):\n${output}`);
  return match;
}

/** Reads the summary `wrk --latency` prints. Lines wrk leaves out when zero count as zero. */
export function parseWrkOutput(output: string): WrkResult {
  const totals = required(output, /^\s*(\d+) requests in ([\d.]+\w+),/m, 'request count');
  const rate = required(output, /^Requests\/sec:\s+([\d.]+)/m, 'Requests/sec');
  const p50 = required(output, /^\s*50%\s+(\S+)/m, '50th percentile');
  const p99 = required(output, /^\s*99%\s+(\S+)/m, '99th percentile');
  const latency = required(output, /^\s*Latency\s+(\S+)\s+(\S+)\s+(\S+)/m, 'latency line');
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const classes = /^status classes:(.*)$/m.exec(output);
  return {
    requests: Number(totals[1]),
    durationSeconds: parseWrkTime(totals[2]!) / 1000,
    requestsPerSecond: Number(rate[1]),
    latencyP50Ms: parseWrkTime(p50[1]!),
    latencyP99Ms: parseWrkTime(p99[1]!),
    latencyMaxMs: parseWrkTime(latency[3]!),
    socketErrors: {
      connect: Number(errors?.[1] ?? 0),
      read: Number(errors?.[2] ?? 0),
      write: Number(errors?.[3] ?? 0),
      timeout: Number(errors?.[4] ?? 0),
    },
    non2xx3xx: Number(non2xx?.[1] ?? 0),
    ...(classes && {
      statusClasses: Object.fromEntries(
        [...classes[1]!.matchAll(/(\w+)=(\d+)/g)].map(([, name, count]) => [name!, Number(count)]),
      ),
    }),
  };
}

export function totalSocketErrors(result: WrkResult): number {
  const { connect, read, write, timeout } = result.socketErrors;
  return connect + read + write + timeout;
}
