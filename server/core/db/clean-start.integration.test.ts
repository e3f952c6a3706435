import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyInstall } from '../../test/empty-install';
import { startServerProcess } from '../../test/server-process';
import { testServerEntry } from '../../test/test-server-entry';
import { PROJECT_ROOT } from '../project-root';

const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'a real gallery password' };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(env: Record<string, string>) {
  const server = startServerProcess({ LOG_LEVEL: 'info', ...ADMIN, ...env }, testServerEntry());
  cleanups.push(() => server.stop('SIGKILL'));
  const url = await server.listening;
  await server.explained(async () => {
    await expect.poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 240_000 }).toBe(200);
  });
  const get = async <T>(route: string) => (await fetch(`${url}${route}`)).json() as Promise<T>;
  return { server, url, get };
}

async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** `npm run admin -- seed-demo`, as an operator runs it (through tsx, like npm does). */
async function seedDemo(env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', 'admin.ts'), 'seed-demo'],
    { cwd: PROJECT_ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } },
  );
  return stdout;
}

type Listed = { slug: string }[];

describe('a clean production start', () => {
  it('creates the admin and no content; seed-demo adds the demo beside what the owner made', async () => {
    const install = await emptyInstall(cleanups);
    const first = await startServer(install);
    expect(await first.get<Listed>('/api/sculptures')).toEqual([]);
    expect(await first.get<Listed>('/api/journal')).toEqual([]);
    expect(await first.get('/api/about')).toBeNull();
    expect(await first.get('/api/site-settings/homepage-hero-image')).toEqual({ value: null });
    expect(await (await fetch(`${first.url}/sitemap.xml`)).text()).not.toContain('/sculptures/');
    expect(first.server.output()).not.toContain('demo content seeded');

    // The owner's own first piece and About, before anyone asks for the demo.
    const headers = await signIn(first.url);
    const piece = await fetch(`${first.url}/api/admin/sculptures`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        slug: 'my-first-piece',
        title: 'My First Piece',
        tagline: 'Cast this spring.',
        intro: 'The first of ours.',
        medium: 'Cast metal with chrome finish',
        sizes: ['12 inch'],
        edition: 'Limited Edition of 20',
        finish: 'Mirror chrome',
        certificate: 'Signed',
        status: 'Available',
        isGreyscale: 'false',
        imageCount: 4,
        placeholderType: 'photo',
        seoTitle: 'My First Piece',
        seoDescription: 'Our first piece.',
      }),
    });
    expect(piece.status).toBe(201);
    const about = await fetch(`${first.url}/api/admin/about`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Our studio',
        paragraphs: ['We cast chrome.'],
        timelineItems: [JSON.stringify([{ title: '2026', body: 'Opened.' }])],
        ctaLabel: null,
        ctaHref: null,
      }),
    });
    expect(about.status).toBe(201);
    await first.server.stop('SIGTERM');

    expect(await seedDemo(install)).toContain('Demo content seeded');
    expect(await seedDemo(install)).toContain('seeded into this database before; nothing changed');

    // Without DEMO_CONTENT again: what was seeded stays, the owner's piece first, their About kept.
    const second = await startServer(install);
    const slugs = (await second.get<Listed>('/api/sculptures')).map((sculpture) => sculpture.slug);
    expect(slugs).toHaveLength(6);
    expect(slugs[0]).toBe('my-first-piece');
    expect(await second.get('/api/about')).toMatchObject({ title: 'Our studio' });
    expect((await second.get<Listed>('/api/journal')).length).toBeGreaterThan(0);
    expect(await second.get('/api/site-settings/homepage-hero-image')).toMatchObject({
      value: expect.stringMatching(/^\/media\/demo\//),
    });
  }, 600_000);

  it('seeds the demo on the first start when DEMO_CONTENT=true (npm run demo)', async () => {
    const { get, server } = await startServer({ ...(await emptyInstall(cleanups)), DEMO_CONTENT: 'true' });
    expect(await get<Listed>('/api/sculptures')).toHaveLength(5);
    expect(await get('/api/about')).not.toBeNull();
    expect(server.output()).toContain('demo content seeded');
  }, 400_000);
});
