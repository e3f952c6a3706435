import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../app';
import { hashPassword } from '../core/auth/passwords';
import { type ContentVersion, createPostgresContentVersion } from '../core/cache/content-version';
import { type Database, openDatabase } from '../core/db/index';
import { createS3Storage } from '../core/storage/s3-storage';
import { signInLimits } from '../db/schema';
import { createAdmin } from '../modules/staff/admin-queries';
import { capturedLog } from './log-lines';
import { cloneDatabase, databaseUrl, dropDatabase } from './postgres-template';
import { startS3Server } from './s3-server';
import { adminSculpture, pageUnlocked, publiclyUnlocked, scheduleRelease } from './schedule-helpers';
import { TEST_ADMIN } from './test-app';
import { createTestClock } from './test-clock';

/**
 * Two app instances behind one load balancer: one PostgreSQL database, one S3-compatible bucket,
 * and nothing shared in memory. Runs in the server-postgres project only (file name).
 */
let dbName: string;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const instances: { app: App; database: Database; version: ContentVersion }[] = [];
let a: App;
let b: App;
/** Each instance's log: what its release scheduler says it recorded. */
const logs = [capturedLog(), capturedLog()];
/** Each instance's clock, the two set alike: releases come due as the test moves both on. */
const clocks = [createTestClock(), createTestClock()];
/** Sign-in waits are counted on a clock that stands still, so a slow machine cannot outwait one. */
const signInInstant = new Date();

beforeAll(async () => {
  expect(inject('dbDriver')).toBe('postgres');
  dbName = await cloneDatabase(inject('pgTemplate'));
  s3 = await startS3Server();
  const url = databaseUrl(dbName);
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ databaseUrl: url });
    const version = await createPostgresContentVersion(url, silentLog);
    const app = await buildApp({
      database,
      storage: createS3Storage(s3.config),
      contentVersion: version,
      loggerInstance: logs[i]!.log,
      background: { clock: clocks[i]!.clock },
      signInClock: () => signInInstant,
      clientDir: path.join(inject('testRoot'), 'client'),
    });
    instances.push({ app, database, version });
  }
  [a, b] = instances.map((instance) => instance.app) as [App, App];
  await createAdmin(instances[0]!.database.db, TEST_ADMIN.username, await hashPassword(TEST_ADMIN.password));
});

afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close();
    await database.close();
  }
  await s3?.stop();
  if (dbName) await dropDatabase(dbName);
});

const silentLog = {
  warn() {},
  error() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLog,
  level: 'silent',
  silent() {},
} as never;

async function login(app: App): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
  return response.json<{ token: string }>().token;
}

/** NOTIFY reaches the other instance within milliseconds; poll a short while rather than sleep. */
async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 2000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() - start > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('two instances on one PostgreSQL', () => {
  it('reads a write made on A fresh on B, although B had the old answer cached', async () => {
    const titleOnB = async () =>
      (await b.inject({ method: 'GET', url: '/api/site-settings/homepage-hero-title' })).json<{
        value: string;
      }>().value;
    const cached = await titleOnB();
    expect(await titleOnB()).toBe(cached);

    const token = await login(a);
    const started = Date.now();
    await a.inject({
      method: 'POST',
      url: '/api/admin/site-settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { key: 'homepage-hero-title', value: 'Written on A' },
    });
    expect(await eventually(titleOnB, (value) => value === 'Written on A')).toBe('Written on A');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('accepts a session from a login on A on B, and a logout on A revokes it on B', async () => {
    const token = await login(a);
    const headers = { authorization: `Bearer ${token}` };
    expect((await b.inject({ method: 'GET', url: '/api/admin/verify', headers })).json()).toEqual({
      valid: true,
    });
    await a.inject({ method: 'POST', url: '/api/admin/logout', headers });
    expect((await b.inject({ method: 'GET', url: '/api/admin/verify', headers })).statusCode).toBe(401);
  });

  it('serves on B an image uploaded through A', async () => {
    const token = await login(a);
    const headers = { authorization: `Bearer ${token}` };
    const [sculpture] = (await a.inject({ method: 'GET', url: '/api/sculptures' })).json<{ id: number }[]>();
    const { uploadURL } = (
      await a.inject({
        method: 'POST',
        url: `/api/admin/sculptures/${sculpture!.id}/upload-url`,
        headers,
        payload: { imageType: 'gallery' },
      })
    ).json<{ uploadURL: string }>();
    const png = await sharp({ create: { width: 64, height: 80, channels: 3, background: '#ffd900' } })
      .png()
      .toBuffer();
    const put = await a.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.statusCode).toBe(200);
    const registered = await a.inject({
      method: 'POST',
      url: `/api/admin/sculptures/${sculpture!.id}/images`,
      headers,
      payload: { imageUrl: uploadURL.split('?')[0], imageType: 'gallery' },
    });
    expect(registered.statusCode).toBe(201);
    const { imagePath } = registered.json<{ imagePath: string }>();

    const served = await b.inject({ method: 'GET', url: imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const onB = await eventually(
      async () =>
        (await b.inject({ method: 'GET', url: '/api/sculptures' })).json<{ galleryImages: string[] }[]>(),
      (list) => list[0]!.galleryImages.includes(imagePath),
    );
    expect(onB[0]!.galleryImages).toContain(imagePath);
  });

  it('releases a piece scheduled on A at its time on both, list and page, and records it once', async () => {
    const token = await login(a);
    const piece = await adminSculpture(a, token, 'vhs-kid');
    const releaseAt = new Date(clocks[0]!.clock.now().getTime() + 3_600_000);
    await scheduleRelease(a, token, piece, releaseAt);
    // B learns of the schedule through NOTIFY; both cache the locked list and teaser page meanwhile.
    expect(await eventually(async () => !(await publiclyUnlocked(b, 'vhs-kid')), Boolean)).toBe(true);
    for (const app of [a, b]) {
      expect(await publiclyUnlocked(app, 'vhs-kid')).toBe(false);
      expect(await pageUnlocked(app, 'vhs-kid')).toBe(false);
    }

    for (const clock of clocks) clock.advanceTo(releaseAt);
    for (const app of [a, b]) {
      await expect.poll(() => publiclyUnlocked(app, 'vhs-kid'), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => pageUnlocked(app, 'vhs-kid'), { timeout: 10_000 }).toBe(true);
    }
    // Both instances raced to write the release down (the one conditional update lets only one
    // win): exactly one did, so the waitlist is told once.
    const recorded = () => logs.flatMap((log) => log.withMessage('scheduled release recorded'));
    await expect.poll(() => recorded().length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(recorded().map((line) => line.pieces)).toEqual([[piece.id]]);
  });

  it('counts sign-in attempts made on A against the same account on B', async () => {
    const wrong = { username: TEST_ADMIN.username, password: 'not the password' };
    const attempt = (app: App, payload: object, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });
    try {
      const onA = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(a, wrong, `10.4.0.${i}`)));
      expect(onA.filter((answer) => answer.statusCode === 401)).toHaveLength(5);
      const onB = await attempt(b, TEST_ADMIN, '10.4.1.1');
      expect(onB.statusCode).toBe(429);
      expect(Number(onB.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await instances[0]!.database.db.delete(signInLimits);
    }
  });
});
