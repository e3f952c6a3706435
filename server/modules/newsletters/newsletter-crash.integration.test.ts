import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignSummary } from '../../../contract/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { crashDuringSend, expectNobodyLostFewRepeated } from '../../test/sender-crash';
import { listCampaignSummaries } from './campaign-summaries';
import { queueCampaign } from './campaigns';

const SUBSCRIBERS = 300;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('newsletter delivery across a kill -9', () => {
  it('resumes after a restart: nobody skipped, only the copies in flight at the kill repeated', async () => {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, index) => `collector${index}@example.com`);
    const done = { total: SUBSCRIBERS, sent: SUBSCRIBERS, pending: 0, failed: 0 };
    const run = await crashDuringSend(
      {
        kind: 'newsletter',
        acceptedBeforeKill: 100,
        seed: async ({ db }) => {
          await db
            .insert(newsletterSubscribers)
            .values(emails.map((email) => ({ email, confirmedAt: new Date() })));
          const queued = await queueCampaign(db, {
            content: { subject: 'Drop', htmlContent: '<p>Drop</p>', textContent: 'Drop' },
          });
          expect(queued).toMatchObject({ ok: true, recipients: SUBSCRIBERS });
        },
        finished: (admin) =>
          expect
            .poll(async () => (await admin<CampaignSummary[]>('/api/admin/newsletters/campaigns'))[0], {
              timeout: 45_000,
              interval: 100,
            })
            .toMatchObject(done),
        afterwards: async ({ db }) => {
          expect(await listCampaignSummaries(db)).toEqual([expect.objectContaining(done)]);
        },
      },
      (cleanup) => cleanups.push(cleanup),
    );
    expectNobodyLostFewRepeated(run, emails);
    // Two real servers boot one after the other on the embedded database: on a busy machine each
    // start alone can take a minute (the waitlist's crash test allows as long).
  }, 300_000);
});
