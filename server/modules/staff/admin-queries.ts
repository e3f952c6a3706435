import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { adminDevices, adminSessions, adminUsers } from '../../db/schema';

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

/**
 * Sets a new password and ends every session of that user but `keepTokenHash`'s, if given. Every
 * remembered device but `keepDeviceHash` (the browser that changed it) is forgotten too: one that
 * belonged to whoever knew the old password must not keep its own waits, apart from the
 * account's, to guess the new one. The owner's other browsers get a device again at their next
 * right password. Unused sign-in links from the shell go with them.
 */
export async function setAdminPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepTokenHash?: string,
  keepDeviceHash?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId));
    // Every device but the browser that changed it, which knew both passwords.
    await tx
      .delete(adminDevices)
      .where(
        and(
          eq(adminDevices.userId, userId),
          keepDeviceHash ? ne(adminDevices.tokenHash, keepDeviceHash) : undefined,
        ),
      );
    await tx
      .update(adminSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(adminSessions.userId, userId),
          isNull(adminSessions.revokedAt),
          keepTokenHash ? ne(adminSessions.tokenHash, keepTokenHash) : undefined,
        ),
      );
  });
}

export async function findAdminById(db: Db, id: number) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row ?? null;
}

/** What the Security card shows of the browser that signed in. */
export interface SessionOrigin {
  userAgent: string | null;
  signInNetwork: string | null;
}

export async function createSession(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  origin: SessionOrigin = { userAgent: null, signInNetwork: null },
  provenAt: Date | null = null,
): Promise<void> {
  await db.insert(adminSessions).values({ userId, tokenHash, expiresAt, ...origin, provenAt });
}

/** The person proved themselves again in this session, at `at`. */
export async function markSessionProven(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db.update(adminSessions).set({ provenAt: at }).where(eq(adminSessions.tokenHash, tokenHash));
}

/** Last use is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The session of a token hash if it is neither revoked, past its end, nor unused for `idleMs`,
 * and its account is not suspended; its last use is moved on. With the account's role.
 */
export async function findActiveSession(db: Db, tokenHash: string, idleMs: number, now = new Date()) {
  const [row] = await db
    .select({
      id: adminSessions.id,
      userId: adminSessions.userId,
      lastUsedAt: adminSessions.lastUsedAt,
      provenAt: adminSessions.provenAt,
      role: adminUsers.role,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        isNull(adminSessions.revokedAt),
        isNull(adminUsers.suspendedAt),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastUsedAt, new Date(now.getTime() - idleMs)),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ lastUsedAt: now }).where(eq(adminSessions.id, row.id));
  }
  return { id: row.id, userId: row.userId, role: row.role, provenAt: row.provenAt };
}

/** The user's sessions still in force, most recently used first. */
export async function listActiveSessions(db: Db, userId: number, idleMs: number, now = new Date()) {
  return db
    .select({
      id: adminSessions.id,
      tokenHash: adminSessions.tokenHash,
      userAgent: adminSessions.userAgent,
      signInNetwork: adminSessions.signInNetwork,
      createdAt: adminSessions.createdAt,
      lastUsedAt: adminSessions.lastUsedAt,
    })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastUsedAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .orderBy(desc(adminSessions.lastUsedAt));
}

/** The user's sessions as the Security page lists them: `current` marks the one asking. */
export async function describeSessions(db: Db, userId: number, idleMs: number, currentTokenHash: string) {
  const sessions = await listActiveSessions(db, userId, idleMs);
  return sessions.map(({ tokenHash, createdAt, lastUsedAt, ...session }) => ({
    ...session,
    createdAt: createdAt.toISOString(),
    lastUsedAt: lastUsedAt.toISOString(),
    current: tokenHash === currentTokenHash,
  }));
}

/** Ends one of the user's sessions (anyone's, without a user); false when there is none by that id. */
export async function revokeSessionById(db: Db, userId: number | undefined, id: number): Promise<boolean> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminSessions.id, id),
        userId === undefined ? undefined : eq(adminSessions.userId, userId),
        isNull(adminSessions.revokedAt),
      ),
    )
    .returning({ id: adminSessions.id });
  return rows.length > 0;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.tokenHash, tokenHash));
}
