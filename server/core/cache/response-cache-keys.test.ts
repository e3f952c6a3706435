import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import type { Sculpture } from '../../../contract/sculpture';
import type { RenderRoot } from '../../modules/pages/ssr-renderer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * What a hostile visitor can do to the page cache. Pages are rendered by the real server renderer
 * (client sources, as in spa-ssr.test.ts), counted, and can be held mid-render to line up a rush.
 */
let t: TestApp;
let origin: string;
let auth: Record<string, string>;
const rendered: string[] = [];
let hold: Promise<void> | undefined;
const countingRender: RenderRoot = async (url, entries) => {
  rendered.push(url);
  await hold;
  return render(url, entries);
};
let piece: Sculpture;

beforeAll(async () => {
  t = await createTestApp({ renderRoot: countingRender });
  auth = bearer(await t.login());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const list = (await t.app.inject({ method: 'GET', url: '/api/sculptures' })).json<Sculpture[]>();
  piece = list.find((s) => s.isLocked === 'false')!;
});
afterAll(() => t.close());

/** A GET over a real connection (cache hits are written before Fastify there). */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${url}`, { agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString('utf8') }),
        );
      })
      .on('error', reject);
  });
}

/** Moves the content version on, as any admin save does: every page is then a miss. */
async function changeContent(title: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/site-settings',
    headers: auth,
    payload: { key: 'homepage-hero-title', value: title },
  });
  expect(response.statusCode).toBe(200);
}

const randomName = () => Math.random().toString(36).slice(2);

describe('the page cache against a hostile visitor', () => {
  it('answers a contact link naming no piece with the contact page itself, never a render of its own', async () => {
    const clean = await get('/contact');
    const before = rendered.length;
    for (let i = 0; i < 20; i++) {
      const poisoned = await get(`/contact?piece=${randomName()}%20ANY%20TEXT`);
      expect(poisoned.body).toBe(clean.body);
    }
    expect(rendered.length).toBe(before);
    expect((await get('/contact')).body).not.toContain('ANY TEXT');
  });

  it('answers a waitlist link naming no piece with the waitlist page itself, never a render of its own', async () => {
    const clean = await get('/waitlist');
    const before = rendered.length;
    for (let i = 0; i < 20; i++) expect((await get(`/waitlist?piece=${randomName()}`)).body).toBe(clean.body);
    expect(rendered.length).toBe(before);
  });

  it("sends another spelling of a link page's address to the page's own limited route", async () => {
    const before = rendered.length;
    for (const [asked, canonical] of [
      ['/confirm/?token=x', '/confirm?token=x'],
      ['/Confirm?token=x', '/confirm?token=x'],
      ['/CONFIRM//', '/confirm'],
      ['/Unsubscribe/?token=y&sent=1', '/unsubscribe?token=y&sent=1'],
      ['/waitlist/Leave?token=z', '/waitlist/leave?token=z'],
    ]) {
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(`${origin}${asked}`, { agent: false }, resolve).on('error', reject),
      );
      answer.resume();
      expect(answer.statusCode, asked).toBe(308);
      expect(answer.headers.location, asked).toBe(canonical);
    }
    expect(rendered.length).toBe(before);
    // The address itself is the limited route's: a forged token is refused there, as it is when
    // encoded (the router decodes it).
    expect((await get('/confirm?token=x')).status).toBe(400);
    expect((await get('/%63onfirm?token=x')).status).toBe(400);
  });

  it('keeps a contact link naming a real piece, as the piece page links it', async () => {
    const url = `/contact?${new URLSearchParams({ piece: piece.title })}`;
    const first = await get(url);
    expect(first.body).toContain(piece.title);
    const before = rendered.length;
    expect((await get(`${url}&utm_source=mail`)).body).toBe(first.body);
    expect(rendered.length).toBe(before);
  });

  it('changes nothing any other visitor receives, whatever is asked first', async () => {
    const visitorUrls = [
      '/',
      '/collection',
      '/contact',
      `/sculptures/${piece.slug}`,
      '/journal',
      '/about',
      '/api/sculptures',
      '/sitemap.xml',
    ];
    await changeContent(`Hostile ${randomName()}`);
    const expected = await Promise.all(visitorUrls.map(get));

    const hostile = [
      '/contact?piece=ANY%20TEXT',
      `/contact?piece=${encodeURIComponent(piece.title)}%3Cscript%3E`,
      '/?q=%3Cscript%3Ealert(1)%3C/script%3E',
      '/collection?sort=%3Cb%3Eowned%3C/b%3E',
      `/collection/${piece.slug}?ref=%3Cscript%3E`,
      `/sculptures/${piece.slug}/`,
      `/sculptures/${piece.slug.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
      '/sculptures/not-a-piece-%3Cscript%3E',
      '/journal/not-a-post',
      '/%E0%A4%A',
      '/api/sculptures?x=%3Cscript%3E',
      '/unsubscribe?token=forged',
      ...Array.from({ length: 1200 }, () => `/${randomName()}/${randomName()}`),
    ];
    for (const url of hostile) await get(url);

    const after = await Promise.all(visitorUrls.map(get));
    after.forEach((answer, i) => {
      expect(answer.status, visitorUrls[i]).toBe(expected[i]!.status);
      expect(answer.body, visitorUrls[i]).toBe(expected[i]!.body);
    });
  }, 120_000);

  it('renders every unknown path as one shared page, so none evicts a real one', async () => {
    await changeContent(`Eviction ${randomName()}`);
    await get('/collection');
    const before = rendered.length;
    // More unknown paths and slugs than the cache holds entries (1000).
    for (let i = 0; i < 1100; i++) await get(`/${randomName()}`);
    for (let i = 0; i < 50; i++) await get(`/sculptures/${randomName()}`);
    for (let i = 0; i < 50; i++) await get(`/journal/${randomName()}`);
    // The unknown-path page once, one sculpture not-found page, one journal not-found page.
    expect(rendered.length - before).toBe(3);
    await get('/collection');
    expect(rendered.length - before).toBe(3);
    // Home for people, but a 404 kept out of search; Home itself stays a 200 under its own key.
    const unknown = await get(`/${randomName()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    expect(unknown.body).toContain('View Collection');
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('noindex');
    expect((await get('/%E0%A4%A')).status).toBe(404);
    expect((await get(`/${randomName()}`)).status).toBe(404);
    const missing = await get(`/sculptures/${randomName()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Sculpture Not Found');
  }, 120_000);
});

