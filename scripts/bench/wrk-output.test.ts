import { describe, expect, it } from 'vitest';
import { parseWrkOutput, parseWrkTime, totalSocketErrors } from './wrk-output';

const CLEAN = `Running 15s test @ http://127.0.0.1:41233/api/sculptures
  2 threads and 256 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     6.11ms    1.02ms  41.87ms   91.20%
    Req/Sec    21.03k     1.21k   24.50k    72.33%
  Latency Distribution
     50%    5.98ms
     75%    6.40ms
     90%    7.02ms
     99%    9.87ms
  627840 requests in 15.02s, 12.37GB read
Requests/sec:  41800.53
Transfer/sec:    843.12MB
`;

/** A loaded server: timeouts, other socket errors, error statuses, latencies in s and us. */
const TROUBLED = `Running 30s test @ http://127.0.0.1:41233/
  2 threads and 2000 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   377.48ms  408.18ms   2.00s    84.80%
    Req/Sec     1.98k     0.92k    4.72k    64.00%
  Latency Distribution
     50%  812.00us
     75%  444.15ms
     90%  972.25ms
     99%    1.96s 
  118177 requests in 30.10s, 1.40GB read
  Socket errors: connect 12, read 3, write 1, timeout 88
  Non-2xx or 3xx responses: 17
Requests/sec:   3926.15
Transfer/sec:     47.48MB
status classes: 1xx=0 2xx=118160 3xx=0 4xx=2 5xx=15
`;

describe('parseWrkOutput', () => {
  it('reads req/s, p50, p99 and max latency, and counts absent error lines as zero', () => {
    expect(parseWrkOutput(CLEAN)).toEqual({
      requests: 627_840,
      durationSeconds: 15.02,
      requestsPerSecond: 41_800.53,
      latencyP50Ms: 5.98,
      latencyP99Ms: 9.87,
      latencyMaxMs: 41.87,
      socketErrors: { connect: 0, read: 0, write: 0, timeout: 0 },
      non2xx3xx: 0,
    });
  });

  it('reads socket errors, non-2xx/3xx, status classes and latencies in other units', () => {
    const result = parseWrkOutput(TROUBLED);
    expect(result.requestsPerSecond).toBe(3926.15);
    expect(result.latencyP50Ms).toBeCloseTo(0.812);
    expect(result.latencyP99Ms).toBe(1960);
    expect(result.latencyMaxMs).toBe(2000);
    expect(result.socketErrors).toEqual({ connect: 12, read: 3, write: 1, timeout: 88 });
    expect(totalSocketErrors(result)).toBe(104);
    expect(result.non2xx3xx).toBe(17);
    expect(result.statusClasses).toEqual({ '1xx': 0, '2xx': 118_160, '3xx': 0, '4xx': 2, '5xx': 15 });
  });

  it('refuses output without a latency distribution', () => {
    const withoutLatency = CLEAN.replace(/ {2}Latency Distribution[\s\S]*?99%.*\n/, '');
    expect(() => parseWrkOutput(withoutLatency)).toThrow(/50th percentile/);
  });

  it('refuses what is not a wrk summary', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused')).toThrow();
  });
});

describe('parseWrkTime', () => {
  it('converts every unit wrk prints to milliseconds', () => {
    expect(parseWrkTime('250.00us')).toBeCloseTo(0.25);
    expect(parseWrkTime('4.98ms')).toBe(4.98);
    expect(parseWrkTime('1.50s')).toBe(1500);
    expect(parseWrkTime('2.00m')).toBe(120_000);
    expect(() => parseWrkTime('fast')).toThrow();
  });
});
