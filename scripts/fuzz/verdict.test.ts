import { describe, expect, it } from 'vitest';
import { hostileRequest, type Plan, tagOf, tagsIn } from './hostile-requests';
import { floodRequest, RenderFloodTally, renderingRoutes } from './render-flood';
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

describe('the render flood verdict', () => {
  const floodRoutes: RouteEntry[] = [
    { method: 'GET', url: '/verify', fields: [], public: true },
    { method: 'POST', url: '/reserve', fields: [], public: true },
    { method: 'GET', url: '/api/sculptures', fields: [], public: true },
    { method: 'GET', url: '/*', fields: [], public: true },
    { method: 'GET', url: '/sitemap.xml', fields: [], public: true },
    { method: 'GET', url: '/favicon.svg', fields: [], public: true },
  ];
  const page = (status: number) => ({
    request: floodRequest(floodRoutes, 'hero-kid', 0, 0),
    status,
    ms: 5,
    body: '',
    contentType: 'text/html; charset=utf-8',
    bytes: 30_000,
  });
  const plain = (bytes: number) => ({ ...page(400), contentType: 'text/plain; charset=utf-8', bytes });

  it('floods only the routes that render per request, broken as a script would break them', () => {
    const flooded = renderingRoutes(floodRoutes);
    expect(flooded.map((route) => route.url)).toEqual(['/verify', '/reserve']);
    const post = floodRequest(flooded, 'hero-kid', 7, 1);
    expect(post.method).toBe('POST');
    expect(post.path).toBe('/reserve?piece=hero-kid&size=100');
    expect(post.body?.toString()).toContain('name=&email=');
    expect(floodRequest(flooded, 'hero-kid', 8, 0).path).toMatch(/^\/verify\?code=junk0%21%21/);
  });

  it('fails on pages past the budget, error pages past once a minute, large refusals and a refused bystander', () => {
    const within = new RenderFloodTally();
    within.count(page(400));
    for (let i = 0; i < 100; i++) within.count(page(200));
    for (let i = 0; i < 500; i++) within.count(plain(200));
    const passing = new FuzzVerdict();
    passing.judgeRenderFlood(within, 60, 200);
    expect(passing.passed).toBe(true);

    const tooMany = new RenderFloodTally();
    for (let i = 0; i < 200; i++) tooMany.count(page(200));
    for (let i = 0; i < 5; i++) tooMany.count(page(400));
    tooMany.count(plain(30_000));
    const failing = new FuzzVerdict();
    failing.judgeRenderFlood(tooMany, 60, 429);
    expect(failing.report().filter((line) => line.startsWith('✗'))).toEqual([
      '✗ pages rendered past the render budget: 1',
      '✗ forms answered with errors rendered past once a minute: 1',
      '✗ refusals past the render budget not small: 1',
      "✗ another network's page refused during a flood: 1",
    ]);
  });
});
