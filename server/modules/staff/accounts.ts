import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { adminUsers } from '../../db/schema';

/** One account of the studio's staff, as the staff module reads it (never its password hash). */
export async function findStaffMember(db: Db, id: number) {
  const [row] = await db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      email: adminUsers.email,
      role: adminUsers.role,
      suspendedAt: adminUsers.suspendedAt,
      lastSignInAt: adminUsers.lastSignInAt,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return row ?? null;
}
