import { execFile } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../server/core/auth/tokens';
import { openDatabase } from '../server/core/db/index';
import { PROJECT_ROOT } from '../server/core/project-root';
import { adminUsers, staffRecoveryCodes, staffTotp } from '../server/db/schema';
import { redeemSignInLink } from '../server/modules/staff/device-queries';
import { emptyInstall } from '../server/test/empty-install';

// `npm run admin` as an operator runs it: through tsx, on a new install's database (a fresh
// embedded one, or a new PostgreSQL database in the PostgreSQL project). `script` gives it the
// terminal a person types the password into.

const cleanups: (() => Promise<unknown>)[] = [];
let install: Record<string, string>;
beforeEach(async () => {
  install = await emptyInstall(cleanups);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The install's database, as the CLI opens it. */
const openInstall = () =>
  openDatabase(install.DATABASE_URL ? { databaseUrl: install.DATABASE_URL } : { dataDir: install.DATA_DIR });

function runAdmin(
  args: string,
  { env = {}, typed }: { env?: Record<string, string>; typed?: string } = {},
): Promise<{ code: number; output: string }> {
  const command = `'${process.execPath}' --import tsx scripts/admin.ts ${args}`;
  const [file, argv] =
    typed === undefined ? ['sh', ['-c', command]] : ['script', ['-qec', command, '/dev/null']];
  return new Promise((resolve) => {
    const child = execFile(
      file,
      argv,
      {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...install, ...env },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
    if (typed !== undefined) child.stdin!.end(typed);
  });
}

describe('npm run admin', () => {
  it('refuses a password under 12 characters, typed or from ADMIN_PASSWORD, and creates nobody', async () => {
    const fromEnv = await runAdmin('create owner', { env: { ADMIN_PASSWORD: 'eleven char' } });
    expect(fromEnv.code).not.toBe(0);
    expect(fromEnv.output).toContain('ADMIN_PASSWORD must be at least 12 characters');

    const typed = await runAdmin('create owner', { typed: 'eleven char\n' });
    expect(typed.code).not.toBe(0);
    expect(typed.output).toContain('The password needs at least 12 characters.');

    // Nobody was created: the name is still free.
    const created = await runAdmin('create owner', { env: { ADMIN_PASSWORD: 'twelve chars' } });
    expect(created.output).toContain('Admin "owner" created.');
    expect(created.code).toBe(0);
  }, 300_000);

  it('prints a sign-in link that signs a browser in once', async () => {
    await runAdmin('create owner', { env: { ADMIN_PASSWORD: 'twelve chars' } });
    const unknown = await runAdmin('sign-in-link nobody');
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toContain('No admin named "nobody".');

    const printed = await runAdmin('sign-in-link owner', { env: { PUBLIC_URL: 'https://vitrine.example' } });
    expect(printed.code).toBe(0);
    const token = /^https:\/\/vitrine\.example\/admin\/login#link=([\w-]{43})$/m.exec(printed.output)?.[1];
    expect(token).toBeDefined();
    const database = await openInstall();
    try {
      const [owner] = await database.db.select().from(adminUsers);
      expect(await redeemSignInLink(database.db, hashToken(token!))).toBe(owner!.id);
      expect(await redeemSignInLink(database.db, hashToken(token!))).toBeNull();
    } finally {
      await database.close();
    }
  }, 300_000);

  it('removes a person’s authenticator app when they lost it with their recovery codes', async () => {
    await runAdmin('create owner', { env: { ADMIN_PASSWORD: 'twelve chars' } });
    const database = await openInstall();
    try {
      const [owner] = await database.db.select().from(adminUsers);
      await database.db.insert(staffTotp).values({ userId: owner!.id, secret: 'JBSWY3DPEHPK3PXP' });
      await database.db
        .insert(staffRecoveryCodes)
        .values({ userId: owner!.id, codeHash: hashToken('abcde23456') });
    } finally {
      await database.close();
    }
    const unknown = await runAdmin('reset-second-factor nobody');
    expect(unknown.output).toContain('No admin named "nobody".');
    const reset = await runAdmin('reset-second-factor owner');
    expect(reset.code).toBe(0);
    expect(reset.output).toContain('password alone signs them in');
    const after = await openInstall();
    try {
      expect(await after.db.select().from(staffTotp)).toEqual([]);
      expect(await after.db.select().from(staffRecoveryCodes)).toEqual([]);
    } finally {
      await after.close();
    }
  }, 300_000);
});
