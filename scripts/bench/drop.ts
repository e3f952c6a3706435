/**
 * The drop scenario: a piece is scheduled to release a few seconds into a 2000-connection load on
 * /collection and its own page, as collectors refresh at the drop minute. It measures what they
 * get (errors, p99) and how long after `releaseAt` every answer shows the piece released, beside
 * nginx serving the released pages' bytes under the same load.
 */
import type { AdminClient } from './admin-client';
import { capture, captureOk } from './capture';
import { startNginx } from './nginx-process';
import { revealMarkers, showsRelease } from './reveal-markers';
import { runWrk, STATUS_MIX_SCRIPT } from './wrk';
import type { WrkResult } from './wrk-output';

export interface DropSettings {
  wrk: string;
  nginx: string;
  origin: string;
  admin: AdminClient;
  slug: string;
  connections: number;
  seconds: number;
  /** Seconds from the start of the load to `releaseAt`. */
  leadSeconds: number;
}

export interface DropOutcome {
  paths: string[];
  server: WrkResult;
  nginx: WrkResult;
  /** Per path: ms from releaseAt until every answer asked from then on showed the release; undefined = never. */
  releasedAfterMs: Record<string, number | undefined>;
  samples: number;
}

/** How often each path is asked, beside the load, to see when its answer changes. */
const POLL_INTERVAL_MS = 20;

interface Sample {
  sentAt: number;
  released: boolean;
}

/**
 * When every answer requested from some moment on showed the release: the send time of the first
 * released sample after the last locked one (an upper bound, to within the poll interval).
 */
export function releasedSince(samples: Sample[]): number | undefined {
  const lastLocked = samples.findLastIndex((sample) => !sample.released);
  return samples[lastLocked + 1]?.sentAt;
}

function pollUntil(origin: string, path: string, markers: string[], until: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const poll = async (): Promise<Sample[]> => {
    while (Date.now() < until) {
      const sentAt = Date.now();
      const answer = await capture(origin, path);
      samples.push({
        sentAt,
        released: answer.status === 200 && showsRelease(answer.body.toString('utf8'), markers),
      });
      const next = sentAt + POLL_INTERVAL_MS - Date.now();
      if (next > 0) await new Promise((resolve) => setTimeout(resolve, next));
    }
    return samples;
  };
  return poll();
}

interface AdminSculpture {
  id: number;
  slug: string;
  releaseAt?: string | null;
}

/** Sets the piece's release time, as the dashboard's form does. */
export async function schedule(admin: AdminClient, slug: string, releaseAt: Date): Promise<void> {
  const list = await admin.request<AdminSculpture[]>('GET', '/api/admin/sculptures');
  const piece = list.find((sculpture) => sculpture.slug === slug);
  if (!piece) throw new Error(`No sculpture ${slug} to drop`);
  const { isLocked: _manualLock, ...record } = piece as AdminSculpture & { isLocked?: string };
  await admin.request('PUT', `/api/admin/sculptures/${piece.id}`, {
    ...record,
    releaseAt: releaseAt.toISOString(),
  });
}

/** A released piece of the demo content: hero-kid when there, else the first in the list. */
export async function sculptureSlug(origin: string): Promise<string> {
  const list = JSON.parse((await captureOk(origin, '/api/sculptures')).body.toString('utf8')) as {
    slug: string;
    isLocked: string;
  }[];
  const released = list.filter((s) => s.isLocked !== 'true');
  const slug = released.find((s) => s.slug === 'hero-kid')?.slug ?? released[0]?.slug;
  if (!slug) throw new Error('The demo content has no released sculpture');
  return slug;
}

export async function runDrop(settings: DropSettings): Promise<DropOutcome> {
  const { origin, slug } = settings;
  const paths = ['/collection', `/sculptures/${encodeURIComponent(slug)}`];
  const released = await Promise.all(paths.map((path) => captureOk(origin, path)));

  const start = Date.now() + 1000;
  const releaseAt = new Date(start + settings.leadSeconds * 1000);
  await schedule(settings.admin, slug, releaseAt);
  const markers = await Promise.all(
    paths.map(async (path, index) => {
      const locked = await captureOk(origin, path);
      const found = revealMarkers(released[index]!.body.toString('utf8'), locked.body.toString('utf8'));
      if (found.length === 0) {
        throw new Error(`${path} of the scheduled piece carries the same media paths as the released one`);
      }
      return found;
    }),
  );

  const end = start + settings.seconds * 1000;
  const polls = Promise.all(paths.map((path, index) => pollUntil(origin, path, markers[index]!, end)));
  const load = (target: string, seconds: number) =>
    runWrk(settings.wrk, {
      url: `${target}/`,
      threads: 2,
      connections: settings.connections,
      seconds,
      script: STATUS_MIX_SCRIPT,
      scriptArgs: paths,
    });
  const server = await load(origin, settings.seconds);
  const samples = await polls;

  const nginx = await startNginx(settings.nginx, released);
  try {
    const nginxResult = await load(nginx.origin, settings.seconds);
    const releasedAfterMs: Record<string, number | undefined> = {};
    paths.forEach((path, index) => {
      const since = releasedSince(samples[index]!);
      releasedAfterMs[path] = since === undefined ? undefined : Math.max(0, since - releaseAt.getTime());
    });
    return {
      paths,
      server,
      nginx: nginxResult,
      releasedAfterMs,
      samples: samples.reduce((sum, list) => sum + list.length, 0),
    };
  } finally {
    await nginx.stop();
  }
}
