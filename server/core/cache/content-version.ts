import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type RetryPolicy, retryDelayMs } from '../delivery/retry-delay';

/**
 * A number that changes whenever the site's content changes. Cached public answers are tagged
 * with the version they were built at and are stale once it moves on.
 */
export interface ContentVersion {
  readonly current: number;
  /** This instance changed content: move on, and tell every other instance. */
  changed(): Promise<void>;
  /**
   * Time changed what answers read (a release time or a countdown minute passed): move on here
   * only. Every instance keeps the same clock, so each moves on by itself.
   */
  moveOn(): void;
  /**
   * Calls `listener` after content changed, here or on another instance, or after changes may
   * have been missed (the listener reconnected): what content implies must be read again.
   */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

/** The listeners of onChange, each called on its own so one failing never stops the others. */
function changeListeners() {
  const listeners: (() => void)[] = [];
  return {
    add: (listener: () => void) => void listeners.push(listener),
    call: () => {
      for (const listener of listeners) queueMicrotask(listener);
    },
  };
}

/** One instance (the embedded database): nothing to tell anyone. */
export function createLocalContentVersion(): ContentVersion {
  let current = 0;
  const listeners = changeListeners();
  return {
    get current() {
      return current;
    },
    async changed() {
      current++;
      listeners.call();
    },
    moveOn() {
      current++;
    },
    onChange: listeners.add,
    async close() {},
  };
}

const CHANNEL = 'vitrine_content_changed';
/** From a quarter second up to ten seconds between attempts, for as long as the database is away. */
const RECONNECT_POLICY: RetryPolicy = {
  maxAttempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 250,
  maxDelayMs: 10_000,
};

/**
 * Several instances on one PostgreSQL: a change is broadcast with NOTIFY and every instance
 * LISTENing moves its version on. While the listening connection is down, the version moves on
 * with every request's check (see `current`), so no instance serves stale content unnoticed. The listener reconnects by itself, with backoff, for as long as it takes;
 * it never fails its caller, even when the database is down at start.
 */
export async function createPostgresContentVersion(
  url: string,
  log: FastifyBaseLogger,
): Promise<ContentVersion> {
  const instanceId = randomUUID();
  let current = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let failedAttempts = 0;
  let retry: NodeJS.Timeout | undefined;
  const listeners = changeListeners();

  function retryLater(): void {
    if (closed || retry) return;
    failedAttempts++;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryDelayMs(RECONNECT_POLICY, failedAttempts) ?? RECONNECT_POLICY.maxDelayMs);
    retry.unref();
  }

  /** The connection ended ('error' and 'end' may both come): listen again on a new one. */
  function lost(ended: pg.Client, error?: Error): void {
    if (client !== ended) return;
    client = undefined;
    listening = false;
    log.warn({ err: error }, 'content change listener lost its connection: reconnecting');
    void ended.end().catch(() => {});
    retryLater();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || message.payload === instanceId) return;
      current++;
      listeners.call();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      // Told once per outage; the attempts after it would only repeat it.
      if (failedAttempts === 0)
        log.warn({ err: error }, 'content change listener cannot reach the database: retrying');
      void next.end().catch(() => {});
      retryLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    if (failedAttempts > 0) log.info('content change listener reconnected');
    client = next;
    failedAttempts = 0;
    listening = true;
    // Changes made while we were not listening are unknown: treat everything as changed.
    current++;
    listeners.call();
  }

  await connect();
  return {
    get current() {
      // Without a listener, no cached answer can be trusted beyond this request.
      if (!listening) current++;
      return current;
    },
    async changed() {
      current++;
      listeners.call();
      try {
        await client?.query('SELECT pg_notify($1, $2)', [CHANNEL, instanceId]);
      } catch (error) {
        log.error({ err: error }, 'could not broadcast a content change');
      }
    },
    moveOn() {
      current++;
    },
    onChange: listeners.add,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
