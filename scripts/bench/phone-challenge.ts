import { access, chmod, constants, mkdir, readdir, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { API_PREFIX, CHALLENGE_CALL } from '../../contract/api-paths';
import type { Challenge } from '../../contract/challenge';
import { answerTo } from '../../server/test/challenge-answers';
import { onCleanup, tempDir } from './cleanup';
import { startServer } from './server-process';

/*
 * What a public form's proof of work costs a collector's phone, measured rather than estimated
 * (decision 47): the page's own worker (the build's challenge-worker chunk, fetching and solving
 * a challenge from the built server) in Chromium, with the whole browser held to a share of this
 * machine's CPU. Chromium's own CPU throttling slows the page's main thread only, and hashing
 * runs in a worker: a cgroup quota slows every thread of every process alike, as a slower chip
 * does. The share is set from Lighthouse's BenchmarkIndex, read in the throttled page itself, so
 * the figure means the same on a fast or a slow (or busy) machine.
 *
 * Beside it, what a script pays for one try: altcha-lib's solver in Node on one unthrottled core.
 */

/**
 * The phones measured, by Lighthouse's BenchmarkIndex. Lighthouse calls 125-800 a mid-tier phone
 * (a Moto G4 is 125+) and emulates one by slowing a desktop (1000-2000) four times; 300 is the
 * slower side of that, the target a form's check must meet in under a second. 125 is the slowest
 * phone Lighthouse still calls mid-tier: reported, not held to the target.
 */
export const PHONES = [
  { label: 'mid-tier phone', benchmarkIndex: 300, targetMeanMs: 1_000 },
  { label: 'slowest mid-tier phone', benchmarkIndex: 125 },
] as const;

const CHALLENGES_PER_PHONE = 20;
const CHROMIUM = '/usr/bin/chromium';
/** cgroup v1's CPU controller, where this machine has it (`env`: a root shell in a container). */
const CPU_CGROUPS = '/sys/fs/cgroup/cpu';
/** The quota's period: short, so the browser is slowed evenly rather than stopped for long spells. */
const PERIOD_US = 50_000;

export interface PhoneSolve {
  label: string;
  /** The BenchmarkIndex wanted, and the one read in the throttled page. */
  wantedIndex: number;
  measuredIndex: number;
  /** The share of one of this machine's cores the browser had. */
  share: number;
  meanMs: number;
  p90Ms: number;
  maxMs: number;
  /** Solves that ended with an answer (a worker that gives up at 8 s sends none). */
  answered: number;
  tries: number;
  targetMeanMs?: number;
}

export type PhoneChallengeOutcome =
  | {
      kind: 'measured';
      hostIndex: number;
      phones: PhoneSolve[];
      script: { meanMs: number; p90Ms: number; maxMs: number };
    }
  | { kind: 'skipped'; why: string };

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

function summary(ms: readonly number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    meanMs: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
    p90Ms: quantile(sorted, 0.9),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** Lighthouse's BenchmarkIndex, computed in the page as Lighthouse computes it. */
async function benchmarkIndex(page: Page): Promise<number> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js' as string)) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    runs.push((await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number);
  }
  return runs.sort((a, b) => a - b)[1]!;
}

/** One form's check as the page runs it: the worker fetches a challenge and solves it. */
async function solveInPage(page: Page, workerUrl: string): Promise<{ ms: number; answered: boolean }> {
  return page.evaluate(async (url) => {
    const started = performance.now();
    const worker = new Worker(url);
    const headers = await new Promise<object>((resolve) => {
      worker.onmessage = (event) => resolve(event.data as object);
      worker.onerror = () => resolve({});
    });
    return { ms: performance.now() - started, answered: Object.keys(headers).length > 0 };
  }, workerUrl);
}

