import path from 'node:path';
import type { CampaignSummary } from '@contract/newsletter';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createSmtpMailer } from '../../core/mail/smtp-mailer';
import { createLocalStorage } from '../../core/storage/local-storage';
import { recordingLog, waitForDeliveries } from '../../test/mail-helpers';
import { adminSculpture, scheduleRelease } from '../../test/schedule-helpers';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { recordDueReleases } from '../drops/releases';
import { msUntilNextScheduled, startDueCampaigns } from './campaigns';
import { createNewsletterSender, type NewsletterSender } from './newsletter-sender';

const content = {
  subject: 'Boom Box Kid drops at noon',
  htmlContent: '<p>Mirror chrome, edition of 50.</p>',
  textContent: 'Mirror chrome, edition of 50.',
};
const SUBSCRIBERS = ['ada@example.com', 'bo@example.com', 'cy@example.com'];
/** How often an instance looks for another instance's schedule (on the test clock). */
const POLL_MS = 200;
const HOUR_MS = 3_600_000;
/** What a pass still does once its time came (a few statements): generous for a loaded machine. */
const SETTLES = { timeout: 20_000 };
/**
 * Every instance counts by this one clock: a campaign is due when it reaches its time, whatever
 * the machine's clock says, so the tests move it on instead of waiting for a time to come.
 */
const clock = createTestClock();
const background = { clock: clock.clock, campaignPollMs: POLL_MS };

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
  t = await createTestApp({ background });
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
    background,
  });
  extraApps.push(instance);
  await instance.ready();
  return instance;
}

/** A time `ms` on from the clock's now, as the form sends it. */
const inMs = (ms: number) => new Date(clock.clock.now().getTime() + ms).toISOString();
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
const stateOf = async (id: number) => (await campaignOf(id)).state;
/** Whether anything is due at the clock's now (starting it if so, as a scheduler's pass would). */
const dueNow = async () => (await startDueCampaigns(t.db, clock.clock.now())).map((c) => c.campaignId);

