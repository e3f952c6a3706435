import type { RawAnswer } from './malformed-http';
import type { RenderFloodTally } from './render-flood';
import { ANSWER_LIMIT_MS, type Answer } from './send-requests';
import type { StoredTag } from './stored-tags';

const EXAMPLES_PER_KIND = 5;

/** What the fuzz saw, and each way the server failed it. */
export class FuzzVerdict {
  readonly statuses = new Map<string, number>();
  /** Request numbers the server accepted (2xx): only these may be stored. */
  readonly accepted = new Set<number>();
  readonly failures = new Map<string, string[]>();
  sent = 0;
  /** The five slowest answers, slowest first: where the time goes, pass or fail. */
  readonly slowest: { ms: number; what: string }[] = [];

  private fail(kind: string, example: string): void {
    const examples = this.failures.get(kind) ?? [];
    examples.push(example);
    this.failures.set(kind, examples);
  }

  /** An HTTP answer; `withSession` says whether the request carried a real admin session. */
  judge(answer: Answer, withSession: boolean): void {
    const { request, status, ms } = answer;
    const { n } = request;
    this.sent++;
    const statusKey = status === null ? 'none' : String(status);
    this.statuses.set(statusKey, (this.statuses.get(statusKey) ?? 0) + 1);
    const what = `#${n} ${request.method} ${request.path.slice(0, 120)} (body ${request.body?.length ?? 0} B: ${request.body?.subarray(0, 100).toString('utf8') ?? ''})`;
    this.slowest.push({ ms, what: `${status} ${what}` });
    this.slowest.sort((a, b) => b.ms - a.ms).splice(5);
    if (status !== null && status >= 200 && status < 300) this.accepted.add(n);
    if (status !== null && status >= 500)
      this.fail('5xx answers', `${status} ${what} → ${answer.body.slice(0, 200)}`);
    if (ms > ANSWER_LIMIT_MS)
      this.fail(`answers slower than ${ANSWER_LIMIT_MS} ms`, `${Math.round(ms)} ms ${what}`);
    // A reset while an oversized body was still being written is the server refusing it early.
    const oversized = (request.body?.length ?? 0) > 1024 * 1024;
    if (status === null && !oversized)
      this.fail(
        'no answer',
        `${answer.error} after ${Math.round(ms)} ms ${what} headers ${JSON.stringify(request.headers).slice(0, 300)}`,
      );
    const forgedAccepted = !withSession && !request.route.public && status !== null && status < 300;
    if (forgedAccepted && request.route.url !== '/api/admin/login')
      this.fail('admin routes answered without a session', `${status} ${what}`);
    if (request.route.url === '/api/admin/login' && status === 200)
      this.fail('sign-ins accepted with made-up credentials', what);
  }

  judgeRaw(answer: RawAnswer): void {
    this.sent++;
    const statusKey = answer.status === null ? 'closed' : String(answer.status);
    this.statuses.set(`raw ${statusKey}`, (this.statuses.get(`raw ${statusKey}`) ?? 0) + 1);
    if (answer.status !== null && answer.status >= 500)
      this.fail('5xx answers to malformed HTTP', `${answer.status} ${JSON.stringify(answer.sent)}`);
  }

  /**
   * A flood from one network at the routes that render per request: no more pages than its
   * render budget allows (error pages within their own allowance), its refusals small, and
   * another network still given its page (`bystanderStatus`).
   */
  judgeRenderFlood(tally: RenderFloodTally, rendersPerMinute: number, bystanderStatus: number): void {
    const limits = tally.limits(rendersPerMinute);
    this.check(
      tally.pages <= limits.pages,
      'pages rendered past the render budget',
      `${tally.pages} pages for one network (at most ${limits.pages})`,
    );
    this.check(
      tally.errorPages <= limits.errorPages,
      'forms answered with errors rendered past once a minute',
      `${tally.errorPages} error pages for one network (at most ${limits.errorPages})`,
    );
    this.check(
      tally.largestRefusal <= 1024,
      'refusals past the render budget not small',
      `largest ${tally.largestRefusal} B`,
    );
    this.check(
      bystanderStatus === 200,
      "another network's page refused during a flood",
      `GET /verify from another network: ${bystanderStatus}`,
    );
  }

  /** Stored tags of requests the server refused. */
  judgeStored(found: StoredTag[]): void {
    for (const { n, where } of found)
      if (!this.accepted.has(n)) this.fail('refused requests stored anyway', `#${n} in ${where}`);
  }

  check(ok: boolean, kind: string, example: string): void {
    if (!ok) this.fail(kind, example);
  }

  get passed(): boolean {
    return this.failures.size === 0;
  }

  report(): string[] {
    const statuses = [...this.statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const lines = [
      `requests: ${this.sent}; accepted (2xx): ${this.accepted.size}`,
      `answers: ${statuses}`,
      'slowest answers:',
      ...this.slowest.map(({ ms, what }) => `    ${Math.round(ms)} ms ${what}`),
    ];
    for (const [kind, examples] of this.failures) {
      lines.push(`✗ ${kind}: ${examples.length}`);
      for (const example of examples.slice(0, EXAMPLES_PER_KIND)) lines.push(`    ${example}`);
    }
    return lines;
  }
}