export async function runPhoneChallenge({ dist }: { dist: string }): Promise<PhoneChallengeOutcome> {
  const group = path.join(CPU_CGROUPS, `vitrine-bench-phone-${process.pid}`);
  try {
    await access(CPU_CGROUPS, constants.W_OK);
    await mkdir(group);
  } catch {
    return { kind: 'skipped', why: `needs a writable CPU cgroup (${CPU_CGROUPS}: run as root)` };
  }
  const removeGroup = onCleanup(() => rmdir(group).catch(() => {}));
  const worker = (await readdir(path.join(dist, 'client', 'assets'))).find((file) =>
    /^challenge-worker-[\w-]+\.js$/.test(file),
  );
  if (!worker) throw new Error(`no challenge-worker chunk in ${dist}/client/assets: build first`);

  const setShare = async (share: number | null) => {
    await writeFile(path.join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
    await writeFile(
      path.join(group, 'cpu.cfs_quota_us'),
      share === null ? '-1' : String(Math.max(1_000, Math.round(share * PERIOD_US))),
    );
  };
  // Chromium started inside the group: every process it forks is born there.
  const launcher = path.join(await tempDir('chromium'), 'chromium-in-group.sh');
  await writeFile(launcher, `#!/bin/sh\necho $$ > ${group}/cgroup.procs\nexec ${CHROMIUM} "$@"\n`);
  await chmod(launcher, 0o755);

  const server = await startServer(dist, await tempDir('data'));
  const browser = await chromium.launch({ executablePath: launcher });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/privacy`);
    const workerUrl = `/assets/${worker}`;
    await setShare(null);
    const hostIndex = await benchmarkIndex(page);

    const phones: PhoneSolve[] = [];
    for (const phone of PHONES) {
      // The index falls with the share, not quite in proportion: set, read, and set once more.
      let share = phone.benchmarkIndex / hostIndex;
      await setShare(share);
      share *= phone.benchmarkIndex / (await benchmarkIndex(page));
      await setShare(share);
      const measuredIndex = await benchmarkIndex(page);
      const solves = [];
      for (let n = 0; n < CHALLENGES_PER_PHONE; n++) solves.push(await solveInPage(page, workerUrl));
      phones.push({
        label: phone.label,
        wantedIndex: phone.benchmarkIndex,
        measuredIndex,
        share,
        ...summary(solves.map((solve) => solve.ms)),
        answered: solves.filter((solve) => solve.answered).length,
        tries: solves.length,
        targetMeanMs: 'targetMeanMs' in phone ? phone.targetMeanMs : undefined,
      });
    }
    await setShare(null);

    const scriptMs: number[] = [];
    for (let n = 0; n < CHALLENGES_PER_PHONE; n++) {
      const challenge = (await (
        await fetch(`${server.origin}${API_PREFIX}${CHALLENGE_CALL}`)
      ).json()) as Challenge;
      const started = performance.now();
      await answerTo(challenge);
      scriptMs.push(performance.now() - started);
    }
    return { kind: 'measured', hostIndex, phones, script: summary(scriptMs) };
  } finally {
    await browser.close();
    await server.stop();
    removeGroup();
    await rmdir(group).catch(() => {});
  }
}

export function phoneChallengeLines(outcome: PhoneChallengeOutcome): string[] {
  if (outcome.kind === 'skipped') return [`Proof of work on a phone: skipped (${outcome.why})`];
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `Proof of work, one form's check (the page's worker: fetch and solve; ${CHALLENGES_PER_PHONE} each; this machine's BenchmarkIndex ${outcome.hostIndex.toFixed(0)})`,
    ...outcome.phones.map(
      (phone) =>
        `  ${phone.label} (BenchmarkIndex ${phone.measuredIndex.toFixed(0)}, wanted ${phone.wantedIndex}; Chromium held to ${(phone.share * 100).toFixed(1)} % of a core): mean ${ms(phone.meanMs)}, p90 ${ms(phone.p90Ms)}, max ${ms(phone.maxMs)}, answered ${phone.answered}/${phone.tries}`,
    ),
    `  a script's try (altcha-lib in Node, one core unthrottled): mean ${ms(outcome.script.meanMs)}, p90 ${ms(outcome.script.p90Ms)}, max ${ms(outcome.script.maxMs)}`,
  ];
}

export function phoneChallengeChecks(outcome: PhoneChallengeOutcome) {
  if (outcome.kind === 'skipped')
    return [{ pass: undefined, what: `proof of work on a phone: skipped (${outcome.why})` }];
  return outcome.phones.flatMap((phone) =>
    phone.targetMeanMs === undefined
      ? []
      : [
          {
            pass: phone.meanMs < phone.targetMeanMs && phone.answered === phone.tries,
            what: `proof of work: a ${phone.label} solves a form's check in ${phone.meanMs.toFixed(0)} ms on average (target < ${phone.targetMeanMs} ms), ${(phone.meanMs / outcome.script.meanMs).toFixed(1)} times a script's try`,
          },
        ],
  );
}
