import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import type { WaitlistMember } from '../../../contract/audience';
import type { Sculpture } from '../../../contract/sculpture';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { signLeaveToken } from '../waitlists/leave-token';
import { signConfirmationToken } from './confirmation-token';

/*
 * The leave and confirm pages of a waitlist, and their JSON, are the brand's: they name the piece
 * as the collection titles it, never with the text a join was sent with. A join that named a
 * real piece by id and wrote anything it liked as its type used to have that text shown as the
 * piece's title on the victim's genuine leave page.
 */
const SPOOF = 'URGENT: your order failed - pay again at evil.example';

let t: TestApp;
let admin: string;
let piece: Sculpture;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp({ renderRoot: render });
  admin = await t.login();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/admin/audience-settings',
    payload: { doubleOptIn: true },
    headers: bearer(admin),
  });
  expect(saved.statusCode).toBe(200);
  piece = (await t.app.inject({ url: '/api/sculptures' })).json<Sculpture[]>()[0]!;
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/waitlists',
    payload: { email: 'victim@example.com', sculptureType: SPOOF, sculptureId: piece.id },
  });
  expect(joined.statusCode).toBe(201);
  const member = (await t.app.inject({ url: '/api/admin/waitlists', headers: bearer(admin) }))
    .json<WaitlistMember[]>()
    .find((row) => row.email === 'victim@example.com')!;
  expect(member.sculptureId).toBe(piece.id);
  memberId = member.id;
});
afterAll(() => t.close());

describe("a waitlist join's spoofed piece title", () => {
  it('is never shown by the confirm page or its JSON: the collection title is', async () => {
    const token = signConfirmationToken(await unsubscribeSecret(t.db), { list: 'waitlist', id: memberId });
    const query = new URLSearchParams({ token });
    const json = await t.app.inject({ url: `/api/confirm?${query}` });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ title: piece.title });
    expect(json.body).not.toContain('evil.example');
    const page = await t.app.inject({ url: `/confirm?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(piece.title);
    expect(page.body).not.toContain('evil.example');
  });

  it('is never shown by the leave page or its JSON: the collection title is', async () => {
    const token = signLeaveToken(await unsubscribeSecret(t.db), memberId);
    const query = new URLSearchParams({ token });
    const json = await t.app.inject({ url: `/api/waitlists/leave?${query}` });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ member: true, title: piece.title });
    expect(json.body).not.toContain('evil.example');
    const page = await t.app.inject({ url: `/waitlist/leave?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(piece.title);
    expect(page.body).not.toContain('evil.example');
  });
});
