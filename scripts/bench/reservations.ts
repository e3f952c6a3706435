/**
 * The reservation drop: a piece with 10 numbers of one size is released, and at the release
 * minute 2000 collectors each ask to reserve it, split between two instances of the built server
 * sharing one PostgreSQL (as behind a load balancer). It reports errors (target 0), latency, how
 * many were held (exactly the 10 numbers) and whether the places given run 1..2000 once each.
 * The collectors come from 40 network addresses (50 behind each, as carrier-grade NATs put
 * them), named by X-Forwarded-For to servers that trust the loopback proxy. Each form carries a
 * solved challenge, as a browser's does (decision 47): solved before the minute, as a browser
 * solves it while its collector types, and what that cost a script's one core is reported.
 */
import pg from 'pg';
import { startStripePeer } from '../../server/test/stripe-peer';
import { signIn } from './admin-client';
import { answerHeader, solveChallenges, solveCost } from './challenge-answers';
import { tempDir } from './cleanup';
import {
  BENCH_STRIPE,
  type PayingMinuteOutcome,
  payingMinuteChecks,
  payingMinuteLines,
  runPayingMinute,
} from './paying-minute';
import { scratchDatabase } from './scratch-database';
import { type BenchServer, startServer } from './server-process';

export interface ReservationDropSettings {
  dist: string;
  /** A PostgreSQL role that may create databases: the run makes its own, dropped at the end. */
  adminDatabaseUrl: string;
  clients: number;
  numbers: number;
  /** Seconds from the piece being scheduled to its release. */
  leadSeconds: number;
}

export interface ReservationDropOutcome {
  clients: number;
  numbers: number;
  errors: number;
  /** Status (or network failure) of each failed request, counted. */
  failures: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests answered 'held'. */
  held: number;
  /** Numbers of the size held in the register afterwards (read from the database). */
  heldInRegister: number;
  /** Every place 1..clients given exactly once. */
  positionsWithoutGaps: boolean;
  /** Requests each instance answered. */
  perInstance: number[];
  /** The minute after: the holders pay at once (paying-minute.ts). */
  paying: PayingMinuteOutcome;
  /** Milliseconds of one core a challenge cost altcha-lib's solver (a script's cost per try). */
  challengeMs: { mean: number; p99: number; max: number };
}

const ADDRESSES = 40;
const SLUG = 'bench-drop';

export const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** The piece of the drop: locked until `releaseAt`, Available, 10 numbers of 12 inch in its register. */
async function plantPiece(databaseUrl: string, numbers: number, releaseAt: Date): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const inserted = await client.query<{ id: number }>(
      `insert into sculptures (slug, title, tagline, intro, medium, edition, finish, certificate, status,
         seo_title, seo_description, sizes, is_locked, release_at, edition_size_100)
       values ($1, 'Bench Drop', 'Chrome', 'The drop.', 'Resin', $2, 'Mirror', 'Yes', 'Available',
         'Bench Drop', 'Bench Drop', '["12 inch"]', true, $3, $4)
       returning id`,
      [SLUG, `Limited Edition of ${numbers}`, releaseAt, numbers],
    );
    const id = inserted.rows[0]!.id;
    await client.query(
      `insert into edition_numbers (sculpture_id, size, number) select $1, '100', n from generate_series(1, $2::int) as n`,
      [id, numbers],
    );
    return id;
  } finally {
    await client.end();
  }
}

