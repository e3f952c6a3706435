import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { onCleanup } from './cleanup';

export type LighthouseOutcome =
  | { kind: 'skipped' }
  | { kind: 'unavailable' }
  | { kind: 'passed' }
  | { kind: 'targets-missed' }
  | { kind: 'failed'; reason: string };

const SCRIPT = 'bench:lighthouse';
/** Three pages, several audits each, on a busy machine: generous, but bounded. */
const TIMEOUT_MS = 15 * 60_000;

/**
 * Runs `npm run bench:lighthouse` when package.json has it (its output goes straight to ours),
 * against the same build. That script exits 1 when a target is missed and prints
 * "target missed:" lines; any other failure is the tooling's.
 */
export async function runLighthouse(dist: string): Promise<LighthouseOutcome> {
  const scripts = (JSON.parse(await readFile('package.json', 'utf8')) as { scripts?: Record<string, string> })
    .scripts;
  if (!scripts?.[SCRIPT]) return { kind: 'unavailable' };
  const args = [
    'run',
    '--silent',
    SCRIPT,
    ...(path.resolve(dist) === path.resolve('dist') ? [] : ['--', '--dist', path.resolve(dist)]),
  ];
  // Its own process group, so a timeout or Ctrl-C ends npm, tsx, the server and Chromium together.
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const unregister = onCleanup(killGroup);
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    printed += chunk.toString('utf8');
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup();
  }, TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearTimeout(timer);
  unregister();
  if (timedOut) return { kind: 'failed', reason: `timed out after ${TIMEOUT_MS / 60_000} min` };
  if (code === 0) return { kind: 'passed' };
  return printed.includes('target missed:')
    ? { kind: 'targets-missed' }
    : { kind: 'failed', reason: `npm run ${SCRIPT} exited ${code}` };
}
