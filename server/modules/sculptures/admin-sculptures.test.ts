import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
});
afterAll(() => t.close());

const form = {
  slug: 'walkman-kid',
  title: 'Walkman Kid',
  tagline: 'Side B, again.',
  intro: 'Headphones on, world off.',
  medium: 'Cast metal with chrome finish',
  sizes: ['12 inch', ' 54 inch ', ''],
  edition: 'Limited Edition of 50',
  finish: 'Mirror chrome',
  certificate: 'Signed and numbered certificate of authenticity',
  status: 'Available',
  isGreyscale: 'false',
  imageCount: 'lots',
  placeholderType: 'photo',
  seoTitle: 'Walkman Kid',
  seoDescription: 'A chrome Walkman Kid.',
  height100: '12"',
  weight450: '',
};

const publicList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/sculptures' })).json<
    { id: number; slug: string; isLocked: string }[]
  >();

describe('admin sculptures', () => {
  let id: number;

  it('creates a sculpture at the end of the order with the validation normalisations', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sculptures',
      headers: auth,
      payload: form,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    id = created.id;
    expect(created).toMatchObject({
      sizes: ['12 inch', '54 inch'],
      imageCount: 4,
      height100: '12"',
      weight450: null,
    });
    const list = await publicList();
    expect(list.at(-1)?.slug).toBe('walkman-kid');
  });

  it('answers the validation messages for missing fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sculptures',
      headers: auth,
      payload: { ...form, slug: 'x-kid', title: ' ', sizes: [' '] },
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Title is required', 'At least one size is required']));
  });

  it('refuses an imageCount outside 1..10', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sculptures',
      headers: auth,
      payload: { ...form, slug: 'eleven', imageCount: 11 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 409 for a duplicate slug and 404 for an unknown id', async () => {
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sculptures',
      headers: auth,
      payload: form,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toMatch(/already exists/);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/sculptures/99999',
      headers: auth,
      payload: form,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('updates, locks and unlocks, and the public list reflects it at once', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/sculptures/${id}`,
      headers: auth,
      payload: { ...form, title: 'Walkman Kid II' },
    });
    expect(put.json().title).toBe('Walkman Kid II');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sculptures/${id}`,
      headers: auth,
      payload: { isLocked: 'true' },
    });
    expect((await publicList()).find((s) => s.id === id)?.isLocked).toBe('true');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sculptures/${id}`,
      headers: auth,
      payload: { isLocked: 'false' },
    });
    expect((await publicList()).find((s) => s.id === id)?.isLocked).toBe('false');
  });

  it('reorders the whole list in one call, and refuses unknown ids without writing', async () => {
    const reversed = (await publicList()).reverse().map((s, index) => ({ id: s.id, sortOrder: index }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sculptures/reorder',
      headers: auth,
      payload: { sculptureOrders: reversed },
    });
    expect(response.statusCode).toBe(200);
    expect((await publicList()).map((s) => s.id)).toEqual(reversed.map((o) => o.id));

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sculptures/reorder',
      headers: auth,
      payload: {
        sculptureOrders: [
          { id: reversed[1]!.id, sortOrder: 0 },
          { id: 424242, sortOrder: 1 },
        ],
      },
    });
    expect(bad.statusCode).toBe(404);
    expect((await publicList()).map((s) => s.id)).toEqual(reversed.map((o) => o.id));
  });

  it('deletes a sculpture', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/sculptures/${id}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect((await publicList()).some((s) => s.id === id)).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/sculptures/${id}`, headers: auth });
    expect(again.statusCode).toBe(404);
  });
});
