import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cleanUpOnSignals, onCleanup, runCleanups } from '../bench/cleanup';
import { startServer } from '../bench/server-process';
import { hostileRequest, type Plan, RUN_MARKER, tagsIn, type ValidBody } from './hostile-requests';
import { sendMalformed } from './malformed-http';
import { BYSTANDER_ADDRESS, floodRequest, RenderFloodTally, renderingRoutes } from './render-flood';
import { readRouteTable } from './route-table';
import { sendAll } from './send-requests';
import { openStoppedDatabase, tagsInDatabase, tagsInFiles } from './stored-tags';
import { FuzzVerdict } from './verdict';

/**
 * `npm run fuzz`: hostile requests built from the route table against the built server (dist) on
 * its own embedded database, port and folder. Fails on a 5xx, an answer over 2 s, a request left
 * unanswered, the server stopping, an admin route answering a forged credential, and on anything a
 * refused request sent being found stored afterwards (every row of every table, every file).
 * FUZZ_REQUESTS sets the number of visitor requests (default 10,000).
 */
const VISITOR_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
/** Sent with a real admin session: admin handlers meet hostile bodies too. */
const ADMIN_REQUESTS = Math.round(VISITOR_REQUESTS / 5);
const MALFORMED_ROUNDS = 10;
/** Requests of the flood from one network at the pages rendered per request (render-flood.ts). */
const FLOOD_REQUESTS = 1500;
/** The server's RENDERS_PER_MINUTE for the run: the default, which the flood must meet. */
const RENDERS_PER_MINUTE = 60;
/** FUZZ_DIST: another build than ./dist (side-by-side runs). */
const DIST = path.resolve(process.env.FUZZ_DIST ?? 'dist');
const ADMIN = { username: 'fuzz-admin', password: `fuzz-${RUN_MARKER}-password` };

cleanUpOnSignals();
const started = Date.now();
const root = await mkdtemp(path.join(os.tmpdir(), 'vitrine-fuzz-'));
onCleanup(() => rm(root, { recursive: true, force: true }));
const dataDir = path.join(root, 'data');
const verdict = new FuzzVerdict();

