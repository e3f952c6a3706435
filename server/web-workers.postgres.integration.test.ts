import { readFileSync } from 'node:fs';
import { afterEach, expect, inject, it } from 'vitest';
import { freePort } from '../scripts/bench/processes';
import { cloneDatabase, databaseUrl, dropDatabase } from './test/postgres-template';
import { startServerProcess } from './test/server-process';
import { TEST_ADMIN } from './test/test-app';
import { testServerEntry } from './test/test-server-entry';

/**
 * WEB_CONCURRENCY=2 on PostgreSQL, as an operator would start it: the real server in a child
 * process, its workers real processes that the test kills. Runs in the server-postgres project
 * only (file name).
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 180_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** A fresh connection per request, so the kernel may hand each to either worker. */
async function readTagline(base: string): Promise<string | null> {
  const response = await fetch(`${base}/api/site-settings/homepage-hero-title`, {
    headers: { connection: 'close' },
  });
  if (response.status === 404) return null;
  return ((await response.json()) as { value: string | null }).value;
}

it('serves from two workers on one port, replaces a killed one, keeps every cache fresh and stops cleanly', async () => {
  expect(inject('dbDriver')).toBe('postgres');
  const name = await cloneDatabase(inject('pgTemplate'));
  cleanups.push(() => dropDatabase(name));
  const port = await freePort();
  const server = startServerProcess(
    {
      DATABASE_URL: databaseUrl(name),
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'info',
    },
    testServerEntry(),
  );
  cleanups.push(() => server.stop('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;

  await server.explained(() =>
    until(
      'workers listening',
      () => server.output().match(/Server listening at/g)?.length ?? 0,
      (n) => n >= 2,
    ),
  );
  const [first, second] = childPids(server.pid);
  expect([first, second].every((pid) => pid !== undefined && alive(pid))).toBe(true);

  // A worker killed outright: the other keeps answering, and the supervisor starts a third.
  process.kill(first!, 'SIGKILL');
  // Connections the kernel queued on the killed worker's socket before it died are reset, as with
  // any instance killed outright; once the supervisor has seen it end, its socket is gone.
  await server.explained(() =>
    until(
      'the supervisor seeing the worker end',
      () => server.output().includes('web worker ended'),
      Boolean,
    ),
  );
  const answered = await fetch(`${base}/api/sculptures`);
  expect(answered.status).toBe(200);
  const replaced = await server.explained(() =>
    until(
      'a replacement worker',
      () => childPids(server.pid),
      (pids) => pids.length === 2 && !pids.includes(first!),
    ),
  );
  expect(replaced).toContain(second);
  await server.explained(() =>
    until(
      'the replacement listening',
      () => server.output().match(/Server listening at/g)?.length ?? 0,
      (n) => n >= 3,
    ),
  );

  // Read the setting through every worker so each caches it, then change it through one of them.
  for (let i = 0; i < 10; i++) await readTagline(base);
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${base}/api/admin/site-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ key: 'homepage-hero-title', value: 'Cast in chrome, released at dawn' }),
  });
  expect(saved.status).toBe(200);
  // Every later read, on new connections spread over both workers, has the new text.
  await server.explained(() =>
    until(
      'the change on every worker',
      () => readTagline(base),
      (value) => value === 'Cast in chrome, released at dawn',
      2_000,
    ),
  );
  const reads = await Promise.all(Array.from({ length: 20 }, () => readTagline(base)));
  expect(new Set(reads)).toEqual(new Set(['Cast in chrome, released at dawn']));

  // SIGTERM: the workers shut down, then the supervisor leaves with success.
  const workers = childPids(server.pid);
  expect(await server.stop('SIGTERM')).toBe(0);
  expect(workers.filter(alive)).toEqual([]);
}, 600_000);
