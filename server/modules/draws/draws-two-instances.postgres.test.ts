import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawView } from '../../../contract/draws';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { reservations } from '../../db/schema';
import { type Instance, startInstancesOnOneDatabase } from '../../test/instances-on-one-database';
import { reservablePiece, setPiece } from '../../test/reservation-helpers';
import { createTestClock } from '../../test/test-clock';
import { signEntryToken } from './draw-secrets';
import { drawEntries, draws } from './schema';

/**
 * Two app instances on one PostgreSQL, nothing shared in memory, both sweeping on one clock:
 * entries reach either, and at the close both race to close and draw; the draw runs once, and
 * each drawn entry joins the line once. Runs in the server-postgres project only.
 */
const time = createTestClock(new Date('2027-06-01T10:00:00Z'));
let instances: Instance[] = [];
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ instances, close } = await startInstancesOnOneDatabase(2, () => ({
    background: { clock: time.clock },
  })));
});
afterAll(() => close?.());

const db = () => instances[0]!.database.db;
const on = (index: number) => instances[index % 2]!.app;

describe('a draw on two instances', () => {
  it('is drawn exactly once, whichever instance closes it', async () => {
    const piece = await reservablePiece(db(), { size100: 3 });
    await setPiece(db(), piece.id, { saleMode100: 'draw', drawWindowMinutes: 15 });
    const opened = (
      await on(1).inject({ method: 'GET', url: `/api/draws/${piece.id}/100` })
    ).json<DrawView>();
    expect(opened.state).toBe('open');
    const secret = await unsubscribeSecret(db());
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const entered = await on(i).inject({
          method: 'POST',
          url: `/api/draws/${piece.id}/100/entries`,
          payload: { name: `Collector ${i}`, email: `collector-${i}@example.com` },
          remoteAddress: `10.4.${i}.1`,
        });
        expect(entered.statusCode, entered.body).toBe(201);
      }),
    );
    const entries = await db().select().from(drawEntries);
    await Promise.all(
      entries.map((entry, i) =>
        on(i + 1).inject({
          method: 'POST',
          url: '/api/draws/entries/confirm',
          payload: { token: signEntryToken(secret, entry.id) },
        }),
      ),
    );
    // Before the close, neither instance tells the seed.
    const [row] = await db().select().from(draws).where(eq(draws.sculptureId, piece.id));
    for (const index of [0, 1]) {
      const answer = await on(index).inject({ method: 'GET', url: `/api/draws/${piece.id}/100` });
      expect(answer.body).not.toContain(row!.seed);
    }

    time.advance(15 * 60_000);
    await Promise.all([
      instances[0]!.app.draws.sweep(),
      instances[1]!.app.draws.sweep(),
      on(0).inject({ method: 'GET', url: `/api/draws/${piece.id}/100` }),
      on(1).inject({ method: 'GET', url: `/api/draws/${piece.id}/100` }),
    ]);
    const views = await Promise.all(
      [0, 1].map(async (index) =>
        (await on(index).inject({ method: 'GET', url: `/api/draws/${piece.id}/100` })).json<DrawView>(),
      ),
    );
    expect(views[0]!.state).toBe('drawn');
    expect(views[1]).toEqual(views[0]);
    expect(views[0]!.order).toHaveLength(40);
    const line = await db().select().from(reservations).where(eq(reservations.sculptureId, piece.id));
    expect(line).toHaveLength(40);
    expect(line.filter((request) => request.state === 'held')).toHaveLength(3);
    expect(new Set(line.map((request) => request.position)).size).toBe(40);
  });
});
