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
type Scenario = [name: string, run: () => Promise<Verdict>];
/**
 * The scenarios run in lanes, the lanes side by side, each lane's scenarios one after another
 * (decision 39). Every scenario has its own servers, ports (the system's) and data folders; what
 * two of them could share is the PostgreSQL cluster, which one lane alone uses: its restart would
 * otherwise be the other lane's outage. Most of a scenario's time is load at a gentle pace and
 * sleeps (a disk full for 4 s, a database down until a late instance notices), so a lane beside
 * another mostly waits; every check is about what was answered and kept, none about how fast.
 */
const lanes: Scenario[][] = [
  /** The embedded database: each scenario's server and data folder are its own. */
  [
    ['kill -9 (embedded)', () => killDuringWrites(null)],
    ['disk full', diskFull],
  ],
  /** The PostgreSQL cluster, which the restart stops and starts. */
  postgres
    ? [
        ['kill -9 (PostgreSQL)', () => killDuringWrites(postgres)],
        ['PostgreSQL restart', () => postgresRestart(postgres)],
      ]
    : [],
  /**
   * The mail server outage: after a few seconds of load it waits for the sender's first retry
   * (MAIL_RETRY_SECONDS, 10 s here) on a server, port, data folder and mail server of its own.
   */
  [['SMTP down', smtpOutage]],
];

/** FAULTS_ONLY=disk runs the scenarios whose name holds it (while working on one). */
const only = process.env.FAULTS_ONLY;
const chosen = ([name]: Scenario) => !only || name.includes(only);
if (!postgres)
  console.log(
    'No FAULTS_PG_CLUSTER with FAULTS_DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL scenarios are not run.',
  );

/** Runs one scenario and prints its verdict; true when it passed. */
async function runScenario([name, run]: Scenario): Promise<boolean> {
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
  return failures.length === 0;
}

const outcomes = (
  await Promise.all(
    lanes.map(async (lane) => {
      const passed: boolean[] = [];
      for (const scenario of lane.filter(chosen)) passed.push(await runScenario(scenario));
      return passed;
    }),
  )
).flat();
const passed = outcomes.filter(Boolean).length;
const failed = outcomes.length - passed;
console.log(`faults: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
