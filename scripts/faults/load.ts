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
}

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

export function startLoad(urls: string[], { writers = 3, readers = 2, pauseMs = 20 } = {}) {
  const report: LoadReport = { statuses: new Map(), acknowledged: [], serverErrors: [] };
  let running = true;
  const count = (status: number) => report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);

  async function request(url: string, init: RequestInit, what: string): Promise<number> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      count(response.status);
      if (response.status >= 500 && response.status !== 503)
        report.serverErrors.push(`${response.status} ${what}`);
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
    const paths = ['/api/sculptures', '/', '/api/about'];
    for (let i = 0; running; i++) {
      const url = `${urls[index % urls.length]}${paths[i % paths.length]}`;
      await request(url, { headers: { 'x-forwarded-for': visitor() } }, `GET ${url}`);
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
