import type { CampaignSummary, StoredNewsletter } from '@contract/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'ada@example.com' } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async () => (await call('GET', '/api/admin/newsletters/campaigns')).json<CampaignSummary[]>();
const design = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] });

describe('newsletter drafts', () => {
  it('keeps what is typed, half-written included, and reopens it as written', async () => {
    const created = await call('POST', '/api/admin/newsletters/drafts', {
      subject: '',
      htmlContent: '',
      textContent: '',
      design: null,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json<StoredNewsletter>();
    expect(draft).toMatchObject({ state: 'draft', subject: '' });

    const saved = await call('PUT', `/api/admin/newsletters/drafts/${draft.id}`, {
      subject: 'Half a thought  ',
      htmlContent: '<p>Boom</p>',
      textContent: 'Boom',
      design,
    });
    expect(saved.statusCode).toBe(200);

    const reopened = (await call('GET', `/api/admin/newsletters/campaigns/${draft.id}`)).json();
    // Kept exactly as typed (trailing spaces too): trimming is for sending.
    expect(reopened).toMatchObject({ subject: 'Half a thought  ', htmlContent: '<p>Boom</p>', design });
    expect(await list()).toEqual([expect.objectContaining({ id: draft.id, state: 'draft', total: 0 })]);
  });

  it('becomes the campaign when sent from, and is then no longer written over or deletable', async () => {
    const draft = (
      await call('POST', '/api/admin/newsletters/drafts', {
        subject: 'Going out',
        htmlContent: '<p>Now</p>',
        textContent: 'Now',
        design,
      })
    ).json<StoredNewsletter>();
    const sent = await call('POST', '/api/admin/newsletters/send', {
      subject: 'Going out',
      htmlContent: '<p>Now</p>',
      textContent: 'Now',
      draftId: draft.id,
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ campaignId: draft.id, message: 'Newsletter queued for 1 subscriber' });
    expect((await list()).find((campaign) => campaign.id === draft.id)).toMatchObject({
      state: 'sending',
      total: 1,
    });

    const late = await call('PUT', `/api/admin/newsletters/drafts/${draft.id}`, {
      subject: 'Edited in a stale window',
      htmlContent: '',
      textContent: '',
      design: null,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'This draft was sent or deleted in another window' });
    expect((await call('DELETE', `/api/admin/newsletters/drafts/${draft.id}`)).statusCode).toBe(409);
    expect((await call('GET', `/api/admin/newsletters/campaigns/${draft.id}`)).json()).toMatchObject({
      subject: 'Going out',
    });
  });

  it('can be deleted', async () => {
    const draft = (
      await call('POST', '/api/admin/newsletters/drafts', {
        subject: 'Scrap',
        htmlContent: '',
        textContent: '',
        design: null,
      })
    ).json<StoredNewsletter>();
    expect((await call('DELETE', `/api/admin/newsletters/drafts/${draft.id}`)).statusCode).toBe(200);
    expect((await list()).map((campaign) => campaign.id)).not.toContain(draft.id);
    expect((await call('GET', `/api/admin/newsletters/campaigns/${draft.id}`)).statusCode).toBe(404);
  });

  it('refuses a draft larger than a newsletter may be', async () => {
    const response = await call('POST', '/api/admin/newsletters/drafts', {
      subject: 'x'.repeat(201),
      htmlContent: '',
      textContent: '',
      design: null,
    });
    expect(response.statusCode).toBe(400);
  });
});
