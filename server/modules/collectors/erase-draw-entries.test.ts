import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNetwork } from '../../test/account-helpers';
import { solvedHeaders } from '../../test/challenge-answers';
import { reservablePiece, setPiece } from '../../test/reservation-helpers';
import { tablesHolding } from '../../test/tables-holding';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { eraseAddress } from './erase-address';

/*
 * Erasing a collector who entered draws: from a draw still taking entries they are withdrawn (no
 * list of it is out yet); in a draw whose entries closed, the published list and the order name
 * the entry's code, so the code and its place stay and the person goes. Entries are found by
 * the inbox they fold to, as the draw counts them: a plus-tagged entry is the same person.
 */
const time = createTestClock(new Date('2027-04-01T09:00:00Z'));
let t: TestApp;
let token: string;
const PERSON = { email: 'Rhea.Okafor@example.com', name: 'Rhea Okafor', phone: '+44 20 7946 0321' };

async function drawPiece() {
  const piece = await reservablePiece(t.db, {
    size100: 2,
    isLocked: true,
    releaseAt: new Date(time.clock.now().getTime() + 60_000),
  });
  await setPiece(t.db, piece.id, { saleMode100: 'draw', drawWindowMinutes: 60 });
  // The commitment is made when the draw is first read, before entries open.
  await t.app.inject({ url: `/api/draws/${piece.id}/100` });
  return piece;
}

async function enter(pieceId: number, email: string, name: string, phone = '') {
  const entered = await t.app.inject({
    method: 'POST',
    url: `/api/draws/${pieceId}/100/entries`,
    payload: { name, email, phone },
    headers: await solvedHeaders(t.db, time.clock.now()),
    remoteAddress: freshNetwork(),
  });
  expect(entered.statusCode, entered.body).toBe(201);
  return entered.json<{ entryCode: string }>().entryCode;
}

beforeAll(async () => {
  t = await createTestApp({ background: { clock: time.clock } });
  token = await t.login();
});
afterAll(() => t.close());

describe('erasing a collector who entered draws', () => {
  it('withdraws their entry from an open draw, keeps a closed draw’s entry code without them', async () => {
    const open = await drawPiece();
    const closed = await drawPiece();
    time.advance(60_000);
    // Entered with a plus-tag in one draw, as typed in the other: one inbox.
    await enter(open.id, PERSON.email.replace('@', '+drops@'), PERSON.name, PERSON.phone);
    const keptCode = await enter(closed.id, PERSON.email, PERSON.name, PERSON.phone);
    const othersCode = await enter(closed.id, 'someone.else@example.org', 'Someone Else');
    // Both confirmed, as by their emailed links: only confirmed entries are in the published list.
    await t.db.execute(sql`
      update draw_entries set confirmed_at = ${time.clock.now()}
      where draw_id = (select id from draws where sculpture_id = ${closed.id})
    `);
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/admin/draws/${closed.id}/100/close`,
      headers: bearer(token),
    });
    expect(close.statusCode, close.body).toBeLessThan(300);
    const published = (await t.app.inject({ url: `/api/draws/${closed.id}/100` })).json<{
      listHash: string;
    }>();

    const counts = await eraseAddress(t.db, PERSON.email, time.clock.now());
    expect(counts.drawEntries).toBe(2);

    for (const trace of [PERSON.email.toLowerCase(), 'rhea.okafor+drops', PERSON.name, '7946 0321']) {
      expect(await tablesHolding(t.db, trace), trace).toEqual([]);
    }
    const rows = await t.db.execute<{ title: string; entry_code: string; name: string }>(sql`
      select s.title, e.entry_code, e.name from draw_entries e
      join draws d on d.id = e.draw_id join sculptures s on s.id = d.sculpture_id
      where s.id in (${open.id}, ${closed.id}) order by e.entry_code
    `);
    // The open draw holds nothing of them; the closed one keeps both codes, one without its person.
    expect(rows.rows.filter((row) => row.title === open.title)).toEqual([]);
    expect(rows.rows.map((row) => row.entry_code).sort()).toEqual([keptCode, othersCode].sort());
    expect(rows.rows.find((row) => row.entry_code === keptCode)?.name).toBe('Collector erased');
    // What the draw published still stands: the same list, the same hash.
    const after = (await t.app.inject({ url: `/api/draws/${closed.id}/100` })).json<{
      listHash: string;
      entries: string[];
    }>();
    expect(after.listHash).toBe(published.listHash);
    expect(after.entries).toContain(keptCode);
  });
});
