import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { adminSessions, adminUsers } from '../db/schema';

export async function findAdminByUsername(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = ${username.trim().toLowerCase()}`);
  return row ?? null;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.count ?? 0;
}

export async function createAdmin(db: Db, username: string, passwordHash: string) {
  const [row] = await db.insert(adminUsers).values({ username: username.trim(), passwordHash }).returning();
  return row!;
}

/** Sets a new password and ends every session of that user. */
export async function setAdminPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId));
    await tx
      .update(adminSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt)));
  });
}

export async function createSession(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(adminSessions).values({ userId, tokenHash, expiresAt });
}

/** The session of a token hash if it is neither expired nor revoked. */
export async function findActiveSession(db: Db, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select({ id: adminSessions.id, userId: adminSessions.userId })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.tokenHash, tokenHash));
}
