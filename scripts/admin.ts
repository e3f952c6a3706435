/**
 * Admin work from the shell:
 *   npm run admin -- create <username>        (prompts for a password, or generates one)
 *   npm run admin -- set-password <username> (ends every session of that admin)
 *   npm run admin -- sign-in-link <username> (a one-time link that signs a browser in, for 15 minutes)
 *   npm run admin -- reset-second-factor <username> (turns off their authenticator app and recovery codes)
 *   npm run admin -- seed-demo                (the demo content, on a database never seeded)
 *   npm run admin -- dkim-keygen <domain> [selector] (a DKIM key and the DNS record to publish)
 * A password can also come from ADMIN_PASSWORD, for scripted setups.
 */
import { createInterface } from 'node:readline/promises';
import { MIN_PASSWORD_LENGTH } from '../contract/auth';
import { ROUTES } from '../contract/page-paths';
import { generatePassword, hashPassword } from '../server/core/auth/passwords';
import { createToken, hashToken } from '../server/core/auth/tokens';
import { createPostgresContentVersion } from '../server/core/cache/content-version';
import { createLogger } from '../server/core/logger';
import { createStorage } from '../server/core/storage/create-storage';
import { seedDemoContent } from '../server/demo/seed';
import { createAdmin, findAdminByUsername, setAdminPassword } from '../server/modules/staff/admin-queries';
import { rememberSignInLink, SIGN_IN_LINK_MINUTES } from '../server/modules/staff/device-queries';
import { removeTotp } from '../server/modules/staff/second-factor';
import { dkimKeygen } from './dkim-keygen';
import { openDatabaseForScript } from './open-for-script';

async function askPassword(): Promise<{ password: string; generated: boolean }> {
  if (!process.stdin.isTTY) return { password: generatePassword(), generated: true };
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `Password (at least ${MIN_PASSWORD_LENGTH} characters, empty to generate): `,
  );
  rl.close();
  if (answer === '') return { password: generatePassword(), generated: true };
  if (answer.length < MIN_PASSWORD_LENGTH)
    throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  return { password: answer, generated: false };
}

async function main() {
  const [command, username] = process.argv.slice(2);
  if (command === 'seed-demo') return seedDemo();
  if (command === 'dkim-keygen') return dkimKeygen(username, process.argv[4]);
  if (command === 'sign-in-link' && username) return printSignInLink(username);
  if (command === 'reset-second-factor' && username) return resetSecondFactor(username);
  if (!command || !username || !['create', 'set-password'].includes(command)) {
    console.error(
      'Usage: npm run admin -- create <username> | set-password <username> | sign-in-link <username> | reset-second-factor <username> | seed-demo | dkim-keygen <domain> [selector]',
    );
    process.exit(2);
  }
  const { env, database, close } = await openDatabaseForScript('admin');
  try {
    const existing = await findAdminByUsername(database.db, username);
    if (command === 'create' && existing) throw new Error(`An admin named "${username}" already exists.`);
    if (command === 'set-password' && !existing) throw new Error(`No admin named "${username}".`);

    const { password, generated } = env.ADMIN_PASSWORD
      ? { password: env.ADMIN_PASSWORD, generated: false }
      : await askPassword();
    const passwordHash = await hashPassword(password);
    if (existing) await setAdminPassword(database.db, existing.id, passwordHash);
    else await createAdmin(database.db, username, passwordHash);

    console.log(
      command === 'create'
        ? `Admin "${username}" created.`
        : `Password of "${username}" changed; its sessions ended.`,
    );
    if (generated) console.log(`Generated password (shown once): ${password}`);
  } finally {
    await close();
  }
}

/**
 * The way back in for the day every browser that signed in before is lost and strangers hold the
 * account's waits: a link that signs one browser in, once, within SIGN_IN_LINK_MINUTES, and makes
 * it a known device. Whoever runs this has the server's shell, and so the account already.
 */
async function printSignInLink(username: string) {
  const { env, database, close } = await openDatabaseForScript('admin');
  try {
    const admin = await findAdminByUsername(database.db, username);
    if (!admin) throw new Error(`No admin named "${username}".`);
    const token = createToken();
    await rememberSignInLink(database.db, admin.id, hashToken(token));
    console.log(`Sign-in link for "${username}" (good once, for ${SIGN_IN_LINK_MINUTES} minutes):`);
    console.log(`${env.publicUrl}${ROUTES.adminLogin}#link=${token}`);
  } finally {
    await close();
  }
}

/**
 * Break-glass for a person who lost both their phone and their recovery codes: their password
 * alone signs them in again, and they set up a new app. Whoever runs this has the server's shell.
 */
async function resetSecondFactor(username: string) {
  const { database, close } = await openDatabaseForScript('admin');
  try {
    const admin = await findAdminByUsername(database.db, username);
    if (!admin) throw new Error(`No admin named "${username}".`);
    await removeTotp(database.db, admin.id);
    console.log(
      `The authenticator app and recovery codes of "${username}" are removed; their password alone signs them in.`,
    );
  } finally {
    await close();
  }
}

async function seedDemo() {
  const { env, database, close } = await openDatabaseForScript('admin');
  try {
    if (!(await seedDemoContent(database.db, createStorage(env)))) {
      console.log('The demo content was seeded into this database before; nothing changed.');
      return;
    }
    // Servers running on the same PostgreSQL drop their cached pages, as after an admin's save.
    if (env.DATABASE_URL) {
      const version = await createPostgresContentVersion(env.DATABASE_URL, createLogger('warn'));
      await version.changed();
      await version.close();
    }
    console.log('Demo content seeded: five sculptures, About, journal posts and settings.');
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
