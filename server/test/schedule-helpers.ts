import type { Sculpture } from '../../contract/sculpture';
import type { App } from '../app';
import { bearer } from './test-app';

/** The admin's view of one piece (the public one of a locked piece is only its teaser). */
export async function adminSculpture(app: App, token: string, slug: string): Promise<Sculpture> {
  const list = await app.inject({ method: 'GET', url: '/api/admin/sculptures', headers: bearer(token) });
  return list.json<Sculpture[]>().find((s) => s.slug === slug)!;
}

/** Saves a piece as the admin form does, with a release time. */
export async function scheduleRelease(app: App, token: string, piece: Sculpture, releaseAt: Date) {
  const { id, isLocked, createdAt, updatedAt, imageMeta, sortOrder, ...fields } = piece;
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/sculptures/${id}`,
    headers: bearer(token),
    payload: { ...fields, releaseAt: releaseAt.toISOString() },
  });
  if (response.statusCode !== 200) throw new Error(`schedule failed: ${response.body}`);
  return response.json<Sculpture>();
}

/** Whether the public list, asked by nobody signed in, shows the piece unlocked. */
export async function publiclyUnlocked(app: App, slug: string): Promise<boolean> {
  const list = await app.inject({ method: 'GET', url: '/api/sculptures' });
  return list.json<{ slug: string; isLocked: string }[]>().find((s) => s.slug === slug)?.isLocked === 'false';
}

/** Whether the piece's server-rendered page, asked by nobody signed in, is the piece itself (not its teaser). */
export async function pageUnlocked(app: App, slug: string): Promise<boolean> {
  const page = await app.inject({ method: 'GET', url: `/sculptures/${slug}` });
  return page.statusCode === 200 && page.body.includes('"@type":"Product"');
}

/** Polls every 20 ms until `check` holds; answers the moment it first did, or null after `timeoutMs`. */
export async function whenTrue(check: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}
