import path from 'node:path';
import type { DropOutcome } from './drop';
import type { EdgeDropOutcome } from './edge-drop';
import type { JsBudget, LazyLoad } from './js-budget';
import { totalSocketErrors, type WrkResult } from './wrk-output';

/** One round of the steady load: the server, then nginx straight after it. */
export interface PairedRound {
  server: WrkResult;
  nginx: WrkResult;
}

export interface UrlResult extends PairedRound {
  path: string;
  bytes: number;
  /** wrk's connections, the same for the server and nginx. */
  connections: number;
  /** The lowest share of nginx's req/s the server must reach on this URL. */
  minRatio: number;
  /** The server/nginx ratio of every round; `server` and `nginx` are the median round's. */
  roundRatios: number[];
}

export interface Check {
  pass: boolean | undefined;
  what: string;
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const MB = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
export const ratioOf = (round: PairedRound) => round.server.requestsPerSecond / round.nginx.requestsPerSecond;

/**
 * The round with the median ratio (the upper one of an even count), and every round's ratio in run
 * order. Other work on the machine comes and goes within seconds: short rounds, each pairing the
 * server with nginx right after it, and their median keep a passing burst from deciding the ratio.
 */
export function medianRound(rounds: PairedRound[]): PairedRound & { roundRatios: number[] } {
  if (rounds.length === 0) throw new Error('no rounds');
  const roundRatios = rounds.map(ratioOf);
  const byRatio = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b));
  const median = byRatio[Math.floor(byRatio.length / 2)]!;
  return { server: median.server, nginx: median.nginx, roundRatios };
}

function socketErrors(result: WrkResult): string {
  const total = totalSocketErrors(result);
  if (total === 0) return '0';
  const { connect, read, write, timeout } = result.socketErrors;
  return `${total} (connect ${connect}, read ${read}, write ${write}, timeout ${timeout})`;
}

/** Columns padded to their widest cell; the first two left-aligned, the others right-aligned. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

/** The server and nginx side by side, one pair of lines per URL and connection count. */
export function loadTable(urls: UrlResult[], seconds: number, rounds: number): string[] {
  const header = [
    'URL',
    'by',
    'conn.',
    'req/s',
    'p50',
    'p99',
    'max',
    'non-2xx/3xx',
    'server/nginx',
    'socket errors',
  ];
  const rows = urls.flatMap((url) => {
    const line = (who: string, result: WrkResult, ratio: string) => [
      who === 'server' ? `GET ${url.path} (${kB(url.bytes)})` : '',
      who,
      String(url.connections),
      number(result.requestsPerSecond),
      ms(result.latencyP50Ms),
      ms(result.latencyP99Ms),
      ms(result.latencyMaxMs),
      number(result.non2xx3xx),
      ratio,
      socketErrors(result),
    ];
    return [
      line(
        'server',
        url.server,
        `${ratioOf(url).toFixed(3)} (≥ ${url.minRatio.toFixed(2)}; rounds ${url.roundRatios.map((r) => r.toFixed(3)).join(', ')})`,
      ),
      line('nginx', url.nginx, ''),
    ];
  });
  return [
    `Steady load: wrk -t2 -c<conn.> -d${seconds}s --latency, same connections for both; ${rounds} rounds of server then nginx, the median round shown`,
    ...table([header, ...rows]),
  ];
}

/** Throughput, latency and errors of one spike run, on one line. */
export function spikeSummary(result: WrkResult): string {
  return `${number(result.requestsPerSecond)} req/s, p99 ${ms(result.latencyP99Ms)}, socket errors: ${socketErrors(result)}`;
}

export function spikeLines(result: WrkResult, connections: number, seconds: number, paths: string[]) {
  const classes = Object.entries(result.statusClasses ?? {})
    .map(([name, count]) => `${name} ${number(count)}`)
    .join(', ');
  return [
    `Spike: wrk -t2 -c${connections} -d${seconds}s (timeout 2 s), cycling ${paths.join(', ')}`,
    `  ${number(result.requestsPerSecond)} req/s, p50 ${ms(result.latencyP50Ms)}, p99 ${ms(result.latencyP99Ms)}, max ${ms(result.latencyMaxMs)}`,
    `  socket errors: ${socketErrors(result)}; non-2xx/3xx: ${number(result.non2xx3xx)}; answers: ${classes}`,
  ];
}

/** The beacon spike (POST /api/visits) beside the cached pages' spike of the same connections. */
export function beaconLines(beacons: WrkResult, pages: WrkResult, connections: number, seconds: number) {
  const classes = Object.entries(beacons.statusClasses ?? {})
    .map(([name, count]) => `${name} ${number(count)}`)
    .join(', ');
  return [
    `Beacons: wrk -t2 -c${connections} -d${seconds}s (timeout 2 s), POST /api/visits, each request another browser from one address`,
    `  ${number(beacons.requestsPerSecond)} req/s, p50 ${ms(beacons.latencyP50Ms)}, p99 ${ms(beacons.latencyP99Ms)}, max ${ms(beacons.latencyMaxMs)}; cached pages in the spike above: ${number(pages.requestsPerSecond)} req/s, p99 ${ms(pages.latencyP99Ms)}`,
    `  socket errors: ${socketErrors(beacons)}; answers: ${classes} (past 600 a minute from one network, a beacon is answered and not counted)`,
  ];
}

