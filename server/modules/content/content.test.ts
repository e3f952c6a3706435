import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
});
afterAll(() => t.close());

describe('about', () => {
  const timeline = [{ title: '2020', body: 'Founded' }];
  const payload = {
    title: 'About us',
    paragraphs: ['One', 'Two'],
    timelineItems: [JSON.stringify(timeline)],
    ctaLabel: '',
    ctaHref: '',
  };

  it('saves the about page and the public page shows it', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/about', headers: auth })).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/about/${current.id}`,
      headers: auth,
      payload,
    });
    expect(put.statusCode).toBe(200);
    const about = (await t.app.inject({ method: 'GET', url: '/api/about' })).json();
    expect(about).toMatchObject({
      title: 'About us',
      paragraphs: ['One', 'Two'],
      ctaLabel: null,
      ctaHref: null,
    });
    expect(JSON.parse(about.timelineItems[0])).toEqual(timeline);
  });

  it('takes only an http(s), mailto or site-path call-to-action link', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/about', headers: auth })).json();
    const save = (ctaHref: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/about/${current.id}`,
        headers: auth,
        payload: { ...payload, ctaLabel: 'Write to us', ctaHref },
      });
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'collection',
    ]) {
      const refused = await save(href);
      expect(refused.statusCode, href).toBe(400);
      expect(refused.json().message).toBe(
        'Link must be a site path such as /collection, an http(s):// address or mailto:',
      );
    }
    for (const href of ['/collection', 'https://studio.example/press', 'mailto:studio@example.com']) {
      expect((await save(href)).statusCode, href).toBe(200);
    }
  });

  it('rejects malformed timeline JSON and the validation rules', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/about',
      headers: auth,
      payload: { ...payload, timelineItems: ['{not json'] },
    });
    expect(bad.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/about',
      headers: auth,
      payload: {
        ...payload,
        paragraphs: ['ok', ' '],
        timelineItems: [JSON.stringify([{ title: '', body: 'x' }])],
      },
    });
    const messages = empty.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Paragraph cannot be empty', 'Timeline title is required']),
    );
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/about',
      headers: auth,
      payload: { ...payload, paragraphs: [] },
    });
    expect(none.json().message).toBe('At least one paragraph is required');
  });
});

describe('journal', () => {
  const post = {
    slug: 'drop-day',
    title: 'Drop day',
    excerpt: 'Soon',
    body: 'A\n\nB',
    date: '2026-01-02',
    published: 'false',
  };

  it('keeps drafts private and shows a post once published', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/journal',
      headers: auth,
      payload: post,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await t.app.inject({ method: 'GET', url: '/api/journal/drop-day' })).statusCode).toBe(404);
    const adminList = (
      await t.app.inject({ method: 'GET', url: '/api/admin/journal', headers: auth })
    ).json();
    expect(adminList.some((p: { slug: string }) => p.slug === 'drop-day')).toBe(true);

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/journal/${id}`,
      headers: auth,
      payload: { ...post, published: 'true' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/journal/drop-day' })).statusCode).toBe(200);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/journal/${id}`, headers: auth })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/journal/drop-day' })).statusCode).toBe(404);
  });

  it('answers 409 for a duplicate slug and the slug messages', async () => {
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/journal',
      headers: auth,
      payload: { ...post, slug: 'why-chrome' },
    });
    expect(duplicate.statusCode).toBe(409);
    const pattern = await t.app.inject({
      method: 'POST',
      url: '/api/admin/journal',
      headers: auth,
      payload: { ...post, slug: 'Bad Slug' },
    });
    expect(pattern.json().message).toBe('Slug must contain only lowercase letters, numbers, and hyphens');
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/journal',
      headers: auth,
      payload: { ...post, published: 'yes' },
    });
    expect(published.statusCode).toBe(400);
  });
});

describe('site settings', () => {
  it('saves, reads and removes a setting; unknown keys are refused', async () => {
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings',
      headers: auth,
      payload: { key: 'privacy_content', value: 'Line one\nLine two' },
    });
    expect(save.json()).toEqual({ key: 'privacy_content', value: 'Line one\nLine two' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/site-settings/privacy_content' })).json().value,
    ).toBe('Line one\nLine two');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings',
      headers: auth,
      payload: { key: 'privacy_content', value: null },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/site-settings/privacy_content' })).json().value,
    ).toBeNull();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings',
      headers: auth,
      payload: { key: 'evil', value: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes a legal text of 100,000 characters and refuses a longer one, saying by how much', async () => {
    const policy = `${'Privacy. '.repeat(11_111)}x`;
    expect(policy).toHaveLength(100_000);
    const save = (key: string, value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/site-settings',
        headers: auth,
        payload: { key, value },
      });

    expect((await save('terms_content', policy)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/site-settings/terms_content' })).json().value,
    ).toBe(policy);

    const tooLong = await save('terms_content', `${policy}!`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('This text has 100,001 characters; the most it can have is 100,000.');
    // A hero title stays a line: the legal limit is for the legal texts only.
    const title = await save('homepage-hero-title', 'T'.repeat(20_001));
    expect(title.json().message).toBe('This text has 20,001 characters; the most it can have is 20,000.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/site-settings/terms_content' })).json().value,
    ).toBe(policy);
  });
});

describe('popup settings', () => {
  const popup = { enabled: 'true', delaySeconds: 1, title: 'Join', content: 'News', buttonText: 'Go' };

  it('saves the popup and the public call answers it', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/popup-settings',
          headers: auth,
          payload: popup,
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/popup-settings' })).json()).toEqual(popup);
  });

  it('falls back to 10 for a non-numeric delay and refuses 0 and 301', async () => {
    const fallback = await t.app.inject({
      method: 'POST',
      url: '/api/admin/popup-settings',
      headers: auth,
      payload: { ...popup, delaySeconds: 'abc' },
    });
    expect(fallback.json().delaySeconds).toBe(10);
    for (const delaySeconds of [0, 301]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/popup-settings',
        headers: auth,
        payload: { ...popup, delaySeconds },
      });
      expect(response.json().message).toBe('Delay must be between 1 and 300 seconds.');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/popup-settings',
      headers: auth,
      payload: { ...popup, title: ' ' },
    });
    expect(missing.json().message).toBe('Please fill in the title and content fields.');
  });
});
