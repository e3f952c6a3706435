/**
 * The drop through the edge: Varnish (deploy/varnish/vitrine.vcl) in front of two instances on one
 * PostgreSQL database, 10,000 connections on /collection and the piece's page across its release
 * minute. It measures what collectors get (errors, p99), how long after `releaseAt` every answer,
 * in each encoding, shows the piece released, and how many requests reached the instances.
 */
import { request } from '../edge/edge-client';
import { type Edge, startEdge } from '../edge/varnish-process';
import { type AdminClient, signIn } from './admin-client';
import { captureOk } from './capture';
import { onCleanup, tempDir } from './cleanup';
import { releasedSince, schedule, sculptureSlug } from './drop';
import { startNginx } from './nginx-process';
import { revealMarkers, showsRelease } from './reveal-markers';
import { scratchDatabase } from './scratch-database';
import { type BenchServer, startServer } from './server-process';
import { runWrk, STATUS_MIX_SCRIPT } from './wrk';
import type { WrkResult } from './wrk-output';

export interface EdgeDropSettings {
  wrk: string;
  nginx: string;
  dist: string;
  /** A PostgreSQL server URL whose user may create databases: the scenario makes its own. */
  databaseUrl: string;
  connections: number;
  seconds: number;
  /** Seconds from the start of the load to `releaseAt`. */
  leadSeconds: number;
  progress: (line: string) => void;
}

export interface EdgeDropOutcome {
  paths: string[];
  load: WrkResult;
  /** The same load on nginx serving the released pages' bytes: this machine's floor. */
  nginx: WrkResult;
  /** Per path: ms from releaseAt until every answer in every encoding showed the release. */
  releasedAfterMs: Record<string, number | undefined>;
  samples: number;
  /** Requests Varnish sent to the instances during the load (MAIN.backend_req). */
  originRequests: number;
  /** Requests Varnish answered during the load (MAIN.client_req). */
  edgeRequests: number;
  /**
   * Varnish's own account of the load: worker threads at the end, sessions that waited for a
   * thread or were dropped for want of one, and times it wanted a thread past thread_pool_max.
   */
  varnish: { threads: number; queued: number; dropped: number; limited: number };
  /** Whether both instances were still up at the end. */
  instancesAlive: boolean;
}

/** What browsers send, and what wrk sends (nothing): each is its own copy at the edge. */
const ENCODINGS = ['gzip, deflate, br, zstd', 'gzip, deflate', ''];
const POLL_INTERVAL_MS = 20;

interface Sample {
  sentAt: number;
  released: boolean;
}

async function pollEdge(edge: Edge, path: string, markers: string[], encoding: string, until: number) {
  const samples: Sample[] = [];
  while (Date.now() < until) {
    const sentAt = Date.now();
    const answer = await request(edge.url, path, {
      headers: encoding ? { 'accept-encoding': encoding } : {},
    }).catch(() => null);
    samples.push({
      sentAt,
      released: answer?.status === 200 && showsRelease(answer.text, markers),
    });
    const next = sentAt + POLL_INTERVAL_MS - Date.now();
    if (next > 0) await new Promise((resolve) => setTimeout(resolve, next));
  }
  return samples;
}

export async function runEdgeDrop(settings: EdgeDropSettings): Promise<EdgeDropOutcome> {
  const { progress } = settings;
  progress('edge: a PostgreSQL database of its own, two instances (the first migrates and seeds)…');
  const databaseUrl = await scratchDatabase(settings.databaseUrl, 'edge');
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '1' };
  const first = await startServer(settings.dist, await tempDir('edge-a'), undefined, { env });
  const second = await startServer(settings.dist, await tempDir('edge-b'), first.admin, { env });
  const instances: BenchServer[] = [first, second];
  const edge = await startEdge({
    instances: instances.map((instance) => ({
      host: '127.0.0.1',
      port: Number(new URL(instance.origin).port),
    })),
    storageMb: 256,
    // A worker thread per busy connection: the drop keeps thousands busy at once. wrk counts a
    // keep-alive connection the edge closes after timeout_idle (5 s) as a read error, where a
    // browser opens another; a starved wrk leaves connections idle that long.
    parameters: {
      thread_pool_min: '500',
      thread_pool_max: '5000',
      listen_depth: '16384',
      timeout_idle: '60',
    },
  });
  onCleanup(() => edge.stop());
  try {
    const slug = await sculptureSlug(first.origin);
    const paths = ['/collection', `/sculptures/${encodeURIComponent(slug)}`];
    const released = await Promise.all(paths.map((path) => captureOk(first.origin, path)));
    const start = Date.now() + 1000;
    const releaseAt = new Date(start + settings.leadSeconds * 1000);
    const admin: AdminClient = await signIn(first.origin, first.admin);
    await schedule(admin, slug, releaseAt);
    // Asked of an instance: the edge may still hold the released copy for a second or two.
    const markers = await Promise.all(
      paths.map(async (path, index) => {
        const locked = await captureOk(second.origin, path);
        const found = revealMarkers(released[index]!.body.toString('utf8'), locked.body.toString('utf8'));
        if (found.length === 0) throw new Error(`${path} of the scheduled piece shows no sign of its lock`);
        return found;
      }),
    );
    const end = start + settings.seconds * 1000;
    const polls = Promise.all(
      paths.flatMap((path, index) =>
        ENCODINGS.map(async (encoding) => ({
          path,
          samples: await pollEdge(edge, path, markers[index]!, encoding, end),
        })),
      ),
    );
    progress(
      `edge: wrk -t2 -c${settings.connections} -d${settings.seconds}s through Varnish on ${paths.join(', ')}, released ${settings.leadSeconds} s in`,
    );
    const before = await edge.counters();
    const loadOn = (target: string) =>
      runWrk(settings.wrk, {
        url: `${target}/`,
        threads: 2,
        connections: settings.connections,
        seconds: settings.seconds,
        script: STATUS_MIX_SCRIPT,
        scriptArgs: paths,
      });
    const load = await loadOn(edge.url);
    const after = await edge.counters();
    const polled = await polls;
    progress("edge: the same load on nginx serving the released pages' bytes");
    const nginx = await startNginx(settings.nginx, released);
    let nginxLoad: WrkResult;
    try {
      nginxLoad = await loadOn(nginx.origin);
    } finally {
      await nginx.stop();
    }
    const releasedAfterMs: Record<string, number | undefined> = {};
    for (const path of paths) {
      const times = polled.filter((poll) => poll.path === path).map((poll) => releasedSince(poll.samples));
      releasedAfterMs[path] = times.some((time) => time === undefined)
        ? undefined
        : Math.max(0, Math.max(...(times as number[])) - releaseAt.getTime());
    }
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    return {
      paths,
      load,
      nginx: nginxLoad,
      releasedAfterMs,
      samples: polled.reduce((sum, poll) => sum + poll.samples.length, 0),
      originRequests: delta('MAIN.backend_req'),
      edgeRequests: delta('MAIN.client_req'),
      varnish: {
        threads: after['MAIN.threads'] ?? 0,
        queued: delta('MAIN.sess_queued'),
        dropped: delta('MAIN.sess_dropped'),
        limited: delta('MAIN.threads_limited'),
      },
      instancesAlive: instances.every((instance) => instance.alive()),
    };
  } finally {
    await edge.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}