describe('a newsletter scheduled with sendAt', () => {
  it('waits in the list as scheduled, and goes to every subscriber once at its time', async () => {
    const sendAt = inMs(HOUR_MS);
    const response = await schedule('At its time', sendAt);
    expect(response.statusCode).toBe(202);
    const { campaignId, message } = response.json<{ campaignId: number; message: string }>();
    expect(message).toMatch(/^Newsletter scheduled for .+ UTC \(3 subscribers today\)$/);
    expect(await campaignOf(campaignId)).toMatchObject({
      state: 'scheduled',
      sendAt: new Date(sendAt).toISOString(),
      total: 0,
    });

    // A millisecond before its time (the scheduler's polls on the way ran): not due, not sent.
    clock.advanceTo(new Date(new Date(sendAt).getTime() - 1));
    expect(await dueNow()).toEqual([]);
    expect(await stateOf(campaignId)).toBe('scheduled');
    expect(copiesOf('At its time')).toEqual([]);

    clock.advanceTo(new Date(sendAt));
    await expect.poll(() => stateOf(campaignId), SETTLES).not.toBe('scheduled');
    await waitForDeliveries(t.db);
    expect(recipientsOf('At its time')).toEqual(SUBSCRIBERS);
    expect(await campaignOf(campaignId)).toMatchObject({ state: 'sent', total: 3, sent: 3, pending: 0 });
  });

  it('can be cancelled until it starts; then nothing goes out and it shows cancelled', async () => {
    const { campaignId } = (await schedule('Called off', inMs(HOUR_MS))).json<{ campaignId: number }>();
    const cancel = await post(`/api/admin/newsletters/campaigns/${campaignId}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: 'Scheduled newsletter cancelled' });

    // Past its time: nothing is due, nothing went out.
    clock.advance(2 * HOUR_MS);
    expect(await dueNow()).toEqual([]);
    await waitForDeliveries(t.db);
    expect(copiesOf('Called off')).toEqual([]);
    expect(await campaignOf(campaignId)).toMatchObject({ state: 'cancelled', total: 0 });
    // Cancelled once is cancelled: a second click does not pretend to cancel again.
    expect((await post(`/api/admin/newsletters/campaigns/${campaignId}/cancel`)).statusCode).toBe(409);
  });

  it('cannot be cancelled once it has started sending', async () => {
    const { campaignId } = (await schedule('Too late', inMs(HOUR_MS))).json<{ campaignId: number }>();
    clock.advance(HOUR_MS);
    await expect.poll(() => stateOf(campaignId), SETTLES).not.toBe('scheduled');
    const cancel = await post(`/api/admin/newsletters/campaigns/${campaignId}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: 'This newsletter has already started sending' });
    await waitForDeliveries(t.db);
    expect(recipientsOf('Too late')).toEqual(SUBSCRIBERS);
  });

  it('can be taken back to the drafts, changed, and scheduled again from there', async () => {
    const { campaignId } = (await schedule('First words', inMs(HOUR_MS))).json<{ campaignId: number }>();
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

    const sendAt = inMs(2 * HOUR_MS);
    const again = await post('/api/admin/newsletters/send', {
      ...content,
      subject: 'Second words',
      sendAt,
      draftId: campaignId,
    });
    expect(again.json()).toMatchObject({ campaignId });
    // The first time passes: the campaign was taken back from it.
    clock.advance(HOUR_MS);
    expect(await dueNow()).toEqual([]);
    clock.advance(HOUR_MS);
    await expect.poll(() => stateOf(campaignId), SETTLES).toBe('sent');
    await waitForDeliveries(t.db);
    expect(recipientsOf('Second words')).toEqual(SUBSCRIBERS);
    expect(copiesOf('First words')).toEqual([]);
    // The draft became the campaign: sending it again from a stale window is refused.
    const twice = await post('/api/admin/newsletters/send', { ...content, draftId: campaignId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This draft was sent or deleted in another window' });
  });

  it('refuses a time that has passed, or that is not a date with its offset', async () => {
    // An hour before the clock's now (the tests before moved it hours past the machine's clock).
    const past = await schedule('Yesterday', inMs(-HOUR_MS));
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
    const { campaignId } = (await schedule('While stopped', inMs(HOUR_MS))).json<{ campaignId: number }>();
    // The only server stops before the time comes, and stays down past it.
    await app.close();
    clock.advance(2 * HOUR_MS);
    expect(copiesOf('While stopped')).toEqual([]);

    // The next server's first pass starts it, before it answers a request.
    app = await startInstance();
    expect(await stateOf(campaignId)).not.toBe('scheduled');
    await waitForDeliveries(t.db);
    // Its later polls find nothing left to start.
    clock.advance(3 * POLL_MS);
    expect(await dueNow()).toEqual([]);
    await waitForDeliveries(t.db);
    expect(recipientsOf('While stopped')).toEqual(SUBSCRIBERS);
    expect(await campaignOf(campaignId)).toMatchObject({ state: 'sent', total: 3, sent: 3 });
  });

  it('is started by exactly one of two instances running at its time', async () => {
    const other = await startInstance();
    const { campaignId } = (await schedule('Two servers', inMs(HOUR_MS))).json<{ campaignId: number }>();
    // Both instances' timers fall due at once; their passes race for the campaign.
    clock.advance(HOUR_MS);
    await expect.poll(() => stateOf(campaignId), SETTLES).not.toBe('scheduled');
    await waitForDeliveries(t.db);
    clock.advance(3 * POLL_MS);
    expect(await dueNow()).toEqual([]);
    await waitForDeliveries(t.db);
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

    const releaseAt = new Date(clock.clock.now().getTime() + HOUR_MS);
    await scheduleRelease(app, token, piece, releaseAt);
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

    // Not before the release, by the clock the release itself comes by.
    clock.advanceTo(new Date(releaseAt.getTime() - 1));
    expect(await dueNow()).toEqual([]);
    clock.advanceTo(releaseAt);
    await expect.poll(() => stateOf(campaignId), SETTLES).not.toBe('scheduled');
    await waitForDeliveries(t.db);
    expect(recipientsOf('It is out')).toEqual(SUBSCRIBERS);
  }, 60_000);

  it('is due at once when its piece was released between a pass reading the piece and its next time', async () => {
    // A pass reads the piece still locked, then the release is written down (it clears the
    // piece's release time), then the pass asks when to look next: not a poll later, now.
    const piece = await adminSculpture(app, token, 'vhs-kid');
    const releaseAt = new Date(clock.clock.now().getTime() + HOUR_MS);
    await scheduleRelease(app, token, piece, releaseAt);
    const { campaignId } = (
      await post('/api/admin/newsletters/send', {
        ...content,
        subject: 'Raced',
        releaseSculptureId: piece.id,
      })
    ).json<{ campaignId: number }>();
    const readLocked = new Date(releaseAt.getTime() - 1);
    expect(await msUntilNextScheduled(t.db, readLocked)).toBe(1);
    expect((await recordDueReleases(t.db, releaseAt)).map((released) => released.id)).toEqual([piece.id]);
    expect(await msUntilNextScheduled(t.db, readLocked)).toBe(0);

    clock.advanceTo(releaseAt);
    await expect.poll(() => stateOf(campaignId), SETTLES).not.toBe('scheduled');
    await waitForDeliveries(t.db);
    expect(recipientsOf('Raced')).toEqual(SUBSCRIBERS);
  }, 60_000);
});
