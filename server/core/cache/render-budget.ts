import { clientNetwork } from '../http/client-network';

/**
 * How many page renders (cache misses) one client network may cause. A hit costs a map lookup
 * and is never counted, so any number of honest visitors behind one NAT address reading cached
 * pages spend nothing; only what makes the server render is, and each distinct page renders once
 * per content version whoever asks, the first asker's render serving everyone waiting
 * (response-cache.ts). A client that keeps causing renders gets a 429 instead (never an older
 * copy, which may show what a save since hid).
 *
 * A bucket per network: twice the minute's renders at once, refilled at `perMinute`. The map is
 * bounded: past MAX_CLIENTS, networks whose buckets are full again (they spent nothing lately) go
 * first.
 */
const PER_MINUTE = 60;
const MAX_CLIENTS = 10_000;

export interface RenderBudget {
  /** Takes one render from the client's budget: false when it has none left. */
  take(ip: string): boolean;
  /** Whether the client has a render left, taking none. */
  has(ip: string): boolean;
  /** Seconds until the client has a render again. */
  retryAfter(ip: string): number;
}

export function createRenderBudget({
  perMinute = PER_MINUTE,
  burst,
  now = () => Date.now(),
}: {
  perMinute?: number;
  burst?: number;
  now?: () => number;
} = {}): RenderBudget {
  const most = burst ?? perMinute * 2;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = perMinute / 60_000;

  function bucketOf(network: string) {
    const at = now();
    const bucket = buckets.get(network);
    if (!bucket) return { tokens: most, at };
    return { tokens: Math.min(most, bucket.tokens + (at - bucket.at) * refillPerMs), at };
  }

  function sweep() {
    for (const [network, bucket] of buckets) {
      if (bucketOf(network).tokens >= most || bucket.at < now() - 3_600_000) buckets.delete(network);
    }
    // Still too many: the oldest go (a Map keeps insertion order, and a bucket is set anew on use).
    for (const network of buckets.keys()) {
      if (buckets.size <= MAX_CLIENTS / 2) break;
      buckets.delete(network);
    }
  }

  return {
    take(ip) {
      const network = clientNetwork(ip);
      const bucket = bucketOf(network);
      if (bucket.tokens < 1) return false;
      buckets.delete(network);
      buckets.set(network, { tokens: bucket.tokens - 1, at: bucket.at });
      if (buckets.size > MAX_CLIENTS) sweep();
      return true;
    },
    has(ip) {
      return bucketOf(clientNetwork(ip)).tokens >= 1;
    },
    retryAfter(ip) {
      const { tokens } = bucketOf(clientNetwork(ip));
      return Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000));
    },
  };
}