describe('the state a page keeps in its links (size, image, filter, a form result)', () => {
  it('is kept under one key per value the page shows, whatever else the URL says', async () => {
    await changeContent(`Links ${randomName()}`);
    const before = rendered.length;
    const slug = piece.slug;
    const waitlist = `/waitlist?${new URLSearchParams({ piece: piece.title })}`;
    const asked = [
      `/sculptures/${slug}?size=54`,
      `/sculptures/${slug}?size=54&utm_source=%3Cscript%3E`,
      `/collection/${slug}?size=54`,
      `/sculptures/${slug}?image=2&size=54`,
      `/sculptures/${slug}?size=54&image=2`,
      `/sculptures/${slug}?size=%3Cscript%3E`,
      `/sculptures/${slug}?size=12&image=1`,
      `/sculptures/${slug}?image=999`,
      `/sculptures/${slug}?image=02`,
      '/collection?filter=sold-out',
      '/collection?filter=sold-out&filter=available',
      `/collection?filter=${randomName()}`,
      '/contact?sent=1',
      `/contact?sent=1&piece=${randomName()}`,
      `/contact?piece=${randomName()}`,
      `/waitlist?piece=${randomName()}&sent=1`,
      '/newsletter?sent=1',
      `/newsletter?sent=${randomName()}`,
      `${waitlist}&sent=1`,
      `/waitlist?sent=1&utm=${randomName()}&${new URLSearchParams({ piece: piece.title })}`,
      `${waitlist}&sent=${randomName()}`,
    ];
    for (const url of asked) await get(url);
    expect(rendered.slice(before).sort()).toEqual(
      [
        `/sculptures/${slug}?size=54`,
        `/sculptures/${slug}?image=2&size=54`,
        `/sculptures/${slug}`,
        '/collection?filter=sold-out',
        '/collection',
        '/contact?sent=1',
        '/contact',
        '/waitlist',
        '/newsletter?sent=1',
        '/newsletter',
        `${waitlist}&sent=1`,
        waitlist,
      ].sort(),
    );
    // What a key renders is what its URL asks for: the 54 inch figures, the sold-out pieces only.
    expect((await get(`/sculptures/${slug}?size=54&utm=1`)).body).toMatch(/aria-current="true"[^>]*>54 inch/);
    expect((await get('/collection?filter=sold-out')).body).toMatch(/aria-current="true"[^>]*>Sold Out/);
  }, 120_000);
});

describe('a rush on a page that is not cached', () => {
  it('renders it once while the other requests wait for that render', async () => {
    await changeContent(`Rush ${randomName()}`);
    const before = rendered.length;
    let release!: () => void;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    let arrived = 0;
    const count = () => {
      arrived += 1;
    };
    t.app.server.prependListener('request', count);
    const rush = Array.from({ length: 40 }, () => get('/collection'));
    // Every request is in, and the one render under way, before that render may finish.
    await expect.poll(() => arrived, { timeout: 20_000 }).toBe(40);
    await expect.poll(() => rendered.length - before).toBe(1);
    t.app.server.off('request', count);
    release();
    const answers = await Promise.all(rush);
    hold = undefined;
    expect(rendered.length - before).toBe(1);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('renders each page once, several pages at a time', async () => {
    await changeContent(`Rush two ${randomName()}`);
    const before = rendered.length;
    const urls = ['/', '/collection', `/sculptures/${piece.slug}`, `/collection/${piece.slug}`];
    await Promise.all(Array.from({ length: 60 }, (_, i) => get(urls[i % urls.length]!)));
    // The two spellings of the piece's page are one page.
    expect(rendered.slice(before).sort()).toEqual(['/', '/collection', `/sculptures/${piece.slug}`]);
  });
});
