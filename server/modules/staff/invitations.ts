import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITATION_HOURS, type PendingInvitation, type StaffRole } from '../../../contract/staff';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { toIso } from '../../core/db/mapping';
import { staffInvitations } from './schema';

const pending = (at: Date) => and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, at));

type InvitationRow = typeof staffInvitations.$inferSelect;

const toPending = (row: InvitationRow): PendingInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: toIso(row.createdAt),
  expiresAt: toIso(row.expiresAt),
});

/**
 * Keeps a new invitation (its token's hash). An earlier invitation to the same address still
 * open is taken back: only the newest link works.
 */
export async function createInvitation(
  tx: DbOrTransaction,
  invite: { email: string; role: StaffRole; tokenHash: string; invitedBy: number },
  at: Date,
): Promise<PendingInvitation> {
  await tx
    .update(staffInvitations)
    .set({ usedAt: at })
    .where(and(sql`lower(${staffInvitations.email}) = ${invite.email.toLowerCase()}`, pending(at)));
  const expiresAt = new Date(at.getTime() + INVITATION_HOURS * 3_600_000);
  const [row] = await tx
    .insert(staffInvitations)
    .values({ ...invite, createdAt: at, expiresAt })
    .returning();
  return toPending(row!);
}

/** The invitations still waiting, newest first. */
export async function listPendingInvitations(db: Db, at: Date): Promise<PendingInvitation[]> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(pending(at))
    .orderBy(desc(staffInvitations.createdAt));
  return rows.map(toPending);
}

/** Takes an invitation back; false when none by that id is still waiting. */
export async function withdrawInvitation(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(staffInvitations)
    .set({ usedAt: at })
    .where(and(eq(staffInvitations.id, id), pending(at)))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/**
 * Uses an invitation up, in the caller's transaction (the account it makes is stored with it, or
 * neither is): its address and role, or null when the link is unknown, used, taken back or old.
 * One statement, so two browsers opening the same link cannot both use it.
 */
export async function redeemInvitation(tx: DbOrTransaction, tokenHash: string, at: Date) {
  const [row] = await tx
    .update(staffInvitations)
    .set({ usedAt: at })
    .where(and(eq(staffInvitations.tokenHash, tokenHash), pending(at)))
    .returning({ email: staffInvitations.email, role: staffInvitations.role });
  return row ?? null;
}

/** A link's invitation while it is still good, without using it up. */
export async function findPendingInvitation(db: Db, tokenHash: string, at: Date) {
  const [row] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, tokenHash), pending(at)));
  return row ?? null;
}
