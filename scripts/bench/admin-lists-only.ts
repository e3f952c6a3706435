/**
 * Only the admin lists scenario of `npm run bench` (scripts/bench/admin-lists.ts):
 *   npm run build && npm run bench:lists
 * BENCH_DIST as for `npm run bench`; BENCH_LIST_RUNS (default 20) timed requests per call.
 */
import { adminListChecks, adminListLines, runAdminLists } from './admin-lists';
import { runBench } from './cleanup';
import { summaryLines } from './report';

async function main(): Promise<number> {
  const outcome = await runAdminLists({
    dist: process.env.BENCH_DIST || 'dist',
    runs: Number(process.env.BENCH_LIST_RUNS ?? 20),
  });
  for (const line of adminListLines(outcome)) console.log(line);
  console.log('');
  for (const line of summaryLines(adminListChecks(outcome))) console.log(line);
  return 0;
}

await runBench(main);
