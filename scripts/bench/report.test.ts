import { describe, expect, it } from 'vitest';
import { medianRound, type PairedRound } from './report';
import type { WrkResult } from './wrk-output';

const run = (requestsPerSecond: number): WrkResult => ({
  requests: requestsPerSecond * 5,
  durationSeconds: 5,
  requestsPerSecond,
  latencyP50Ms: 10,
  latencyP99Ms: 30,
  latencyMaxMs: 60,
  socketErrors: { connect: 0, read: 0, write: 0, timeout: 0 },
  non2xx3xx: 0,
});
const round = (server: number, nginx: number): PairedRound => ({ server: run(server), nginx: run(nginx) });

describe('the steady-load rounds', () => {
  it('report the round with the median server/nginx ratio, whatever the machine did in the others', () => {
    // The middle round had the machine to itself; in the first the server shared it, in the last nginx did.
    const rounds = [round(9_000, 45_000), round(15_000, 45_000), round(15_000, 30_000)];
    const median = medianRound(rounds);
    expect(median.server.requestsPerSecond).toBe(15_000);
    expect(median.nginx.requestsPerSecond).toBe(45_000);
    expect(median.roundRatios).toEqual([0.2, 15_000 / 45_000, 0.5]);
  });

  it('takes the one round there is', () => {
    expect(medianRound([round(10_000, 40_000)]).roundRatios).toEqual([0.25]);
  });
});
