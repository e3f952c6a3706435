import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import type { CertificateView, IssuedCertificate } from '../../../contract/certificates';
import type { EditionNumber } from '../../../contract/editions';
import type { Sculpture } from '../../../contract/sculpture';
import { sculptures } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';

/*
 * A certificate's code is no key to a drop: while its piece is hidden, or locked before its
 * release, the public check (JSON and page) names the piece by neither title nor picture.
 */
const time = createTestClock(new Date('2026-12-07T12:00:00Z'));
let t: TestApp;
let hero: Sculpture;
let code: string;
beforeAll(async () => {
  t = await createTestApp({ renderRoot: render, background: { clock: time.clock } });
  const auth = bearer(await t.login());
  const list = await t.app.inject({ url: '/api/admin/sculptures', headers: auth });
  hero = list.json<Sculpture[]>().find((s) => s.slug === 'hero-kid')!;
  const register = (
    await t.app.inject({ url: `/api/admin/sculptures/${hero.id}/editions`, headers: auth })
  ).json<EditionNumber[]>();
  const number = register.find((row) => row.size === '450' && row.state === 'available')!.number;
  const sold = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/sculptures/${hero.id}/editions/450/${number}`,
    headers: auth,
    payload: {
      state: 'sold',
      collectorName: 'Ada Lovelace',
      collectorEmail: 'ada@example.com',
      soldOn: '2026-11-20',
    },
  });
  expect(sold.statusCode).toBe(200);
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/admin/sculptures/${hero.id}/editions/450/${number}/certificate`,
    headers: auth,
    payload: { publicOwner: 'initials' },
  });
  expect(issued.statusCode).toBe(201);
  code = issued.json<IssuedCertificate>().code;
});
afterAll(() => t.close());

const setHero = (values: { isLocked?: boolean; published?: boolean; releaseAt?: Date | null }) =>
  t.db.update(sculptures).set(values).where(eq(sculptures.id, hero.id));
const checkJson = (remoteAddress = '10.40.0.1') =>
  t.app.inject({ url: `/api/certificates/${encodeURIComponent(code)}`, remoteAddress });
const checkPage = () =>
  t.app.inject({ url: `/verify/${encodeURIComponent(code)}`, remoteAddress: '10.40.0.2' });

describe('the certificate check of a piece that is not public', () => {
  it('names the piece, with its picture, while it is public', async () => {
    const view = (await checkJson()).json<CertificateView>();
    expect(view.title).toBe(hero.title);
    expect(view.image?.src).toBe(hero.thumbnailImage);
  });

  it('shows no title or picture while the piece is locked, and both from its release', async () => {
    await setHero({ isLocked: true, releaseAt: new Date(time.clock.now().getTime() + 3_600_000) });
    const json = await checkJson();
    expect(json.statusCode).toBe(200);
    const view = json.json<CertificateView>();
    expect(view).toMatchObject({
      title: 'A piece not yet released',
      image: null,
      size: '450',
      state: 'valid',
    });
    expect(json.body).not.toContain(hero.title);
    expect(json.body).not.toContain('/media/');
    const page = await checkPage();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('A piece not yet released');
    expect(page.body).not.toContain(hero.title);
    expect(page.body).not.toContain(hero.thumbnailImage!.replace(/\.[a-z]+$/, ''));

    time.advance(3_600_000);
    expect((await checkJson()).json<CertificateView>().title).toBe(hero.title);
  });

  it('shows no title or picture while the piece is hidden', async () => {
    await setHero({ isLocked: false, releaseAt: null, published: false });
    const view = (await checkJson()).json<CertificateView>();
    expect(view.title).toBe('A piece not yet released');
    expect(view.image).toBeNull();
    await setHero({ published: true });
  });
});
