import { and, eq, isNull, sql } from 'drizzle-orm';
import { DRAW_COPY, type DrawEntryInput } from '../../../contract/draws';
import type { SizeModel } from '../../../contract/limits';
import { absoluteUrl, pathOf, ROUTES } from '../../../contract/page-paths';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { normalisedMailbox } from '../../core/delivery/mailbox';
import { HttpError } from '../../core/http-error';
import { enqueueMail } from '../../core/mail/mail-outbox';
import { drawAt } from './draw-records';
import { newEntryCode, signEntryToken } from './draw-secrets';
import { buildEntryMessage, DRAW_ENTRY_MAIL_KIND } from './mail/entry-mail';
import { drawEntries, draws } from './schema';

/** The draw page of a piece's size, with an entry's confirmation when a token is given. */
export function drawPagePath(slug: string, size: SizeModel, confirmToken?: string) {
  const path = pathOf(ROUTES.draw, { slug, size });
  return confirmToken ? `${path}?${new URLSearchParams({ confirm: confirmToken })}` : path;
}

/** Holds the draw's row against its close while an entry is written (the close takes it for update). */
const shareLock = (tx: DbOrTransaction, drawId: number) =>
  tx.select({ id: draws.id, closedAt: draws.closedAt }).from(draws).where(eq(draws.id, drawId)).for('share');

export interface EntryRequest {
  sculptureId: number;
  size: SizeModel;
  /** Parsed by DrawEntryInputSchema. */
  input: Required<DrawEntryInput>;
  /** No proof-of-work challenge was solved for it (entry-check.ts). */
  withoutChallenge: boolean;
}

export interface EntryDeps {
  db: Db;
  now: Date;
  secret: Buffer;
  publicUrl: string;
}

/**
 * One entry, and its confirmation email, in one transaction: one per inbox (an address's
 * plus-tags and Gmail's dots folded, as for opt-in), while entries are open. Answers its code.
 */
export async function enter(deps: EntryDeps, request: EntryRequest): Promise<string> {
  const { db, now } = deps;
  const { input } = request;
  return db.transaction(async (tx) => {
    const found = await drawAt(tx, request.sculptureId, request.size, now);
    if (!found?.piece.published) throw new HttpError(404, DRAW_COPY.notADraw);
    const [locked] = await shareLock(tx, found.draw.id);
    const { draw, piece, state } = found;
    if (state !== 'open' || locked!.closedAt || !draw.closesAt || draw.closesAt <= now) {
      throw new HttpError(409, state === 'scheduled' ? DRAW_COPY.notOpen : DRAW_COPY.closed);
    }
    const mailbox = normalisedMailbox(input.email);
    // A code already taken in this draw (1 in 500 billion) is drawn again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const entryCode = newEntryCode();
      const [row] = await tx
        .insert(drawEntries)
        .values({
          drawId: draw.id,
          entryCode,
          name: input.name,
          email: input.email,
          phone: input.phone,
          mailbox,
          withoutChallenge: request.withoutChallenge,
        })
        .onConflictDoNothing()
        .returning({ id: drawEntries.id });
      if (!row) {
        const [same] = await tx
          .select({ id: drawEntries.id })
          .from(drawEntries)
          .where(and(eq(drawEntries.drawId, draw.id), eq(drawEntries.mailbox, mailbox)));
        if (same) throw new HttpError(409, DRAW_COPY.alreadyEntered);
        continue;
      }
      // The entrant becomes someone the studio knows, as a reservation makes them: so they can
      // sign in to their page and see the entry (and confirm it there if the email went astray).
      await tx.execute(sql`select record_collector(${input.email}, ${input.name}, ${input.phone}, ${now})`);
      const confirmUrl = absoluteUrl(
        deps.publicUrl,
        drawPagePath(piece.slug, request.size, signEntryToken(deps.secret, row.id)),
      );
      await enqueueMail(
        tx,
        DRAW_ENTRY_MAIL_KIND,
        buildEntryMessage({
          to: input.email,
          name: input.name,
          pieceTitle: piece.title,
          size: request.size,
          entryCode,
          closesAt: draw.closesAt!,
          confirmUrl,
        }),
      );
      return entryCode;
    }
    throw new Error('no free entry code after 5 tries');
  });
}

/**
 * An entry confirmed by its emailed link, before its draw closes. Confirming again answers the
 * same; a link used after the close is refused, as the published list is already fixed.
 */
export async function confirmEntry(
  db: Db,
  entryId: number,
  now: Date,
): Promise<{ entryCode: string; confirmedNow: boolean; slug: string; size: SizeModel }> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(drawEntries).where(eq(drawEntries.id, entryId));
    if (!entry) throw new HttpError(400, DRAW_COPY.invalidLink);
    const [draw] = await shareLock(tx, entry.drawId);
    const result = await tx.execute<{ slug: string; size: SizeModel; closed: boolean }>(sql`
      select s.slug, d.size, (d.closed_at is not null or d.closes_at is null or d.closes_at <= ${now}) as closed
      from draws d join sculptures s on s.id = d.sculpture_id where d.id = ${draw!.id}
    `);
    const { slug, size, closed } = result.rows[0]!;
    const answer = { entryCode: entry.entryCode, slug, size };
    if (entry.confirmedAt) return { ...answer, confirmedNow: false };
    if (closed) throw new HttpError(409, DRAW_COPY.tooLate);
    await tx
      .update(drawEntries)
      .set({ confirmedAt: now })
      .where(and(eq(drawEntries.id, entryId), isNull(drawEntries.confirmedAt)));
    return { ...answer, confirmedNow: true };
  });
}
