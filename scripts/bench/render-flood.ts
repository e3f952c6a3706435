/**
 * A flood of random query strings from one client must not slow a cached page for everyone
 * else (decision 27): pages map unknown query values onto the page without them, so such a flood
 * is hits, and what misses is budgeted per client. Measures a cached sculpture page's latency
 * for other visitors alone, then again while 16 connections send `/contact?piece=<random>`,
 * `/waitlist?piece=<random>`, `/sculptures/<slug>?utm=<random>` and `/<random>`; fails if the
 * p99 grows by more than 50 ms.
 *   npm run build && npm run bench:render-flood      (BENCH_DIST picks another build)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server-process';
import { findTools } from './tools';
import { runWrk } from './wrk';

const P99_BUDGET_MS = 50;
const SECONDS = Number(process.env.RENDER_FLOOD_SECONDS ?? 15);
const FLOOD_SCRIPT = fileURLToPath(new URL('./random-queries.lua', import.meta.url));
const dist = process.env.BENCH_DIST ?? 'dist';

const { wrk } = findTools();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-render-flood-'));
const server = await startServer(dist, dataDir);
try {
  const sculptures = (await (await fetch(`${server.origin}/api/sculptures`)).json()) as { slug: string }[];
  const slug = sculptures[0]!.slug;
  const page = `${server.origin}/sculptures/${slug}`;
  await fetch(page).then((response) => response.arrayBuffer()); // cached from here on
  const visitors = { url: page, threads: 1, connections: 4, seconds: SECONDS };

  const alone = await runWrk(wrk, visitors);
  const [flooded, flood] = await Promise.all([
    runWrk(wrk, visitors),
    runWrk(wrk, {
      url: `${server.origin}/`,
      threads: 2,
      connections: 16,
      seconds: SECONDS,
      script: FLOOD_SCRIPT,
      scriptArgs: ['/contact?piece=', '/waitlist?piece=', `/sculptures/${slug}?utm=`, '/'],
    }),
  ]);
  const grew = flooded.latencyP99Ms - alone.latencyP99Ms;
  console.log(`cached page alone:        p50 ${alone.latencyP50Ms} ms, p99 ${alone.latencyP99Ms} ms`);
  console.log(`cached page under flood:  p50 ${flooded.latencyP50Ms} ms, p99 ${flooded.latencyP99Ms} ms`);
  const classes = Object.entries(flood.statusClasses ?? {})
    .map(([status, count]) => `${status}=${count}`)
    .join(' ');
  console.log(`flood: ${flood.requests} requests (${flood.requestsPerSecond.toFixed(0)}/s), ${classes}`);
  console.log(`p99 grew by ${grew.toFixed(2)} ms (budget ${P99_BUDGET_MS} ms)`);
  if (grew > P99_BUDGET_MS) {
    console.error('FAILED: the flood slowed the cached page for other visitors');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
