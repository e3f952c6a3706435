import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE } from '../../../contract/activity';
import { decodeTimeline } from '../../../contract/timeline-wire';
import { ACTIVITY_SUBJECTS } from '../../activity-subjects';
import { adminActivity } from '../../db/schema';
import { bearer, createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { subscribe } from '../audience/subscribers';
import { ACTIVITY_KEPT_ROWS, COALESCE_WITHIN_MS, recordActivity } from './activity-queries';
import { isAdminWriteRoute } from './subject-lookup';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
});
afterAll(() => t.close());

const activity = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/activity${query}`, headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json<{
    entries: {
      id: number;
      at: string;
      username: string;
      sessionId: number | null;
      entity: string;
      action: string;
      target: string | null;
      fields: string[];
    }[];
    nextBefore: number | null;
  }>();
};
const latest = async () => (await activity()).entries[0]!;
const write = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

const post = {
  title: 'Studio notes',
  slug: 'studio-notes',
  excerpt: 'What the week was.',
  body: 'A first paragraph.',
  date: '2026-11-01',
  published: 'true',
};

describe('the activity log', () => {
  it('records an edit: who, with which session, what, which fields changed, and when', async () => {
    const created = await write('POST', '/api/admin/journal', post);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const createdEntry = await latest();
    expect(createdEntry).toMatchObject({
      username: TEST_ADMIN.username,
      entity: 'journal-post',
      action: 'create',
      target: 'Studio notes',
    });
    expect(createdEntry.fields).toEqual(expect.arrayContaining(['Title', 'Slug', 'Content']));
    expect(createdEntry.sessionId).toEqual(expect.any(Number));

    const before = Date.now();
    expect(
      (await write('PUT', `/api/admin/journal/${id}`, { ...post, title: 'Studio notes, revised' }))
        .statusCode,
    ).toBe(200);
    const edit = await latest();
    expect(edit).toMatchObject({
      entity: 'journal-post',
      action: 'update',
      // What the owner calls it now.
      target: 'Studio notes, revised',
      fields: ['Title'],
    });
    expect(edit.id).toBeGreaterThan(createdEntry.id);
    expect(Date.parse(edit.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('names only the About page field a whole-form save really changed, never the timeline left alone', async () => {
    // The demo's About page, as the form reads it.
    const about = (await t.app.inject({ method: 'GET', url: '/api/admin/about', headers: auth })).json<{
      id: number;
      title: string;
      paragraphs: string[];
      timelineItems: string[];
      ctaLabel: string | null;
      ctaHref: string | null;
    }>();
    const items = decodeTimeline(about.timelineItems);
    expect(items.length).toBeGreaterThan(0);
    const page = (changes: object) => ({
      title: about.title,
      paragraphs: about.paragraphs,
      // The form writes the timeline's JSON anew, spaced its own way.
      timelineItems: [JSON.stringify(items, null, 1)],
      ctaLabel: about.ctaLabel,
      ctaHref: about.ctaHref,
      ...changes,
    });
    expect(
      (await write('PUT', `/api/admin/about/${about.id}`, page({ title: `${about.title}, anew` })))
        .statusCode,
    ).toBe(200);
    expect(await latest()).toMatchObject({ entity: 'about', action: 'update', fields: ['Page title'] });

    // Another save in between, so the next one starts its own line.
    await write('POST', '/api/admin/site-settings', { key: 'artist-subtitle', value: 'Sculptor' });
    const timeline = [{ ...items[0]!, body: `${items[0]!.body} Found in an attic.` }, ...items.slice(1)];
    await write(
      'PUT',
      `/api/admin/about/${about.id}`,
      page({ title: `${about.title}, anew`, timelineItems: [JSON.stringify(timeline)] }),
    );
    expect(await latest()).toMatchObject({ entity: 'about', fields: ['Timeline'] });
    // Put back: the page is the demo's.
    await write('PUT', `/api/admin/about/${about.id}`, page({}));
  });

  it('names only the field a whole-form save of a sculpture really changed', async () => {
    const [piece] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/sculptures', headers: auth })
    ).json();
    const { id, createdAt, updatedAt, sortOrder, imageMeta, ...form } = piece;
    const saved = await write('PUT', `/api/admin/sculptures/${id}`, { ...form, tagline: 'A new tagline' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await latest()).toMatchObject({
      entity: 'sculpture',
      action: 'update',
      target: piece.title,
      fields: ['Tagline'],
    });
    await write('PUT', `/api/admin/sculptures/${id}`, form);
  });

  it('names a setting by its label in Site Settings, and records nothing for a refused write or a read', async () => {
    const {
      entries: [previous],
    } = await activity();
    expect(
      (await write('POST', '/api/admin/site-settings', { key: 'artist-name', value: 'Ada Chrome' }))
        .statusCode,
    ).toBe(200);
    expect(await latest()).toMatchObject({
      entity: 'site-setting',
      action: 'update',
      target: 'Artist name',
      fields: [],
    });
    const afterSave = (await latest()).id;

    expect((await write('PUT', '/api/admin/journal/999999', post)).statusCode).toBe(404);
    expect(
      (await write('POST', '/api/admin/site-settings', { key: 'not-a-key', value: 'x' })).statusCode,
    ).toBe(400);
    await t.app.inject({ method: 'GET', url: '/api/admin/sculptures', headers: auth });
    expect((await latest()).id).toBe(afterSave);
    expect(previous!.id).toBeLessThan(afterSave);
  });

  it('keeps the names of a password change out of it, and never its values', async () => {
    const second = bearer(await t.login());
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: second,
      payload: { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The change signed every other session out: this one carries on.
    auth = second;
    expect(await latest()).toMatchObject({ entity: 'password', action: 'change', fields: [] });
    const stored = await t.db.execute(sql`select * from ${adminActivity}`);
    expect(JSON.stringify(stored.rows)).not.toContain(TEST_ADMIN.password);
  });

  it('makes one line of a run of saves of the same thing, and a new one after anything else', async () => {
    const sculptures = (
      await t.app.inject({ method: 'GET', url: '/api/admin/sculptures', headers: auth })
    ).json();
    const piece = sculptures[0];
    const count = async () => (await activity('?entity=sculpture')).entries.length;
    const start = await count();
    expect((await write('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: 'true' })).statusCode).toBe(
      200,
    );
    expect(
      (await write('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: 'false' })).statusCode,
    ).toBe(200);
    expect(await count()).toBe(start + 1);
    expect((await latest()).fields).toEqual(['Locked']);

    await write('POST', '/api/admin/site-settings', { key: 'artist-subtitle', value: 'Sculptor' });
    expect((await write('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: 'true' })).statusCode).toBe(
      200,
    );
    expect(await count()).toBe(start + 2);
    await write('PATCH', `/api/admin/sculptures/${piece.id}`, { isLocked: piece.isLocked });
  });

  it("names a piece by its title in the owner's words, even once deleted, and one rename is one line", async () => {
    const created = await write('POST', '/api/admin/sculptures', {
      ...(await write('GET' as 'POST', '/api/admin/sculptures')).json()[0],
      id: undefined,
      slug: 'activity-kid',
      title: 'Activity Kid',
      releaseAt: '2031-01-01T10:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, createdAt, updatedAt, sortOrder, imageMeta, ...form } = created.json();
    expect(await latest()).toMatchObject({ action: 'create', target: 'Activity Kid' });

    await write('PUT', `/api/admin/sculptures/${id}`, { ...form, title: 'Activity Kid II' });
    await write('PUT', `/api/admin/sculptures/${id}`, {
      ...form,
      title: 'Activity Kid III',
      releaseAt: '2031-02-01T10:00:00.000Z',
      height100: '3"',
    });
    const renamed = await latest();
    expect(renamed).toMatchObject({ action: 'update', target: 'Activity Kid III' });
    expect(renamed.fields).toEqual(['Title', 'Release time', 'Height (12 inch)']);

    expect((await write('DELETE', `/api/admin/sculptures/${id}`)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'delete', target: 'Activity Kid III', fields: [] });
  });

  it('names a newsletter by its subject, its fields as the composer labels them, and says scheduled, not sent', async () => {
    const draft = await write('POST', '/api/admin/newsletters/drafts', {
      subject: 'Spring letter',
      htmlContent: '<p>Hello</p>',
      textContent: 'Hello',
      design: '{"type":"doc"}',
    });
    expect(draft.statusCode, draft.body).toBeLessThan(300);
    const draftId = draft.json().id as number;
    expect(await latest()).toMatchObject({ entity: 'newsletter-draft', target: 'Spring letter' });
    await write('PUT', `/api/admin/newsletters/drafts/${draftId}`, {
      subject: 'Spring letter',
      htmlContent: '<p>Hello again</p>',
      textContent: 'Hello again',
      design: '{"type":"doc","v":2}',
    });
    const edit = (await activity('?entity=newsletter-draft')).entries[0]!;
    expect(edit).toMatchObject({ action: 'update', target: 'Spring letter', fields: ['Content'] });
    expect(JSON.stringify(await activity())).not.toMatch(/htmlContent|draftId|design|releaseAt/);

    await subscribe(t.db, 'activity-reader@example.com', false);
    const scheduled = await write('POST', '/api/admin/newsletters/send', {
      subject: 'Spring letter',
      htmlContent: '<p>Hello again</p>',
      textContent: 'Hello again',
      draftId,
      sendAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(202);
    expect(await latest()).toMatchObject({
      entity: 'newsletter',
      action: 'schedule',
      target: 'Spring letter',
      fields: [],
    });
    const campaignId = scheduled.json().campaignId as number;
    expect((await write('POST', `/api/admin/newsletters/campaigns/${campaignId}/cancel`)).statusCode).toBe(
      200,
    );
    expect(await latest()).toMatchObject({ action: 'cancel', target: 'Spring letter' });
  });

  it('starts a new line once the last save is older than the coalescing window', async () => {
    const [session] = (await t.db.execute(sql`select id from admin_sessions order by id desc limit 1`))
      .rows as { id: number }[];
    expect(session).toBeDefined();
    const tokenHash = (
      (await t.db.execute(sql`select token_hash from admin_sessions where id = ${session!.id}`)).rows[0] as {
        token_hash: string;
      }
    ).token_hash;
    const entry = { tokenHash, entity: 'about' as const, action: 'update', target: '1', fields: ['title'] };
    const start = new Date('2030-01-01T10:00:00Z');
    await recordActivity(t.db, entry, start);
    await recordActivity(t.db, { ...entry, fields: ['paragraphs'] }, new Date(start.getTime() + 60_000));
    const merged = await latest();
    expect(merged.fields).toEqual(['title', 'paragraphs']);
    expect(merged.at).toBe('2030-01-01T10:01:00.000Z');
    await recordActivity(t.db, entry, new Date(start.getTime() + 60_000 + COALESCE_WITHIN_MS));
    expect((await latest()).id).toBe(merged.id + 1);
  });

  it('filters by kind and by text (wildcards taken literally), and pages newest first', async () => {
    const bySetting = await activity('?entity=site-setting');
    expect(bySetting.entries.length).toBeGreaterThan(0);
    expect(bySetting.entries.every((entry) => entry.entity === 'site-setting')).toBe(true);
    expect((await activity('?q=ARTIST NAME')).entries.map((entry) => entry.target)).toEqual(['Artist name']);
    expect((await activity('?q=%25')).entries).toEqual([]);
    expect((await activity('?q=_')).entries).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/activity?entity=bogus', headers: auth }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/activity?q=${'x'.repeat(101)}`, headers: auth }))
        .statusCode,
    ).toBe(400);

    for (let index = 0; index < ACTIVITY_PAGE_SIZE + 5; index += 1) {
      await write('POST', '/api/admin/journal', { ...post, slug: `bulk-${index}`, title: `Bulk ${index}` });
    }
    const first = await activity('?entity=journal-post');
    expect(first.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(first.entries[0]!.fields).toContain('Title');
    const ids = first.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.nextBefore).toBe(ids.at(-1));
    const second = await activity(`?entity=journal-post&before=${first.nextBefore}`);
    expect(second.entries.length).toBeGreaterThanOrEqual(5);
    expect(second.entries[0]!.id).toBeLessThan(ids.at(-1)!);
    expect(second.nextBefore).toBeNull();
  });

  it('exports the filtered log as CSV, newest first, with the same columns for everyone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activity.csv?entity=site-setting',
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vitrine-activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('When,Admin,Session,Kind,Action,Which,Fields changed');
    expect(lines.slice(1).every((line) => line.includes(',Site setting,update,'))).toBe(true);
    expect(
      lines.some((line) => line.includes(`,${TEST_ADMIN.username},`) && line.includes(',Artist name,')),
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/activity.csv' })).statusCode).toBe(401);
  });

  it('keeps only the newest rows when flooded', async () => {
    const { max } = (await t.db.execute(sql`select coalesce(max(id), 0)::int as max from admin_activity`))
      .rows[0] as { max: number };
    // Fill up to just before a multiple of a hundred past the limit, so the next write prunes.
    const last = Math.ceil((max + ACTIVITY_KEPT_ROWS + 1) / 100) * 100 - 1;
    await t.db.execute(sql`
      insert into admin_activity (id, username, entity, action, fields)
      select n, 'flood', 'sculpture', 'update', '[]'::jsonb from generate_series(${max + 1}::int, ${last}::int) as n`);
    await t.db.execute(sql`select setval(pg_get_serial_sequence('admin_activity', 'id'), ${last})`);
    expect(
      (await write('POST', '/api/admin/site-settings', { key: 'artist-contact', value: 'Write to us' }))
        .statusCode,
    ).toBe(200);
    const { count, min } = (
      await t.db.execute(sql`select count(*)::int as count, min(id)::int as min from admin_activity`)
    ).rows[0] as { count: number; min: number };
    expect(count).toBe(ACTIVITY_KEPT_ROWS);
    expect(min).toBe(last + 1 - ACTIVITY_KEPT_ROWS + 1);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/activity.csv', headers: auth });
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(ACTIVITY_KEPT_ROWS + 1);
  });

  it('knows every admin write route by name', () => {
    const writes = t.app.routeTable
      .filter((route) => isAdminWriteRoute(route.method, route.url, route.public))
      .map((route) => `${route.method} ${route.url}`);
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.filter((route) => !(route in ACTIVITY_SUBJECTS))).toEqual([]);
  });

  it('names only routes the server has', () => {
    const registered = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    const named = Object.keys(ACTIVITY_SUBJECTS);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((route) => !registered.has(route))).toEqual([]);
  });
});
