/**
 * WEB_CONCURRENCY measured: the built server on PostgreSQL with one worker and with two, on the
 * same seeded database, in alternating rounds beside nginx serving the same bytes.
 *   npm run build && BENCH_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres npm run bench:workers
 * BENCH_DATABASE_URL names a role that may create databases: the run seeds a database of its own,
 * dropped at the end. BENCH_SECONDS (each run of each round, default 5) and BENCH_CONNECTIONS
 * (default 256), BENCH_DIST as for `npm run bench`. Both servers are started before any load and
 * stay up, so a round measures the same processes, each while the other idles.
 */
import os from 'node:os';
import path from 'node:path';
import { captureOk } from './capture';
import { runBench, tempDir } from './cleanup';
import { startNginx } from './nginx-process';
import { loadErrors, MB } from './report';
import { treeRssBytes } from './rss-sampler';
import { scratchDatabase } from './scratch-database';
import { type BenchServer, startServer } from './server-process';
import { findTools } from './tools';
import { runWrk } from './wrk';
import type { WrkResult } from './wrk-output';

const ROUNDS = 3;
const THREADS = 2;
const PATHS = ['/api/sculptures', '/', '/collection'];

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function line(label: string, runs: WrkResult[]) {
  const rps = median(runs.map((r) => r.requestsPerSecond));
  const p99 = median(runs.map((r) => r.latencyP99Ms));
  const errors = runs.reduce((sum, r) => sum + loadErrors(r), 0);
  return {
    text: `${label.padEnd(12)} ${Math.round(rps).toLocaleString('en').padStart(8)} req/s  p99 ${p99.toFixed(1).padStart(7)} ms  errors ${errors}`,
    rps,
  };
}

async function main(): Promise<number> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL role that may create databases');
  const dist = process.env.BENCH_DIST || 'dist';
  const seconds = setting('BENCH_SECONDS', 5);
  const connections = setting('BENCH_CONNECTIONS', 256);
  const tools = findTools();
  console.log(`Vitrine workers benchmark, ${new Date().toISOString()}, build ${path.resolve(dist)}`);
  console.log(
    `  ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );

  const databaseUrl = await scratchDatabase(adminUrl, 'workers');
  const env = (workers: number) => ({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(workers) });
  // The first start migrates and seeds the demo content once; both measured servers share it.
  const first = await startServer(dist, await tempDir('workers-seed'), undefined, { env: env(1) });
  await first.stop();
  const servers: Record<string, BenchServer> = {
    '1 worker': await startServer(dist, await tempDir('workers-1'), first.admin, { env: env(1) }),
    '2 workers': await startServer(dist, await tempDir('workers-2'), first.admin, { env: env(2) }),
  };
  const answers = await Promise.all(PATHS.map((p) => captureOk(servers['1 worker']!.origin, p)));
  const nginx = await startNginx(tools.nginx, answers);
  const origins: Record<string, string> = {
    ...Object.fromEntries(Object.entries(servers).map(([label, s]) => [label, s.origin])),
    nginx: nginx.origin,
  };

  console.log(
    `\nwrk -t${THREADS} -c${connections} -d${seconds}s, ${ROUNDS} rounds of each in turn, medians:`,
  );
  for (const p of PATHS) {
    const results: Record<string, WrkResult[]> = Object.fromEntries(
      Object.keys(origins).map((label) => [label, []]),
    );
    for (const origin of Object.values(origins)) {
      await runWrk(tools.wrk, { url: `${origin}${p}`, threads: THREADS, connections: 64, seconds: 2 });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, origin] of Object.entries(origins)) {
        const result = await runWrk(tools.wrk, {
          url: `${origin}${p}`,
          threads: THREADS,
          connections,
          seconds,
        });
        results[label]!.push(result);
      }
    }
    console.log(`GET ${p}`);
    const lines = Object.fromEntries(
      Object.entries(results).map(([label, runs]) => [label, line(label, runs)]),
    );
    for (const entry of Object.values(lines)) console.log(`  ${entry.text}`);
    console.log(`  2 workers / 1 worker: ${(lines['2 workers']!.rps / lines['1 worker']!.rps).toFixed(2)}`);
  }
  for (const [label, server] of Object.entries(servers)) {
    console.log(`RSS after the load, ${label} (process tree): ${MB(treeRssBytes(server.pid))}`);
  }
  await nginx.stop();
  for (const server of Object.values(servers)) await server.stop();
  return 0;
}

await runBench(main);
