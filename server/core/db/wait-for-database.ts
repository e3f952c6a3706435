import type { FastifyBaseLogger } from 'fastify';
import { type RetryPolicy, retryDelayMs } from '../delivery/retry-delay';
import type { Database } from './index';

/** From half a second up to fifteen seconds between attempts. */
const START_POLICY: RetryPolicy = {
  maxAttempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 500,
  maxDelayMs: 15_000,
};

/**
 * Resolves once the database answers. A server started while its database is down (a host
 * booting before the database, a failover in progress) waits for it instead of exiting, so no
 * supervisor has to restart it in a loop. A SIGTERM meanwhile ends the process as usual.
 */
export async function waitForDatabase(
  database: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  policy: RetryPolicy = START_POLICY,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await database.ping();
      if (attempt > 1) log.info('database reachable: starting');
      return;
    } catch (error) {
      const delayMs = retryDelayMs(policy, attempt) ?? policy.maxDelayMs;
      log.warn({ err: error, retryInMs: delayMs }, 'database unreachable: waiting for it before starting');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
