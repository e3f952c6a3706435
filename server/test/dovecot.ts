import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Dovecot {
  pop3sPort: number;
  imapsPort: number;
  user: string;
  password: string;
  /** The self-signed certificate it serves, for the client to trust. */
  ca: string;
  /** Delivers a message into the mailbox, as the mail server's local delivery would (Maildir new/). */
  deliver(raw: Buffer | string): Promise<void>;
  /** Messages in the mailbox now, read or not. */
  count(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A private dovecot (Debian's dovecot-core, -imapd, -pop3d) for one test file: its own config,
 * Maildir, certificate and free ports in a temporary folder, TLS only, one user with a password.
 */
export async function startDovecot(): Promise<Dovecot> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-dovecot-'));
  const user = 'bounces';
  const password = randomBytes(12).toString('hex');
  const maildir = path.join(dir, 'mail', user);
  for (const sub of ['new', 'cur', 'tmp']) await mkdir(path.join(maildir, sub), { recursive: true });
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
  ]);
  await writeFile(path.join(dir, 'passwd'), `${user}:{PLAIN}${password}::::::\n`, { mode: 0o600 });
  const [pop3sPort, imapsPort] = [await freePort(), await freePort()];
  // Dovecot refuses to run its login and mail processes as root: as root (CI), they run as the
  // package's own users, and the mailbox belongs to dovecot's; otherwise all run as the caller.
  const asRoot = process.getuid?.() === 0;
  const loginUser = asRoot ? 'dovenull' : (await run('id', ['-un'])).stdout.trim();
  const internalUser = asRoot ? 'dovecot' : loginUser;
  const mailUser = asRoot ? 'dovecot' : loginUser;
  const uid = Number((await run('id', ['-u', mailUser])).stdout.trim());
  const gid = Number((await run('id', ['-g', mailUser])).stdout.trim());
  await chmod(dir, 0o755);
  await run('chown', ['-R', `${uid}:${gid}`, path.join(dir, 'mail'), path.join(dir, 'passwd')]);
  const config = path.join(dir, 'dovecot.conf');
  await writeFile(
    config,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = vitrine-test-${path.basename(dir)}
protocols = imap pop3
listen = 127.0.0.1
log_path = ${dir}/dovecot.log
ssl = required
ssl_cert = <${dir}/cert.pem
ssl_key = <${dir}/key.pem
disable_plaintext_auth = yes
auth_mechanisms = plain
default_internal_user = ${internalUser}
default_login_user = ${loginUser}
first_valid_uid = ${uid}
last_valid_uid = ${uid}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    port = 0
  }
  inet_listener imaps {
    port = ${imapsPort}
    ssl = yes
  }
}
service pop3-login {
  chroot =
  inet_listener pop3 {
    port = 0
  }
  inet_listener pop3s {
    port = ${pop3sPort}
    ssl = yes
  }
}
service anvil {
  chroot =
}
pop3_uidl_format = %08Xu%08Xv
`,
  );
  await startMaster(config);
  // The master forks its listeners; wait until both ports accept connections.
  for (const port of [pop3sPort, imapsPort]) await waitForPort(port);
  let sequence = 0;
  return {
    pop3sPort,
    imapsPort,
    user,
    password,
    ca: await readFile(path.join(dir, 'cert.pem'), 'utf8'),
    async deliver(raw) {
      const name = `${Date.now()}.${process.pid}_${++sequence}.vitrine-test`;
      await writeFile(path.join(maildir, 'tmp', name), raw);
      await chown(path.join(maildir, 'tmp', name), uid, gid);
      await rename(path.join(maildir, 'tmp', name), path.join(maildir, 'new', name));
    },
    async count() {
      const [fresh, seen] = await Promise.all([
        readdir(path.join(maildir, 'new')),
        readdir(path.join(maildir, 'cur')),
      ]);
      return fresh.length + seen.length;
    },
    async stop() {
      await new Promise<void>((resolve) => {
        spawn('/usr/sbin/dovecot', ['-c', config, 'stop'], { stdio: 'ignore' }).on('exit', () => resolve());
      });
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The master daemonizes, and its children keep the standard streams they were given: with pipes,
 * a caller waiting for output to end would wait for dovecot to stop.
 */
function startMaster(config: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const master = spawn('/usr/sbin/dovecot', ['-c', config], { stdio: 'ignore' });
    master.on('error', reject);
    master.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`dovecot exited ${code}`))));
  });
}

async function waitForPort(port: number): Promise<void> {
  const { connect } = await import('node:net');
  for (let attempt = 0; attempt < 200; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`dovecot did not listen on ${port}`);
}
