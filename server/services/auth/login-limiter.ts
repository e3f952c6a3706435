/**
 * Counts failed logins per client address and per username in a sliding window, and refuses
 * further attempts before any password hashing is done. In memory: each instance keeps its own
 * counts, which only makes the effective limit the per-instance limit times the instance count.
 */
export interface LoginLimiter {
  /** Seconds to wait, or 0 when an attempt may proceed. */
  retryAfter(ip: string, username: string): number;
  recordFailure(ip: string, username: string): void;
  recordSuccess(ip: string, username: string): void;
}

export function createLoginLimiter({
  maxFailures = 10,
  windowMs = 15 * 60 * 1000,
  now = Date.now,
} = {}): LoginLimiter {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  const keysOf = (ip: string, username: string) => [`ip:${ip}`, `user:${username.trim().toLowerCase()}`];

  return {
    retryAfter(ip, username) {
      let wait = 0;
      for (const key of keysOf(ip, username)) {
        const times = recent(key);
        if (times.length >= maxFailures)
          wait = Math.max(wait, Math.ceil((times[0]! + windowMs - now()) / 1000));
      }
      return wait;
    },
    recordFailure(ip, username) {
      for (const key of keysOf(ip, username)) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(ip, username) {
      failures.delete(keysOf(ip, username)[1]!);
    },
  };
}
