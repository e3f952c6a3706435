/**
 * The draw's first minute: a piece whose 12 inch is sold by a draw is released, and at once 2000
 * collectors each enter it, split between two instances of the built server sharing one
 * PostgreSQL. It reports errors (target 0), latency, and whether the database holds exactly one
 * entry per collector, each with its own code. The collectors come from 40 network addresses
 * (50 behind each), named by X-Forwarded-For to servers that trust the loopback proxy. Each entry
 * carries its solved challenge, solved before the release as a browser solves it while its
 * collector types (decision 47); without one, a network may send 3 entries a minute.
 */
import pg from 'pg';
import { answerHeader, solveChallenges, solveCost } from './challenge-answers';
import { tempDir } from './cleanup';
import { quantile } from './reservations';
import { scratchDatabase } from './scratch-database';
import { type BenchServer, startServer } from './server-process';

export interface DrawEntriesSettings {
  dist: string;
  adminDatabaseUrl: string;
  clients: number;
  leadSeconds: number;
}

export interface DrawEntriesOutcome {
  clients: number;
  errors: number;
  failures: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Entries stored, and distinct codes among them. */
  stored: number;
  distinctCodes: number;
  /** Seconds from the release to the last answer. */
  seconds: number;
  /** Milliseconds of one core a challenge cost altcha-lib's solver (a script's cost per try). */
  challengeMs: { mean: number; p99: number; max: number };
}

const ADDRESSES = 40;
const addressOf = (index: number) => `100.64.${index % ADDRESSES}.1`;

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A piece locked until `releaseAt`, its 12 inch sold by a draw open for 15 minutes from then. */
async function plantDrawPiece(databaseUrl: string, releaseAt: Date): Promise<number> {
  const [row] = await query<{ id: number }>(
    databaseUrl,
    `insert into sculptures (slug, title, tagline, intro, medium, edition, finish, certificate, status,
       seo_title, seo_description, sizes, is_locked, release_at, edition_size_100, sale_mode_100, draw_window_minutes)
     values ('bench-draw', 'Bench Draw', 'Chrome', 'The draw.', 'Resin', 'Limited Edition of 10', 'Mirror', 'Yes',
       'Available', 'Bench Draw', 'Bench Draw', '["12 inch"]', true, $1, 10, 'draw', 15)
     returning id`,
    [releaseAt],
  );
  await query(
    databaseUrl,
    `insert into edition_numbers (sculpture_id, size, number) select $1, '100', n from generate_series(1, 10) as n`,
    [row!.id],
  );
  return row!.id;
}

async function enter(server: BenchServer, sculptureId: number, index: number, answer: string) {
  const started = performance.now();
  try {
    const response = await fetch(`${server.origin}/api/draws/${sculptureId}/100/entries`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': addressOf(index),
        ...answerHeader(answer),
      },
      body: JSON.stringify({ name: `Collector ${index}`, email: `collector${index}@bench.example` }),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status as number | string };
  } catch (error) {
    return { ms: performance.now() - started, status: (error as Error).name };
  }
}

export async function runDrawEntries(settings: DrawEntriesSettings): Promise<DrawEntriesOutcome> {
  const databaseUrl = await scratchDatabase(settings.adminDatabaseUrl, 'draws');
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '127.0.0.1' };
  const first = await startServer(settings.dist, await tempDir('draws-seed'), undefined, { env });
  await first.stop();
  const servers = [
    await startServer(settings.dist, await tempDir('draws-a'), first.admin, { env }),
    await startServer(settings.dist, await tempDir('draws-b'), first.admin, { env }),
  ];
  try {
    const solved = await solveChallenges(servers[0]!.origin, settings.clients, addressOf);
    const releaseAt = new Date(Date.now() + settings.leadSeconds * 1000);
    const sculptureId = await plantDrawPiece(databaseUrl, releaseAt);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, releaseAt.getTime() - Date.now())));
    const released = performance.now();
    const answers = await Promise.all(
      Array.from({ length: settings.clients }, (_, index) =>
        enter(servers[index % 2]!, sculptureId, index, solved.answers[index]!),
      ),
    );
    const seconds = (performance.now() - released) / 1000;
    const failures: Record<string, number> = {};
    for (const { status } of answers)
      if (status !== 201) failures[String(status)] = (failures[String(status)] ?? 0) + 1;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const [counts] = await query<{ stored: string; codes: string }>(
      databaseUrl,
      `select count(*) as stored, count(distinct entry_code) as codes
       from draw_entries e join draws d on d.id = e.draw_id where d.sculpture_id = $1`,
      [sculptureId],
    );
    return {
      clients: settings.clients,
      errors: Object.values(failures).reduce((sum, count) => sum + count, 0),
      failures,
      p50Ms: quantile(times, 0.5),
      p99Ms: quantile(times, 0.99),
      maxMs: times.at(-1) ?? 0,
      stored: Number(counts!.stored),
      distinctCodes: Number(counts!.codes),
      seconds,
      challengeMs: solveCost(solved.solveMs),
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

export function drawEntriesLines(outcome: DrawEntriesOutcome): string[] {
  const failures = Object.entries(outcome.failures)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
  return [
    `Draw entries: ${outcome.clients} collectors enter a draw at its release, on two instances sharing PostgreSQL, answered in ${outcome.seconds.toFixed(1)} s`,
    `  errors ${outcome.errors}${failures ? ` (${failures})` : ''}; latency p50 ${outcome.p50Ms.toFixed(0)} ms, p99 ${outcome.p99Ms.toFixed(0)} ms, max ${outcome.maxMs.toFixed(0)} ms`,
    `  entries stored ${outcome.stored}, distinct codes ${outcome.distinctCodes}`,
    `  each entry's challenge cost a script's one core ${outcome.challengeMs.mean.toFixed(0)} ms on average, p99 ${outcome.challengeMs.p99.toFixed(0)} ms, max ${outcome.challengeMs.max.toFixed(0)} ms (a browser solves it while its collector types)`,
  ];
}

export function drawEntriesChecks(outcome: DrawEntriesOutcome) {
  return [
    {
      pass: outcome.errors === 0 && outcome.seconds <= 60,
      what: `draw entries: ${outcome.errors} errors of ${outcome.clients} in the first minute (target 0, all within 60 s: ${outcome.seconds.toFixed(1)} s), p99 ${outcome.p99Ms.toFixed(0)} ms`,
    },
    {
      pass: outcome.stored === outcome.clients && outcome.distinctCodes === outcome.clients,
      what: `draw entries: ${outcome.stored} stored with ${outcome.distinctCodes} distinct codes (target ${outcome.clients} each)`,
    },
  ];
}
