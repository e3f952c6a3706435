import { describe, expect, it } from 'vitest';
import { hostileRequest, type Plan, tagOf, tagsIn } from './hostile-requests';
import type { RouteEntry } from './route-table';
import { FuzzVerdict } from './verdict';

const routes: RouteEntry[] = [
  { method: 'POST', url: '/api/newsletters', fields: ['email'], public: true },
  { method: 'GET', url: '/api/admin/inquiries', fields: [], public: false },
  { method: 'GET', url: '/media/*', fields: [], public: true },
];
const plan: Plan = {
  routes,
  validBody: (route, tag) =>
    route === 'POST /api/newsletters' ? { email: `${tag}@example.com` } : undefined,
};
const answer = (n: number, status: number | null, ms = 5) => ({
  request: hostileRequest(plan, n),
  status,
  ms,
  body: '',
});

describe('the fuzz verdict', () => {
  it('fails when a refused request is found stored, and not for an accepted one', () => {
    const verdict = new FuzzVerdict();
    verdict.judge(answer(0, 400), false);
    verdict.judge(answer(3, 201), false);
    verdict.judgeStored([{ n: 3, where: 'newsletter_subscribers' }]);
    expect(verdict.passed).toBe(true);
    verdict.judgeStored([{ n: 0, where: 'newsletter_subscribers' }]);
    expect(verdict.passed).toBe(false);
    expect(verdict.report().join('\n')).toContain('refused requests stored anyway: 1');
  });

  it('fails on a 5xx, a slow answer, no answer, and an admin route answering a forged credential', () => {
    const cases: [number, number | null, number, string][] = [
      [0, 500, 5, '5xx answers'],
      [0, 400, 2500, 'answers slower than 2000 ms'],
      [0, null, 5, 'no answer'],
      [1, 200, 5, 'admin routes answered without a session'],
    ];
    for (const [n, status, ms, kind] of cases) {
      const verdict = new FuzzVerdict();
      verdict.judge(answer(n, status, ms), false);
      expect(verdict.report().join('\n')).toContain(kind);
    }
  });

  it('gives every request a tag of its own that can be read back from what was stored', () => {
    for (let n = 0; n < 200; n++) {
      const request = hostileRequest(plan, n);
      expect(request.tag).toBe(tagOf(n));
      expect(tagsIn(`row(${request.tag.toUpperCase()}@example.com)`)).toEqual([n]);
    }
    // Without a session, every request to an admin route carries a credential, never a real one.
    const toAdmin = Array.from({ length: 60 }, (_, i) => hostileRequest(plan, i)).filter(
      (r) => !r.route.public,
    );
    expect(toAdmin.every((r) => r.headers.authorization !== undefined)).toBe(true);
  });
});