async function heldInRegister(databaseUrl: string, sculptureId: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from edition_numbers where sculpture_id = $1 and size = '100' and state = 'held'`,
      [sculptureId],
    );
    return Number(result.rows[0]!.count);
  } finally {
    await client.end();
  }
}

interface Answer {
  instance: number;
  ms: number;
  status: number | string;
  position?: number;
  state?: string;
}

/** A collector's network: 50 of them behind each of 40 carrier-grade NAT addresses. */
const addressOf = (index: number) => `100.64.${Math.floor(index % ADDRESSES)}.1`;

async function ask(
  server: BenchServer,
  instance: number,
  sculptureId: number,
  index: number,
  answer: string,
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${server.origin}/api/reservations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': addressOf(index),
        ...answerHeader(answer),
      },
      body: JSON.stringify({
        sculptureId,
        size: '100',
        name: `Collector ${index}`,
        email: `collector${index}@bench.example`,
      }),
    });
    const body = (await response.json()) as { position?: number; state?: string };
    return { instance, ms: performance.now() - started, status: response.status, ...body };
  } catch (error) {
    return { instance, ms: performance.now() - started, status: (error as Error).name };
  }
}

export async function runReservationDrop(settings: ReservationDropSettings): Promise<ReservationDropOutcome> {
  const databaseUrl = await scratchDatabase(settings.adminDatabaseUrl, 'reservations');
  // Stripe's stand-in, for the paying minute after the drop; its events are sent by the bench itself.
  const peer = await startStripePeer(BENCH_STRIPE);
  const env = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '127.0.0.1',
    STRIPE_SECRET_KEY: BENCH_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: BENCH_STRIPE.webhookSecret,
    STRIPE_API_URL: peer.url,
  };
  // The first start migrates and seeds the demo content; both instances then share it.
  const first = await startServer(settings.dist, await tempDir('reservations-seed'), undefined, { env });
  await first.stop();
  const servers = [
    await startServer(settings.dist, await tempDir('reservations-a'), first.admin, { env }),
    await startServer(settings.dist, await tempDir('reservations-b'), first.admin, { env }),
  ];
  try {
    // Signed in as the dashboard does: the admin exists and the servers answer.
    await signIn(servers[0]!.origin, first.admin);
    const solved = await solveChallenges(servers[0]!.origin, settings.clients, addressOf);
    const releaseAt = new Date(Date.now() + settings.leadSeconds * 1000);
    const sculptureId = await plantPiece(databaseUrl, settings.numbers, releaseAt);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, releaseAt.getTime() - Date.now())));
    // The release minute: every collector asks at once, half on each instance.
    const answers = await Promise.all(
      Array.from({ length: settings.clients }, (_, index) =>
        ask(servers[index % 2]!, index % 2, sculptureId, index, solved.answers[index]!),
      ),
    );
    const failures: Record<string, number> = {};
    for (const answer of answers) {
      if (answer.status !== 201) failures[String(answer.status)] = (failures[String(answer.status)] ?? 0) + 1;
    }
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const heldNow = await heldInRegister(databaseUrl, sculptureId);
    const paying = await runPayingMinute({ databaseUrl, servers, sculptureId, peer });
    const positions = answers
      .map((answer) => answer.position)
      .filter((position): position is number => position !== undefined)
      .sort((a, b) => a - b);
    return {
      clients: settings.clients,
      numbers: settings.numbers,
      errors: Object.values(failures).reduce((sum, count) => sum + count, 0),
      failures,
      p50Ms: quantile(times, 0.5),
      p99Ms: quantile(times, 0.99),
      maxMs: times.at(-1) ?? 0,
      held: answers.filter((answer) => answer.state === 'held').length,
      heldInRegister: heldNow,
      positionsWithoutGaps:
        positions.length === settings.clients && positions.every((position, index) => position === index + 1),
      perInstance: [0, 1].map((instance) => answers.filter((answer) => answer.instance === instance).length),
      paying,
      challengeMs: solveCost(solved.solveMs),
    };
  } finally {
    for (const server of servers) await server.stop();
    await peer.close();
  }
}

/** The report's lines. */
export function reservationDropLines(outcome: ReservationDropOutcome): string[] {
  const failures = Object.entries(outcome.failures)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');
  return [
    `Reservation drop: ${outcome.clients} collectors reserve one size of a piece with ${outcome.numbers} numbers at its release, on two instances sharing PostgreSQL (${outcome.perInstance.join(' + ')} requests)`,
    `  errors ${outcome.errors}${failures ? ` (${failures})` : ''}; latency p50 ${outcome.p50Ms.toFixed(0)} ms, p99 ${outcome.p99Ms.toFixed(0)} ms, max ${outcome.maxMs.toFixed(0)} ms`,
    `  each form's challenge cost a script's one core ${outcome.challengeMs.mean.toFixed(0)} ms on average, p99 ${outcome.challengeMs.p99.toFixed(0)} ms, max ${outcome.challengeMs.max.toFixed(0)} ms (a browser solves it while its collector types)`,
    `  held ${outcome.held} (register: ${outcome.heldInRegister} numbers held); places 1..${outcome.clients} each given once: ${outcome.positionsWithoutGaps ? 'yes' : 'NO'}`,
    ...payingMinuteLines(outcome.paying),
  ];
}

/** The checks for the summary: no error, exactly the numbers held, places without gaps. */
export function reservationDropChecks(outcome: ReservationDropOutcome) {
  return [
    {
      pass: outcome.errors === 0,
      what: `reservation drop: ${outcome.errors} errors of ${outcome.clients} requests (target 0), p99 ${outcome.p99Ms.toFixed(0)} ms`,
    },
    {
      pass: outcome.held === outcome.numbers && outcome.heldInRegister === outcome.numbers,
      what: `reservation drop: ${outcome.held} held, ${outcome.heldInRegister} held in the register (target exactly ${outcome.numbers})`,
    },
    {
      pass: outcome.positionsWithoutGaps,
      what: `reservation drop: places 1..${outcome.clients} each given once, without gaps (${outcome.positionsWithoutGaps ? 'yes' : 'no'})`,
    },
    ...payingMinuteChecks(outcome.paying),
  ];
}
