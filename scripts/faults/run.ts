import { diskFull } from './disk-full';
import { killDuringWrites } from './kill-instance';
import { postgresTarget } from './postgres-cluster';
import { postgresRestart } from './postgres-restart';
import { smtpOutage } from './smtp-outage';
import type { Verdict } from './verdict';

/**
 * `npm run faults`: real servers under load while their database restarts, an instance is killed,
 * the disk fills and the mail server goes away. Fails on a process that exited, an acknowledged
 * write lost, a 5xx other than 503, or request data in a log. Stops and starts the PostgreSQL
 * cluster it is given and leaves it running.
 */
const postgres = postgresTarget();
const scenarios: [string, () => Promise<Verdict>][] = [
  ['kill -9 (embedded)', () => killDuringWrites(null)],
  ['disk full', diskFull],
  ['SMTP down', smtpOutage],
  ...(postgres
    ? ([
        ['kill -9 (PostgreSQL)', () => killDuringWrites(postgres)],
        ['PostgreSQL restart', () => postgresRestart(postgres)],
      ] as [string, () => Promise<Verdict>][])
    : []),
];

/** FAULTS_ONLY=disk runs the scenarios whose name holds it (while working on one). */
const only = process.env.FAULTS_ONLY;
let passed = 0;
let failed = 0;
if (!postgres)
  console.log(
    'No FAULTS_PG_CLUSTER with FAULTS_DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL scenarios are not run.',
  );
for (const [name, run] of scenarios.filter(([name]) => !only || name.includes(only))) {
  const started = Date.now();
  let failures: string[];
  let notes: string[] = [];
  let title = name;
  try {
    const verdict = await run();
    ({ failures, notes } = verdict);
    title = verdict.scenario;
  } catch (error) {
    failures = [`did not complete: ${error instanceof Error ? error.message : String(error)}`];
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${failures.length === 0 ? 'PASS' : 'FAIL'} ${title} (${seconds} s)`);
  for (const line of notes) console.log(`     ${line}`);
  for (const line of failures) console.log(`  ✗  ${line}`);
  if (failures.length === 0) passed++;
  else failed++;
}
console.log(`faults: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
