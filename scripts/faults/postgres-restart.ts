import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchInstance, startInstance, storedInquiryEmails, waitForReady } from './instance';
import { READ_PATHS, startLoad } from './load';
import type { PostgresTarget } from './postgres-cluster';
import { Verdict } from './verdict';
import { sleep } from './wait';

/** What a server started while its database is down logs while it waits (server/core/db/wait-for-database.ts). */
const WAITING_LINE = 'database unreachable: waiting for it before starting';
/** A loaded machine takes minutes to start a server through tsx. */
const LATE_BOOT_LIMIT_MS = 300_000;

/**
 * A maintenance restart or failover: two instances under load while PostgreSQL stops and starts,
 * and a third started while it is down.
 */
export async function postgresRestart(target: PostgresTarget): Promise<Verdict> {
  const verdict = new Verdict(`PostgreSQL (${target.cluster}) stopped and started under load, two instances`);
  const database = await target.createDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-faults-'));
  // Local media is the one thing instances keep on disk; these two share one folder.
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
  const a = await startInstance('instance A', env);
  const b = await startInstance('instance B', env);
  let late: ReturnType<typeof launchInstance> | null = null;
  try {
    const load = startLoad([a.url, b.url]);
    await sleep(2000);
    // Each instance serves every public read once before the outage: the last good copy it keeps.
    // (A loaded machine may not have let the readers get round to all of them yet.)
    for (const instance of [a, b])
      for (const read of READ_PATHS)
        await fetch(`${instance.url}${read}`).then((response) => response.arrayBuffer());
    const before = await fetch(`${a.url}/api/sculptures`).then((response) => response.text());
    target.stop();
    const launched = Date.now();
    late = launchInstance('instance C (started during the outage)', env);
    try {
      await waitForReady(a, 503, 15_000);
      await waitForReady(b, 503, 15_000);
      verdict.note('both instances answer /readyz 503 while the database is down');
      const during = await fetch(`${a.url}/api/sculptures`);
      verdict.check(during.status === 200, `a public read during the outage answered ${during.status}`);
      verdict.check(
        (await during.text()) === before,
        'the public read during the outage was not the last good copy',
      );
      // The database stays down until the late instance has found it down, however slowly it boots.
      while (
        !late.output().includes(WAITING_LINE) &&
        !late.exited() &&
        Date.now() - launched < LATE_BOOT_LIMIT_MS
      )
        await sleep(200);
      verdict.check(
        late.output().includes(WAITING_LINE),
        'the instance started during the outage never said it waits',
      );
      await sleep(3000);
      verdict.check(
        late.exited() === null,
        `the instance started during the outage exited (${late.exited()})`,
      );
    } finally {
      target.start();
    }
    const back = Date.now();
    await waitForReady(a, 200);
    await waitForReady(b, 200);
    verdict.note(`both instances ready again ${Date.now() - back} ms after PostgreSQL started`);
    const c = await (late as NonNullable<typeof late>).listening;
    await waitForReady(c, 200);
    verdict.note(
      `the instance started during the outage waited, then was ready ${Date.now() - back} ms after PostgreSQL started`,
    );
    const acknowledgedBefore = load.report.acknowledged.length;
    await sleep(2000);
    const report = await load.stop();
    verdict.check(
      report.acknowledged.length > acknowledgedBefore,
      'no write was acknowledged after the restart',
    );
    verdict.check((report.statuses.get(503) ?? 0) > 0, 'no write met the outage (it was not tested)');
    verdict.checkLoad(report, await storedInquiryEmails(a));
    verdict.note(`reads without any answer (10 s): ${report.unansweredReads}`);
    verdict.check(
      report.failedReads.length === 0,
      `public reads not answered 200: ${report.failedReads.length} (${report.failedReads.slice(0, 3).join(', ')})`,
    );
  } finally {
    verdict.checkInstance(a);
    verdict.checkInstance(b);
    if (late) verdict.checkInstance(late);
    await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM'), late?.stop('SIGTERM')]);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return verdict;
}
