import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startInstance, storedInquiryEmails } from './instance';
import { startLoad } from './load';
import type { PostgresTarget } from './postgres-cluster';
import { Verdict } from './verdict';
import { sleep } from './wait';

/** kill -9 in the middle of writes; a new process on the same data must hold every acknowledged one. */
export async function killDuringWrites(target: PostgresTarget | null): Promise<Verdict> {
  const kind = target ? 'PostgreSQL' : 'the embedded database';
  const verdict = new Verdict(`kill -9 of an instance during writes on ${kind}`);
  const database = target ? await target.createDatabase() : null;
  const env = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-faults-')),
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const first = await startInstance('killed instance', env);
  let second: Awaited<ReturnType<typeof startInstance>> | undefined;
  try {
    const load = startLoad([first.url], { writers: 6, readers: 1, pauseMs: 0 });
    await sleep(3000);
    await first.stop('SIGKILL');
    const report = await load.stop();
    second = await startInstance('restarted instance', env);
    verdict.checkLoad(report, await storedInquiryEmails(second));
  } finally {
    verdict.checkInstance(first, { mayHaveExited: true });
    if (second) {
      verdict.checkInstance(second);
      await second.stop('SIGTERM');
    }
    await database?.drop();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
  return verdict;
}
