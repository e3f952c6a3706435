import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { sortedCodes } from '../../../contract/draw-order';
import type { Db } from '../../core/db/index';
import { settleEditionStatus } from '../editions/index';
import { listHashOf, orderOf } from './draw-secrets';
import { drawEntries, draws } from './schema';

/*
 * The close and the draw, each its own transaction on the draw's row, locked: whichever instance
 * (or the owner's early close) locks it first does the step, the others find it done. The close
 * fixes and publishes the list; only then, in a later commit, is the seed published with the
 * order, so nobody ever sees the seed while the list could still change.
 */

/** Closes the draw's entries at `closedAt`; false when it was closed already. */
export async function closeEntries(
  db: Db,
  drawId: number,
  closedAt: Date,
  options: { early: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [draw] = await tx.select().from(draws).where(eq(draws.id, drawId)).for('update');
    if (!draw || draw.closedAt) return false;
    // Confirmations take the row's share lock (entries.ts): none is half done now.
    const confirmed = await tx
      .select({ code: drawEntries.entryCode })
      .from(drawEntries)
      .where(
        and(
          eq(drawEntries.drawId, drawId),
          isNotNull(drawEntries.confirmedAt),
          lte(drawEntries.confirmedAt, closedAt),
        ),
      );
    const codes = sortedCodes(confirmed.map((row) => row.code));
    await tx
      .update(draws)
      .set({ closedAt, closedEarly: options.early, entryCodes: codes, listHash: listHashOf(codes) })
      .where(eq(draws.id, drawId));
    return true;
  });
}

export interface DrawOutcome {
  sculptureId: number;
  held: number;
}

/**
 * The draw itself, exactly once: the seed and the order are published, and every drawn entry
 * joins the piece's line in the drawn order (reservation_requests, modules/reservations/sql/):
 * the first ones are held a number each, as long as numbers are free, and emailed; the others
 * wait in that order, emailed their place. Null when it was drawn before, or is not closed.
 */
export async function drawOnce(db: Db, drawId: number, now: Date): Promise<DrawOutcome | null> {
  const outcome = await db.transaction(async (tx): Promise<DrawOutcome | null> => {
    const [draw] = await tx
      .select()
      .from(draws)
      .where(and(eq(draws.id, drawId), isNull(draws.drawnAt), isNotNull(draws.closedAt)))
      .for('update');
    if (!draw) return null;
    const order = orderOf(draw.seed, draw.entryCodes ?? []);
    await tx.update(draws).set({ drawnAt: now, drawnOrder: order }).where(eq(draws.id, drawId));
    const entries = await tx
      .select()
      .from(drawEntries)
      .where(and(eq(drawEntries.drawId, drawId), isNotNull(drawEntries.confirmedAt)))
      .orderBy(asc(drawEntries.id));
    const byCode = new Map(entries.map((entry) => [entry.entryCode, entry]));
    const drawn = order.map((code) => byCode.get(code)!);
    await tx.execute(sql`
      update draw_entries set drawn_place = o.place
      from jsonb_array_elements_text(${JSON.stringify(order)}::jsonb) with ordinality as o(code, place)
      where draw_entries.draw_id = ${drawId} and draw_entries.entry_code = o.code
    `);
    if (drawn.length === 0) return { sculptureId: draw.sculptureId, held: 0 };
    const requests = drawn.map((entry, index) => ({
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      message: `Draw entry ${entry.entryCode}, drawn ${index + 1} of ${drawn.length}.`,
    }));
    const places = await tx.execute<{ place_index: number; place_id: number; place_state: string }>(sql`
      select place_index, place_id, place_state
      from reservation_requests(${draw.sculptureId}, ${draw.size}, ${JSON.stringify(requests)}::jsonb, ${now})
    `);
    const held = places.rows.filter((place) => place.place_state === 'held').length;
    const links = places.rows.map((place) => ({
      entry: drawn[Number(place.place_index)]!.id,
      reservation: Number(place.place_id),
    }));
    await tx.execute(sql`
      update draw_entries set reservation_id = (link->>'reservation')::integer
      from jsonb_array_elements(${JSON.stringify(links)}::jsonb) as link
      where draw_entries.id = (link->>'entry')::integer
    `);
    return { sculptureId: draw.sculptureId, held };
  });
  // The register may have no number left now: an Available piece turns Sold Out. Apart, as the
  // reservation desk does it, so the line's lock is never held while the piece's is taken.
  if (outcome?.held)
    await db.transaction((tx) => settleEditionStatus(tx, outcome.sculptureId, { freed: false }));
  return outcome;
}
