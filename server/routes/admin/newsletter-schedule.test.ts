import path from 'node:path';
import type { CampaignSummary } from '@contract/newsletter';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createSmtpMailer } from '../../services/mailer/smtp-mailer';
import { createNewsletterSender, type NewsletterSender } from '../../services/newsletter/newsletter-sender';
import { createLocalStorage } from '../../services/storage/local-storage';
import { recordingLog, waitForDeliveries } from '../../test/mail-helpers';
import { adminSculpture, scheduleRelease, whenTrue } from '../../test/schedule-helpers';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

const content = {
  subject: 'Boom Box Kid drops at noon',
  htmlContent: '<p>Mirror chrome, edition of 50.</p>',
  textContent: 'Mirror chrome, edition of 50.',
};
const SUBSCRIBERS = ['ada@example.com', 'bo@example.com', 'cy@example.com'];
/** Short, so another instance's schedule is noticed quickly; the owning instance is woken at once. */
const POLL_MS = 200;

let peer: SmtpPeer;
let mailer: ReturnType<typeof createSmtpMailer>;
let t: TestApp;
let sender: NewsletterSender;
let token: string;
/** The app the tests talk to: the first one, then the one started after the "restart". */
let app: App;
const extraApps: App[] = [];

beforeAll(async () => {
  peer = await startSmtpPeer();
  mailer = createSmtpMailer({ url: peer.url, from: 'Vitrine <news@vitrine.test>' });
  // The instances come and go; one sender outlives them all and delivers every copy, whichever
  // instance queued it (found at its poll: no instance here has a mailer, so none wakes it).
  t = await createTestApp({ background: { campaignPollMs: POLL_MS } });
  sender = createNewsletterSender({
    db: t.db,
    mailer,
    publicUrl: 'https://vitrine.test',
    log: recordingLog().log,
    pollIntervalMs: 50,
  });
  await sender.start();
  app = t.app;
  await app.ready();
  token = await t.login();
  for (const email of SUBSCRIBERS)
    await app.inject({ method: 'POST', url: '/api/newsletters', payload: { email } });
});
afterAll(async () => {
  for (const extra of extraApps) await extra.close();
  await sender.stop();
  await t.close();
  mailer.close();
  await peer.close();
});

/** Another server process on the same database: its own scheduler, nothing shared in memory. */
async function startInstance(): Promise<App> {
  const instance = await buildApp({
    database: t.database,
    storage: createLocalStorage(path.join(inject('testRoot'), 'media')),
    clientDir: path.join(inject('testRoot'), 'client'),
    background: { campaignPollMs: POLL_MS },
  });
  extraApps.push(instance);
  await instance.ready();
  return instance;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const post = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const schedule = (subject: string, sendAt: string) =>
  post('/api/admin/newsletters/send', { ...content, subject, sendAt });
const campaigns = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/newsletters/campaigns', headers: bearer(token) })).json<
    CampaignSummary[]
  >();
const campaignOf = async (id: number) => (await campaigns()).find((campaign) => campaign.id === id)!;
const copiesOf = (subject: string) =>
  peer.messages.filter((message) => message.raw.toString('utf8').includes(`Subject: ${subject}`));
const recipientsOf = (subject: string) =>
  copiesOf(subject)
    .flatMap((message) => message.to)
    .sort();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a newsletter scheduled with sendAt', () => {
  it('waits in the list as scheduled, and goes to every subscriber once at its time', async () => {
    const sendAt = inSeconds(2);
    const response = await schedule('At its time', sendAt);
    expect(response.statusCode).toBe(202);
    const { campaignId, message } = response.json<{ campaignId: number; message: string }>();
    expect(message).toMatch(/^Newsletter scheduled for .+ UTC \(3 subscribers today\)$/);
    expect(await campaignOf(campaignId)).toMatchObject({
      state: 'scheduled',
      sendAt: new Date(sendAt).toISOString(),
      total: 0,
    });

    await sleep(1000);
    expect(copiesOf('At its time')).toEqual([]);

    const startedAt = await whenTrue(
      async () => (await campaignOf(campaignId)).state !== 'scheduled',
      10_000,
    );
    expect(startedAt).not.toBeNull();
    expect(startedAt!).toBeGreaterThanOrEqual(new Date(sendAt).getTime());
    await waitForDeliveries(t.db);
    expect(recipientsOf('At its time')).toEqual(SUBSCRIBERS);
    expect(await campaignOf(campaignId)).toMatchObject({ state: 'sent', total: 3, sent: 3, pending: 0 });
  });

  it('can be cancelled until it starts; then nothing goes out and it shows cancelled', async () => {
    const { campaignId } = (await schedule('Called off', inSeconds(1.5))).json<{ campaignId: number }>();
    const cancel = await post(`/api/admin/newsletters/campaigns/${campaignId}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: 'Scheduled newsletter cancelled' });

    await sleep(2500);
    expect(copiesOf('Called off')).toEqual([]);
    expect(await campaignOf(campaignId)).toMatchObject({ state: 'cancelled', total: 0 });
    // Cancelled once is cancelled: a second click does not pretend to cancel again.
    expect((await post(`/api/admin/newsletters/campaigns/${campaignId}/cancel`)).statusCode).toBe(409);
  });

  it('cannot be cancelled once it has started sending', async () => {
    const { campaignId } = (await schedule('Too late', inSeconds(0.3))).json<{ campaignId: number }>();
    await whenTrue(async () => (await campaignOf(campaignId)).state !== 'scheduled', 10_000);
    const cancel = await post(`/api/admin/newsletters/campaigns/${campaignId}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: 'This newsletter has already started sending' });
    await waitForDeliveries(t.db);
    expect(recipientsOf('Too late')).toEqual(SUBSCRIBERS);
  });

  it('can be taken back to the drafts, changed, and scheduled again from there', async () => {
    const { campaignId } = (await schedule('First words', inSeconds(60))).json<{ campaignId: number }>();
    expect((await post(`/api/admin/newsletters/campaigns/${campaignId}/unschedule`)).statusCode).toBe(200);
    const reopened = await app.inject({
      method: 'GET',
      url: `/api/admin/newsletters/campaigns/${campaignId}`,
      headers: bearer(token),
    });
    expect(reopened.json()).toMatchObject({
      state: 'draft',
      subject: 'First words',
      sendAt: expect.any(String),
    });

    const sendAt = inSeconds(1);
    const again = await post('/api/admin/newsletters/send', {
      ...content,
      subject: 'Second words',
      sendAt,
      draftId: campaignId,
    });
    expect(again.json()).toMatchObject({ campaignId });
    await whenTrue(async () => (await campaignOf(campaignId)).state === 'sent', 10_000);
    await waitForDeliveries(t.db);
    expect(recipientsOf('Second words')).toEqual(SUBSCRIBERS);
    expect(copiesOf('First words')).toEqual([]);
    // The draft became the campaign: sending it again from a stale window is refused.
    const twice = await post('/api/admin/newsletters/send', { ...content, draftId: campaignId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This draft was sent or deleted in another window' });
  });

  it('refuses a time that has passed, or that is not a date with its offset', async () => {
    const past = await schedule('Yesterday', new Date(Date.now() - 3_600_000).toISOString());
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Please choose a time in the future');
    const noOffset = await schedule('Local time', '2030-01-01T12:00:00');
    expect(noOffset.statusCode).toBe(400);
    expect(noOffset.json().message).toBe('Please choose a valid date and time');
    expect((await campaigns()).map((campaign) => campaign.subject)).not.toContain('Yesterday');
  });
});

