import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startInstance, storedInquiryEmails, waitForReady } from './instance';
import { startLoad } from './load';
import type { PostgresTarget } from './postgres-cluster';
import { Verdict } from './verdict';
import { sleep } from './wait';

/** A maintenance restart or failover: two instances under load while PostgreSQL stops and starts. */
export async function postgresRestart(target: PostgresTarget): Promise<Verdict> {
  const verdict = new Verdict(`PostgreSQL (${target.cluster}) stopped and started under load, two instances`);
  const database = await target.createDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-faults-'));
  // Local media is the one thing instances keep on disk; these two share one folder.
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
  const a = await startInstance('instance A', env);
  const b = await startInstance('instance B', env);
  try {
    const load = startLoad([a.url, b.url]);
    await sleep(2000);
    const before = await fetch(`${a.url}/api/sculptures`).then((response) => response.text());
    target.stop();
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
      await sleep(3000);
    } finally {
      target.start();
    }
    const back = Date.now();
    await waitForReady(a, 200);
    await waitForReady(b, 200);
    verdict.note(`both instances ready again ${Date.now() - back} ms after PostgreSQL started`);
    const acknowledgedBefore = load.report.acknowledged.length;
    await sleep(2000);
    const report = await load.stop();
    verdict.check(
      report.acknowledged.length > acknowledgedBefore,
      'no write was acknowledged after the restart',
    );
    verdict.check((report.statuses.get(503) ?? 0) > 0, 'no write met the outage (it was not tested)');
    verdict.checkLoad(report, await storedInquiryEmails(a));
  } finally {
    verdict.checkInstance(a);
    verdict.checkInstance(b);
    await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return verdict;
}
