import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * The hero photo's focal point: chosen in the dashboard, checked by the server, and in the
 * server-rendered hero already (object-position), so the crop never moves once the script runs.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ renderRoot: render });
  token = await t.login();
});
afterAll(() => t.close());

const saveFocal = (value: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/site-settings',
    headers: bearer(token),
    payload: { key: 'homepage-hero-focal-point', value },
  });

/** The hero <img> of the rendered home page. */
async function heroImage(): Promise<string> {
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
  const section = /<section aria-labelledby="home-hero-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const image = /<img[^>]*>/.exec(section)?.[0];
  if (!image) throw new Error('no hero photo in the rendered home page');
  return image;
}

describe('the hero focal point', () => {
  it('is centred until the owner chooses, then rendered by the server where they chose', async () => {
    expect(await heroImage()).not.toContain('object-position');
    expect((await saveFocal('30% 15%')).statusCode).toBe(200);
    expect(await heroImage()).toContain('object-position:30% 15%');
  });

  it('takes only two percentages: nothing else can reach the style', async () => {
    for (const value of ['url(https://evil.example/x.png)', '101% 0%', '50%', '50% 50%; color: red'])
      expect((await saveFocal(value)).statusCode, value).toBe(400);
    expect(await heroImage()).toContain('object-position:30% 15%');
  });
});