describe('a scheduled newsletter across restarts and instances', () => {
  it('is sent by the next server to start when none was running at its time, once', async () => {
    const { campaignId } = (await schedule('While stopped', inSeconds(1))).json<{ campaignId: number }>();
    // The only server stops before the time comes, and stays down past it.
    await app.close();
    await sleep(2000);
    expect(copiesOf('While stopped')).toEqual([]);

    app = await startInstance();
    await whenTrue(async () => (await campaignOf(campaignId)).state !== 'scheduled', 5_000);
    await waitForDeliveries(t.db);
    await sleep(3 * POLL_MS);
    expect(recipientsOf('While stopped')).toEqual(SUBSCRIBERS);
    expect(await campaignOf(campaignId)).toMatchObject({ state: 'sent', total: 3, sent: 3 });
  });

  it('is started by exactly one of two instances running at its time', async () => {
    const other = await startInstance();
    const { campaignId } = (await schedule('Two servers', inSeconds(1))).json<{ campaignId: number }>();
    await whenTrue(async () => (await campaignOf(campaignId)).state !== 'scheduled', 10_000);
    await waitForDeliveries(t.db);
    await sleep(3 * POLL_MS);
    expect(recipientsOf('Two servers')).toEqual(SUBSCRIBERS);
    expect(await campaignOf(campaignId)).toMatchObject({ total: 3, sent: 3 });
    await other.close();
  });
});

describe("a newsletter sent at a piece's release", () => {
  it('waits for the piece and goes out when it is released', async () => {
    const piece = await adminSculpture(app, token, 'boom-box-kid');
    const refused = await post('/api/admin/newsletters/send', {
      ...content,
      subject: 'Not scheduled',
      releaseSculptureId: piece.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('That piece has no release scheduled');

    await scheduleRelease(app, token, piece, new Date(Date.now() + 2000));
    const response = await post('/api/admin/newsletters/send', {
      ...content,
      subject: 'It is out',
      releaseSculptureId: piece.id,
    });
    expect(response.statusCode).toBe(202);
    const { campaignId, message } = response.json<{ campaignId: number; message: string }>();
    expect(message).toBe(`Newsletter scheduled for the release of ${piece.title} (3 subscribers today)`);
    expect(await campaignOf(campaignId)).toMatchObject({
      state: 'scheduled',
      release: { sculptureId: piece.id, title: piece.title },
    });
    expect(copiesOf('It is out')).toEqual([]);

    await whenTrue(async () => (await campaignOf(campaignId)).state !== 'scheduled', 10_000);
    await waitForDeliveries(t.db);
    expect(recipientsOf('It is out')).toEqual(SUBSCRIBERS);
  });
});