/** The drop scenario (drop.ts): the load across the release moment, and when every answer showed it. */
export function dropLines(outcome: DropOutcome, connections: number, seconds: number, leadSeconds: number) {
  const released = outcome.paths.map((path) => {
    const after = outcome.releasedAfterMs[path];
    return `${path} ${after === undefined ? 'never' : ms(after)}`;
  });
  return [
    `Drop: a piece released ${leadSeconds} s into wrk -t2 -c${connections} -d${seconds}s on ${outcome.paths.join(', ')}`,
    ...spikeLines(outcome.server, connections, seconds, outcome.paths).slice(1),
    `  nginx, same load on the released pages' bytes: ${spikeSummary(outcome.nginx)}`,
    `  every answer showed the piece released, after releaseAt: ${released.join('; ')} (${number(outcome.samples)} samples, one per path every 20 ms, beside the load)`,
  ];
}

/** Every error a collector could meet in a load run: sockets and answers that were not 2xx/3xx. */
export const loadErrors = (result: WrkResult) => totalSocketErrors(result) + result.non2xx3xx;

const sumOf = (load: LazyLoad) => load.alsoLoads.reduce((total, dep) => total + dep.gzipBytes, 0);

/** One route (or component): a line of figures, then the chunks it adds beyond the entry. */
function lazyRows(loads: LazyLoad[], firstColumn: string, totalColumn: string): string[] {
  const header = [firstColumn, 'lazy chunk', 'chunk', '+ its imports', totalColumn, 'sent'];
  const figures = table([
    header,
    ...loads.map((load) => [
      load.label,
      path.basename(load.chunk),
      kB(load.chunkGzipBytes),
      kB(sumOf(load)),
      kB(load.totalGzipBytes),
      kB(load.totalSentBytes),
    ]),
  ]);
  return [
    `  ${figures[0]}`,
    ...loads.flatMap((load, index) => [
      `  ${figures[index + 1]}`,
      ...(load.alsoLoads.length > 0
        ? [
            `      + ${load.alsoLoads.map((dep) => `${path.basename(dep.file)} ${kB(dep.gzipBytes)}`).join(', ')}`,
          ]
        : []),
    ]),
  ];
}

export function jsBudgetLines(budget: JsBudget): string[] {
  return [
    `JavaScript per route, gzip -9; 'sent' is what the server sends, ${budget.sentAsBrotli ? "the build's brotli copies" : 'gzip -9 (the build has no brotli copies)'} (${budget.source})`,
    `  entry, loaded by every page: ${kB(budget.entryGzipBytes)}, sent ${kB(budget.entrySentBytes)}${budget.entryRoutes.length > 0 ? ` (pages in it: ${budget.entryRoutes.join(', ')})` : ''}`,
    `      = ${budget.entry.map((chunk) => `${path.basename(chunk.file)} ${kB(chunk.gzipBytes)}`).join(', ')}`,
    ...lazyRows(budget.routes, 'route', 'first visit'),
    '  Lazy components, loaded on demand by a page:',
    ...lazyRows(budget.components, 'component', 'with entry'),
  ];
}

export function summaryLines(checks: Check[]): string[] {
  return [
    'Summary',
    ...checks.map(({ pass, what }) => `  ${pass === undefined ? 'N/A ' : pass ? 'PASS' : 'FAIL'}  ${what}`),
  ];
}

/** The drop through the edge (edge-drop.ts): what collectors got and what reached the instances. */
export function edgeDropLines(
  outcome: EdgeDropOutcome,
  connections: number,
  seconds: number,
  leadSeconds: number,
) {
  const released = outcome.paths.map((path) => {
    const after = outcome.releasedAfterMs[path];
    return `${path} ${after === undefined ? 'never' : ms(after)}`;
  });
  return [
    `Drop through the edge: Varnish in front of two instances on PostgreSQL, a piece released ${leadSeconds} s into wrk -t2 -c${connections} -d${seconds}s on ${outcome.paths.join(', ')}`,
    ...spikeLines(outcome.load, connections, seconds, outcome.paths).slice(1),
    `  nginx, same load on the released pages' bytes (this machine's floor): ${spikeSummary(outcome.nginx)}`,
    `  every answer, in each encoding, showed the piece released, after releaseAt: ${released.join('; ')} (${number(outcome.samples)} samples, one per path and encoding every 20 ms, beside the load)`,
    `  requests that reached the instances: ${number(outcome.originRequests)} of ${number(outcome.edgeRequests)} answered by the edge (${(outcome.originRequests / seconds).toFixed(1)} a second)`,
    `  Varnish: ${number(outcome.varnish.threads)} worker threads at the end; sessions that waited for a thread ${number(outcome.varnish.queued)}, dropped for want of one ${number(outcome.varnish.dropped)}; thread limit reached ${number(outcome.varnish.limited)} times`,
  ];
}
