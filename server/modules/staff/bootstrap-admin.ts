import { generatePassword, hashPassword } from '../../core/auth/passwords';
import type { Db } from '../../core/db/index';
import { countAdmins, createAdmin } from './admin-queries';

export interface BootstrapResult {
  username: string;
  /** Set only when the password was generated here: it is shown once and never stored. */
  generatedPassword?: string;
}

/**
 * Creates the first admin when none exists: from ADMIN_USERNAME / ADMIN_PASSWORD, or with a
 * generated password that the caller prints once. Answers null when an admin already exists.
 */
export async function bootstrapAdmin(
  db: Db,
  credentials: { username?: string; password?: string },
): Promise<BootstrapResult | null> {
  if ((await countAdmins(db)) > 0) return null;
  const username = credentials.username ?? 'admin';
  const generatedPassword = credentials.password ? undefined : generatePassword();
  const password = credentials.password ?? generatedPassword!;
  await createAdmin(db, username, await hashPassword(password));
  return { username, generatedPassword };
}
