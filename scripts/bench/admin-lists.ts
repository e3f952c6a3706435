/**
 * The admin lists with 50,000 subscribers: the first page of the paged list (and a search)
 * beside the spec's unpaged list, timed one request at a time on the built server.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/core/db/index';
import { signIn } from './admin-client';
import { tempDir } from './cleanup';
import type { Check } from './report';
import { startServer } from './server-process';

export const LIST_SUBSCRIBERS = 50_000;
/** A list page answers in well under a second: the target for its slowest request. */
const PAGE_TARGET_MS = 250;

export interface TimedCall {
  label: string;
  path: string;
  medianMs: number;
  p95Ms: number;
  bytes: number;
}

export interface ListBenchOutcome {
  subscribers: number;
  calls: TimedCall[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** `runs` requests one after the other, after `warmups` untimed: the median and 95th percentile. */
async function time(
  origin: string,
  headers: Record<string, string>,
  label: string,
  path: string,
  runs: number,
): Promise<TimedCall> {
  const warmups = 3;
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < warmups + runs; index += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    bytes = body.byteLength;
    if (index >= warmups) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { label, path, medianMs: percentile(times, 50), p95Ms: percentile(times, 95), bytes };
}

/** Adds `count` subscribers (every fifth pending) straight to the stopped server's database. */
async function addSubscribers(dataDir: string, count: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`
      insert into newsletter_subscribers (email, confirmed_at, created_at)
      select 'reader' || n || '@example.com', case when n % 5 = 0 then null else now() end,
             now() - (${count} - n) * interval '1 minute'
      from generate_series(1, ${count}) as n
    `);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

export async function runAdminLists({
  dist,
  runs = 20,
}: {
  dist: string;
  runs?: number;
}): Promise<ListBenchOutcome> {
  const dataDir = await tempDir('lists');
  // The first start migrates and seeds; the subscribers go in while it is stopped (the embedded
  // database is one process's), then the figures are of the server started again on them.
  const seeding = await startServer(dist, dataDir);
  await seeding.stop();
  await addSubscribers(dataDir, LIST_SUBSCRIBERS);
  const server = await startServer(dist, dataDir, seeding.admin);
  try {
    const admin = await signIn(server.origin, server.admin);
    const calls: TimedCall[] = [];
    for (const [label, path] of [
      ['first page (paged)', '/api/admin/subscribers'],
      ['a search (paged)', '/api/admin/subscribers?q=reader4242'],
      ['a page deep in the list', '/api/admin/subscribers?page=900'],
      ['whole list (unpaged, the spec call)', '/api/admin/newsletters'],
    ] as const) {
      calls.push(await time(server.origin, admin.headers, label, path, runs));
    }
    return { subscribers: LIST_SUBSCRIBERS, calls };
  } finally {
    await server.stop();
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} kB`;

export function adminListLines({ subscribers, calls }: ListBenchOutcome): string[] {
  const whole = calls.find((call) => call.path === '/api/admin/newsletters')!;
  return [
    `Admin lists with ${subscribers.toLocaleString('en-US')} subscribers (one request at a time; ratio = paged ÷ unpaged):`,
    '  call                                  median     p95        size       time ratio  size ratio',
    ...calls.map((call) =>
      [
        `  ${call.label.padEnd(37)}`,
        `${call.medianMs.toFixed(1).padStart(7)} ms`,
        `${call.p95Ms.toFixed(1).padStart(7)} ms`,
        kB(call.bytes).padStart(10),
        `${(call.medianMs / whole.medianMs).toFixed(3).padStart(11)}`,
        `${(call.bytes / whole.bytes).toFixed(4).padStart(11)}`,
      ].join(' '),
    ),
  ];
}

export function adminListChecks({ calls }: ListBenchOutcome): Check[] {
  return calls
    .filter((call) => call.path !== '/api/admin/newsletters')
    .map((call) => ({
      pass: call.p95Ms <= PAGE_TARGET_MS,
      what: `admin lists: ${call.label} p95 ${call.p95Ms.toFixed(1)} ms (target ≤ ${PAGE_TARGET_MS} ms with 50,000 subscribers)`,
    }));
}
