import { randomBytes } from 'node:crypto';

/**
 * Visitors writing and reading while a fault happens. Every inquiry carries a marker unique to
 * this run, so the suite can look for what was acknowledged in the database and for what was sent
 * in the logs.
 */
export interface LoadReport {
  /** Answers by status; 0 counts a connection refused or reset (an instance that is gone). */
  statuses: Map<number, number>;
  /** Emails of the inquiries answered 201: each must be stored. */
  acknowledged: string[];
  /** Requests answered 5xx other than 503, with what was asked. */
  serverErrors: string[];
  /** Writes refused with a 503 that lacks Retry-After or a {message} the visitor can be shown. */
  bareRefusals: string[];
  /** Reads answered with a status other than 200, with what was asked and when. */
  failedReads: string[];
  /** Reads that got no answer at all (the connection refused or reset, or 10 s without an answer). */
  unansweredReads: number;
}

/** What the readers ask for, in turn: public pages and reads any visitor makes. */
export const READ_PATHS = ['/api/sculptures', '/', '/api/about'];

export const RUN_MARKER = `fault${randomBytes(4).toString('hex')}`;
let sequence = 0;

/** A visitor's inquiry; every field names the run, so none of it may reach a log line. */
export function makeInquiry() {
  const id = `${RUN_MARKER}n${++sequence}`;
  return {
    name: `Visitor ${id}`,
    email: `${id}@example.com`,
    location: `City ${id}`,
    isCollector: 'true',
    isGallery: 'false',
    message: `Private message ${id}`,
    sculptureInterest: '',
  };
}

/**
 * An address of the benchmarking range (RFC 2544) per request, sent only as X-Forwarded-For: each
 * is a different visitor to the rate limit (IPv6 ones would share a /64 there).
 */
const visitor = () => {
  const n = ++sequence;
  return `198.18.${(n >> 8) & 255}.${n & 255}`;
};

/** A refusal a client can act on: when to try again, and words to show the visitor. */
function isReadableRefusal(response: Response, body: string): boolean {
  if (!/^\d+$/.test(response.headers.get('retry-after') ?? '')) return false;
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    return typeof message === 'string' && message.length > 0;
  } catch {
    return false;
  }
}

export function startLoad(urls: string[], { writers = 3, readers = 2, pauseMs = 20 } = {}) {
  const report: LoadReport = {
    statuses: new Map(),
    acknowledged: [],
    serverErrors: [],
    bareRefusals: [],
    failedReads: [],
    unansweredReads: 0,
  };
  let running = true;
  const started = Date.now();
  /** When, in the load's time, for the failures the report lists. */
  const at = () => `at ${((Date.now() - started) / 1000).toFixed(1)} s`;
  const count = (status: number) => report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);

  async function request(url: string, init: RequestInit, what: string): Promise<number> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      const body = await response.text();
      count(response.status);
      if (response.status >= 500 && response.status !== 503)
        report.serverErrors.push(`${response.status} ${what}`);
      if (response.status === 503 && init.method === 'POST' && !isReadableRefusal(response, body))
        report.bareRefusals.push(
          `${what}: Retry-After ${response.headers.get('retry-after')}, ${body.slice(0, 100)}`,
        );
      return response.status;
    } catch {
      count(0);
      return 0;
    }
  }

  async function writer(index: number) {
    while (running) {
      const base = urls[index % urls.length]!;
      const inquiry = makeInquiry();
      const status = await request(
        `${base}/api/inquiries`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
          body: JSON.stringify(inquiry),
        },
        `POST ${base}/api/inquiries`,
      );
      if (status === 201) report.acknowledged.push(inquiry.email);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  async function reader(index: number) {
    for (let i = 0; running; i++) {
      const url = `${urls[index % urls.length]}${READ_PATHS[i % READ_PATHS.length]}`;
      const status = await request(url, { headers: { 'x-forwarded-for': visitor() } }, `GET ${url}`);
      if (status === 0) report.unansweredReads++;
      else if (status !== 200) report.failedReads.push(`${status} GET ${url} ${at()}`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  const loops = [
    ...Array.from({ length: writers }, (_, i) => writer(i)),
    ...Array.from({ length: readers }, (_, i) => reader(i)),
  ];
  return {
    report,
    async stop(): Promise<LoadReport> {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}

export function describeStatuses(report: LoadReport): string {
  return [...report.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'refused' : status}×${n}`)
    .join(' ');
}
