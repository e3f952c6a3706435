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
const scenarios: Scenario[] = [
  ['kill -9 (embedded)', () => killDuringWrites(null)],
  ['disk full', diskFull],
  ...(postgres
    ? ([
        ['kill -9 (PostgreSQL)', () => killDuringWrites(postgres)],
        ['PostgreSQL restart', () => postgresRestart(postgres)],
      ] as Scenario[])
    : []),
];
/**
 * Run beside the others rather than after them: after a few seconds of load it only waits for the
 * sender's first retry (MAIL_RETRY_SECONDS, 10 s here), on a server, port, data folder and mail server of its own
 * that no other scenario touches (decision 37).
 */
const alongside: Scenario[] = [['SMTP down', smtpOutage]];

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

const besideOutcomes = Promise.all(alongside.filter(chosen).map(runScenario));
const outcomes: boolean[] = [];
for (const scenario of scenarios.filter(chosen)) outcomes.push(await runScenario(scenario));
outcomes.push(...(await besideOutcomes));
const passed = outcomes.filter(Boolean).length;
const failed = outcomes.length - passed;
console.log(`faults: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
