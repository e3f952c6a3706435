import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffMember, StaffPatch } from '../../../contract/staff';
import { LAST_OWNER_MESSAGE } from '../../../contract/staff';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { toIso } from '../../core/db/mapping';
import { HttpError } from '../../core/http-error';
import { adminSessions, adminUsers, staffPasskeys, staffTotp } from '../../db/schema';

const MEMBER_COLUMNS = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  role: adminUsers.role,
  suspendedAt: adminUsers.suspendedAt,
  lastSignInAt: adminUsers.lastSignInAt,
  secondFactor: sql<
    'none' | 'totp'
  >`case when exists (select 1 from ${staffTotp} where ${staffTotp.userId} = ${adminUsers.id} and ${staffTotp.secret} is not null) then 'totp' else 'none' end`,
  passkeys: sql<number>`(select count(*)::int from ${staffPasskeys} where ${staffPasskeys.userId} = ${adminUsers.id})`,
};

type MemberRow = NonNullable<Awaited<ReturnType<typeof findStaffMember>>>;

function toMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    secondFactor: row.secondFactor,
    passkeys: row.passkeys,
    lastSignInAt: row.lastSignInAt ? toIso(row.lastSignInAt) : null,
    suspendedAt: row.suspendedAt ? toIso(row.suspendedAt) : null,
  };
}

/** One account of the studio's staff (never its password hash), or null. */
export async function findStaffMember(db: Db, id: number) {
  const [row] = await db.select(MEMBER_COLUMNS).from(adminUsers).where(eq(adminUsers.id, id));
  return row ?? null;
}

/** Everyone on the staff: Owners first, then by name. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select(MEMBER_COLUMNS)
    .from(adminUsers)
    .orderBy(
      sql`case ${adminUsers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
      asc(sql`lower(${adminUsers.username})`),
    );
  return rows.map(toMember);
}

/** Whether an account (any, suspended or not) already has this email address. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`);
  return row !== undefined;
}

/**
 * Refuses a change that would leave no Owner who can sign in. Run in the change's transaction:
 * the Owners are locked first, so two Owners demoting each other at once cannot both succeed.
 */
async function keepAnOwner(tx: DbOrTransaction, changedId: number): Promise<void> {
  const others = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), isNull(adminUsers.suspendedAt), ne(adminUsers.id, changedId)))
    .for('update');
  if (others.length === 0) throw new HttpError(409, LAST_OWNER_MESSAGE);
}

/** Ends every session of an account at once: its next request is refused. */
const endSessions = (tx: DbOrTransaction, userId: number, at: Date) =>
  tx
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(and(eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt)));

/**
 * The Owner's change of a person: a new role, or suspended (every session ends at once) or let
 * back in. Nobody suspends themselves (another Owner can), and an Owner stays.
 */
export async function changeStaffMember(db: Db, actorId: number, id: number, patch: StaffPatch) {
  if (patch.suspended === true && id === actorId)
    throw new HttpError(409, 'You cannot suspend your own account.');
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select(MEMBER_COLUMNS)
      .from(adminUsers)
      .where(eq(adminUsers.id, id))
      .for('update');
    if (!member) throw new HttpError(404, 'Staff member not found');
    const losesOwner =
      member.role === 'owner' &&
      member.suspendedAt === null &&
      ((patch.role !== undefined && patch.role !== 'owner') || patch.suspended === true);
    if (losesOwner) await keepAnOwner(tx, id);
    const now = new Date();
    const suspendedAt =
      patch.suspended === undefined
        ? member.suspendedAt
        : patch.suspended
          ? (member.suspendedAt ?? now)
          : null;
    const [updated] = await tx
      .update(adminUsers)
      .set({ role: patch.role ?? member.role, suspendedAt })
      .where(eq(adminUsers.id, id))
      .returning(MEMBER_COLUMNS);
    if (patch.suspended === true) await endSessions(tx, id, now);
    return toMember(updated!);
  });
}

/**
 * Removes a person: their account, sessions and devices go at once. What they did stays in the
 * activity log under their name, and replies they sent keep their text.
 */
export async function removeStaffMember(db: Db, actorId: number, id: number): Promise<StaffMember> {
  if (id === actorId) throw new HttpError(409, 'You cannot remove your own account.');
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select(MEMBER_COLUMNS)
      .from(adminUsers)
      .where(eq(adminUsers.id, id))
      .for('update');
    if (!member) throw new HttpError(404, 'Staff member not found');
    if (member.role === 'owner' && member.suspendedAt === null) await keepAnOwner(tx, id);
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    return toMember(member);
  });
}
