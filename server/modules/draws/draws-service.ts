import { and, count, eq, isNotNull } from 'drizzle-orm';
import { type AdminDraw, DRAW_COPY, type DrawView } from '../../../contract/draws';
import { SIZE_MODELS, type SizeModel } from '../../../contract/limits';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { sculptures } from '../../db/schema';
import { type DrawAt, drawAt, drawsToLookAt } from './draw-records';
import { closeEntries, drawOnce } from './draw-run';
import { verifyEntryToken } from './draw-secrets';
import { confirmEntry, type EntryRequest, enter } from './entries';
import { drawEntries } from './schema';
import { adminView, entryCounts, publicView } from './views';

export interface DrawsContext {
  db: Db;
  now: () => Date;
  publicUrl: string;
  /** Entry emails were queued: the outbox sender looks now. */
  mailQueued: () => void;
  /** The draw held numbers and queued their emails: the reservation sender looks, counts are stale. */
  drawn: () => Promise<void>;
}

export interface DrawsService {
  view(sculptureId: number, size: SizeModel): Promise<DrawView>;
  viewBySlug(slug: string, size: SizeModel): Promise<DrawView & { sculptureId: number }>;
  enter(request: EntryRequest): Promise<string>;
  confirm(
    token: string,
  ): Promise<{ entryCode: string; confirmedNow: boolean; slug: string; size: SizeModel }>;
  /** The owner's early close; the draw follows at once. */
  closeEarly(sculptureId: number, size: SizeModel): Promise<AdminDraw>;
  adminList(sculptureId: number): Promise<AdminDraw[]>;
  /** Opens, closes and draws what is due at the clock's time; every instance may run it at once. */
  sweep(): Promise<void>;
}

export function createDrawsService(context: DrawsContext): DrawsService {
  const { db } = context;

  async function found(sculptureId: number, size: SizeModel): Promise<DrawAt> {
    const now = context.now();
    const at = await drawAt(db, sculptureId, size, now);
    if (!at?.piece.published) throw new HttpError(404, DRAW_COPY.notADraw);
    // A reader after the close need not wait for the loop: the close and draw happen once anyway.
    if (at.state === 'open' && at.draw.closesAt && at.draw.closesAt <= now) {
      await settle(at, now);
      return (await drawAt(db, sculptureId, size, now))!;
    }
    return at;
  }

  async function confirmedSoFar(drawId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(drawEntries)
      .where(and(eq(drawEntries.drawId, drawId), isNotNull(drawEntries.confirmedAt)));
    return Number(row?.n ?? 0);
  }

  /** Closes a draw past its time and draws it; safe to repeat, on any instance. */
  async function settle(at: DrawAt, now: Date): Promise<void> {
    const { draw } = at;
    if (draw.drawnAt) return;
    if (!draw.closedAt) {
      if (at.state !== 'open' || !draw.closesAt || draw.closesAt > now) return;
      await closeEntries(db, draw.id, draw.closesAt, { early: false });
    }
    const outcome = await drawOnce(db, draw.id, now);
    if (outcome) await context.drawn();
  }

  return {
    async view(sculptureId, size) {
      const at = await found(sculptureId, size);
      return publicView(at, await confirmedSoFar(at.draw.id));
    },
    async viewBySlug(slug, size) {
      const [piece] = await db
        .select({ id: sculptures.id })
        .from(sculptures)
        .where(eq(sculptures.slug, slug));
      if (!piece) throw new HttpError(404, DRAW_COPY.notADraw);
      const at = await found(piece.id, size);
      return { ...publicView(at, await confirmedSoFar(at.draw.id)), sculptureId: piece.id };
    },
    async enter(request) {
      const code = await enter(
        { db, now: context.now(), secret: await unsubscribeSecret(db), publicUrl: context.publicUrl },
        request,
      );
      context.mailQueued();
      return code;
    },
    async confirm(token) {
      const id = verifyEntryToken(await unsubscribeSecret(db), token);
      if (id === null) throw new HttpError(400, DRAW_COPY.invalidLink);
      return confirmEntry(db, id, context.now());
    },
    async closeEarly(sculptureId, size) {
      const now = context.now();
      const at = await drawAt(db, sculptureId, size, now);
      if (!at) throw new HttpError(404, DRAW_COPY.notADraw);
      if (at.state !== 'open') throw new HttpError(409, DRAW_COPY.cannotClose);
      const closed = await closeEntries(db, at.draw.id, now, { early: true });
      if (!closed) throw new HttpError(409, DRAW_COPY.cannotClose);
      if (await drawOnce(db, at.draw.id, now)) await context.drawn();
      const after = (await drawAt(db, sculptureId, size, now))!;
      return adminView(after, await entryCounts(db, after.draw.id));
    },
    async adminList(sculptureId) {
      const answers: AdminDraw[] = [];
      for (const size of SIZE_MODELS) {
        const at = await drawAt(db, sculptureId, size, context.now());
        if (at) answers.push(adminView(at, await entryCounts(db, at.draw.id)));
      }
      return answers;
    },
    async sweep() {
      const now = context.now();
      for (const { sculptureId, size } of await drawsToLookAt(db)) {
        const at = await drawAt(db, sculptureId, size, now);
        if (at) await settle(at, now);
      }
    },
  };
}
