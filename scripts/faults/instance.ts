import path from 'node:path';
import { PROJECT_ROOT } from '../../server/core/project-root';
import { startServerProcess } from '../../server/test/server-process';
import { copySeededDemoIfNew } from '../demo-data/seeded-copy';

export const FAULT_ADMIN = { username: 'faults', password: 'fault-suite-password' };

export type Instance = Awaited<ReturnType<typeof startInstance>>;

/** The build `npm run faults` makes first (`faults:built` runs on the one already made). */
const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist', 'server', 'index.js');

/**
 * One real server (the build, as `npm start` runs it) behind a trusted proxy so the load can
 * speak for many visitors (the per-visitor rate limit would otherwise refuse it). `listening`
 * resolves once it listens, which a server started while its database is down does only later.
 */
export function launchInstance(name: string, env: Record<string, string>) {
  const process = startServerProcess(
    {
      LOG_LEVEL: 'info',
      TRUST_PROXY: '127.0.0.1,::1',
      // The load reads pages with content, as visitors of a real site would.
      DEMO_CONTENT: 'true',
      // The load is many visitors from one address; the faults measure outages, not render budgets.
      RENDERS_PER_MINUTE: '1000000',
      ADMIN_USERNAME: FAULT_ADMIN.username,
      ADMIN_PASSWORD: FAULT_ADMIN.password,
      ...env,
    },
    SERVER_ENTRY,
  );
  let exited: string | null = null;
  void process.exited.then((how) => {
    exited = String(how);
  });
  const instance = {
    name,
    /** How the process ended, if it did (nothing here may end it but the suite). */
    exited: () => exited,
    output: process.output,
    stop: process.stop,
  };
  const listening = process.listening.then((url) => ({ ...instance, url }));
  // Awaited by the scenario or not at all (a server stopped before it listened).
  listening.catch(() => {});
  return { ...instance, listening };
}

/**
 * Starts an instance and waits until it listens. On the embedded database a new data folder gets
 * a copy of the seeded demo site first (scripts/demo-data/seeded-copy.ts), which a later instance
 * on the same folder finds as it was left.
 */
export async function startInstance(name: string, env: Record<string, string>) {
  if (!env.DATABASE_URL && env.DATA_DIR) await copySeededDemoIfNew(env.DATA_DIR);
  return launchInstance(name, env).listening;
}

/** Waits until /readyz gives this status, or throws after the timeout. */
export async function waitForReady(instance: Instance, status: number, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    const answer = await fetch(`${instance.url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (answer === status) return;
    if (Date.now() - start > timeoutMs) throw new Error(`${instance.name}: /readyz never answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A signed-in admin's authorization header. */
export async function adminAuthorization(instance: Instance): Promise<{ authorization: string }> {
  const login = await fetch(`${instance.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(FAULT_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Every inquiry email the admin sees, through the admin API. */
export async function storedInquiryEmails(instance: Instance): Promise<Set<string>> {
  const list = await fetch(`${instance.url}/api/admin/inquiries`, {
    headers: await adminAuthorization(instance),
  });
  const inquiries = (await list.json()) as { email: string }[];
  return new Set(inquiries.map((inquiry) => inquiry.email));
}
