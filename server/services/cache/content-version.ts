import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * A number that changes whenever the site's content changes. Cached public answers are tagged
 * with the version they were built at and are stale once it moves on.
 */
export interface ContentVersion {
  readonly current: number;
  /** This instance changed content: move on, and tell every other instance. */
  changed(): Promise<void>;
  close(): Promise<void>;
}

/** One instance (the embedded database): nothing to tell anyone. */
export function createLocalContentVersion(): ContentVersion {
  let current = 0;
  return {
    get current() {
      return current;
    },
    async changed() {
      current++;
    },
    async close() {},
  };
}

const CHANNEL = 'vitrine_content_changed';
const RECONNECT_DELAY_MS = 1000;

/**
 * Several instances on one PostgreSQL: a change is broadcast with NOTIFY and every instance
 * LISTENing moves its version on. While the listening connection is down, the version moves on
 * with every request's check (see `current`), so no instance serves stale content unnoticed.
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

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== instanceId) current++;
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'content change listener lost its connection');
      listening = false;
      void next.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    listening = true;
    // Changes made while we were not listening are unknown: treat everything as changed.
    current++;
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
      try {
        await client?.query('SELECT pg_notify($1, $2)', [CHANNEL, instanceId]);
      } catch (error) {
        log.error({ err: error }, 'could not broadcast a content change');
      }
    },
    async close() {
      closed = true;
      listening = false;
      await client?.end().catch(() => {});
    },
  };
}