try {
  const [server, routes] = await Promise.all([
    startServer(DIST, dataDir, ADMIN, {
      env: {
        // The fuzz is its proxy: each request speaks for another visitor, so per-visitor limits
        // answer 429 only where the fuzz means to meet them.
        TRUST_PROXY: '127.0.0.1',
        NOTIFY_EMAIL: 'studio@example.com',
        RENDERS_PER_MINUTE: String(RENDERS_PER_MINUTE),
      },
      // The seeded demo site is made first when no run before made it: minutes on a busy machine.
      readyTimeoutMs: 600_000,
    }),
    readRouteTable(path.join(root, 'route-table-media'), path.join(DIST, 'client')),
  ]);
  const origin = server.origin;
  const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
  console.log(
    `fuzz ${RUN_MARKER}: ${routes.length} routes; server at ${origin} ready in ${seconds(started)} s; data in ${dataDir}`,
  );

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.1', ...headers },
      body: JSON.stringify(body),
    });
  const pieces = (await (await fetch(`${origin}/api/sculptures`)).json()) as {
    title: string;
    slug: string;
  }[];
  const pieceTitle = pieces[0]?.title ?? 'Chrome Heart';
  // Someone who subscribed and joined a waitlist for real: no forged unsubscribe or leave link
  // may remove them.
  const canary = `${RUN_MARKER}canary@example.com`;
  verdict.check(
    (await post('/api/newsletters', { email: canary })).ok,
    'setup',
    'the canary could not subscribe',
  );
  verdict.check(
    (await post('/api/waitlists', { email: canary, sculptureType: pieceTitle })).ok,
    'setup',
    'the canary could not join a waitlist',
  );
  const validBody: ValidBody = (route, tag) =>
    ({
      'POST /api/newsletters': { email: `${tag}@example.com` },
      'POST /api/waitlists': { email: `${tag}@example.com`, sculptureType: pieceTitle },
      'POST /api/inquiries': {
        name: `Fuzz ${tag}`,
        email: `${tag}@example.com`,
        location: 'Lisbon',
        isCollector: 'true',
        isGallery: 'false',
        message: `A question ${tag}`,
        sculptureInterest: pieceTitle,
      },
    })[route];

  const visitors: Plan = { routes, validBody };
  let phase = Date.now();
  await sendAll(
    origin,
    VISITOR_REQUESTS,
    (n) => hostileRequest(visitors, n),
    (answer) => verdict.judge(answer, false),
  );
  console.log(`${VISITOR_REQUESTS} visitor requests in ${seconds(phase)} s`);

  const login = await post('/api/admin/login', ADMIN);
  const { token } = (await login.json()) as { token: string };
  const admin: Plan = {
    // Signing out would end the session the rest of the run uses.
    routes: routes.filter((route) => !route.public && route.url !== '/api/admin/logout'),
    validBody,
    session: token,
  };
  phase = Date.now();
  await sendAll(
    origin,
    ADMIN_REQUESTS,
    (i) => hostileRequest(admin, VISITOR_REQUESTS + i),
    (answer) => verdict.judge(answer, true),
  );
  console.log(`${ADMIN_REQUESTS} requests with an admin session in ${seconds(phase)} s`);

  // One network at every route that renders a page per request, as fast as 16 connections go:
  // each render is paid from its budget, whatever the status, and a form answered with errors
  // renders once a minute; the rest are small plain answers (or 429s).
  const flooded = renderingRoutes(routes);
  const tally = new RenderFloodTally();
  phase = Date.now();
  const floodStart = VISITOR_REQUESTS + ADMIN_REQUESTS;
  await sendAll(
    origin,
    FLOOD_REQUESTS,
    (i) => floodRequest(flooded, pieces[0]?.slug ?? 'no-piece', floodStart + i, i),
    (answer) => {
      verdict.judge(answer, false);
      tally.count(answer);
    },
    16,
  );
  const bystander = await fetch(`${origin}/verify`, { headers: { 'x-forwarded-for': BYSTANDER_ADDRESS } });
  verdict.judgeRenderFlood(tally, RENDERS_PER_MINUTE, bystander.status);
  console.log(
    `${FLOOD_REQUESTS} requests from one network at ${flooded.length} rendering routes in ${seconds(phase)} s: ${tally.pages} pages (${tally.errorPages} with errors), ${tally.otherAnswers} other answers (largest refusal ${tally.largestRefusal} B)`,
  );

  for (const answer of await sendMalformed(Number(new URL(origin).port), MALFORMED_ROUNDS))
    verdict.judgeRaw(answer);

  const ready = await fetch(`${origin}/readyz`).then(
    (response) => response.status,
    () => 0,
  );
  verdict.check(
    server.alive() && ready === 200,
    'the server stopped',
    `alive ${server.alive()}, /readyz ${ready}`,
  );
  await server.stop();
  if (!verdict.passed) console.log(`server output (last lines):\n${server.output.lines().join('\n')}`);

  const database = await openStoppedDatabase(dataDir);
  try {
    verdict.judgeStored(await tagsInDatabase(database));
    const { rows } = await database.query<{ left: boolean }>(
      'select unsubscribed_at is not null as left from newsletter_subscribers where email = $1',
      [canary],
    );
    verdict.check(
      rows[0]?.left === false,
      'forged unsubscribe links obeyed',
      `the canary subscriber: ${JSON.stringify(rows)}`,
    );
    const member = await database.query('select id from waitlist_members where email = $1', [canary]);
    verdict.check(
      member.rows.length === 1,
      'forged waitlist leave links obeyed',
      `the canary's waitlist rows: ${member.rows.length}`,
    );
  } finally {
    await database.close();
  }
  // Traversal would write beside the data folder or in the working directory.
  verdict.judgeStored(await tagsInFiles(root, [path.join(dataDir, 'db')]));
  const besides = (await readdir(process.cwd())).flatMap((name) =>
    tagsIn(name).map((n) => ({ n, where: name })),
  );
  verdict.judgeStored(besides);
  verdict.check(verdict.sent >= VISITOR_REQUESTS, 'too few requests', `${verdict.sent} sent`);
} catch (error) {
  verdict.check(
    false,
    'the run did not complete',
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  );
} finally {
  await runCleanups();
}

console.log(`${verdict.passed ? 'PASS' : 'FAIL'} fuzz (${((Date.now() - started) / 1000).toFixed(1)} s)`);
for (const line of verdict.report()) console.log(`  ${line}`);
process.exit(verdict.passed ? 0 : 1);
