import { fileURLToPath } from 'node:url';
import { spawnWithFdLimit, stopProcess } from './processes';
import { parseWrkOutput, type WrkResult } from './wrk-output';

/** Cycles several paths and counts answers by status class (see the script). */
export const STATUS_MIX_SCRIPT = fileURLToPath(new URL('./status-mix.lua', import.meta.url));
/** Page view beacons (POST /api/visits) for the paths given, counted by status class alike. */
export const BEACON_FLOOD_SCRIPT = fileURLToPath(new URL('./beacon-flood.lua', import.meta.url));

export interface WrkRun {
  url: string;
  threads: number;
  connections: number;
  seconds: number;
  /** wrk's per-request timeout: a slower answer counts as a timeout error. */
  timeoutSeconds?: number;
  script?: string;
  /** Passed to the script's init(). */
  scriptArgs?: string[];
}

/** Runs wrk once (bounded: killed if it overruns its duration by a minute) and parses its summary. */
export async function runWrk(wrk: string, run: WrkRun): Promise<WrkResult> {
  const url = new URL(run.url);
  if (url.hostname !== '127.0.0.1') throw new Error(`The bench only loads 127.0.0.1, not ${url.hostname}`);
  const args = [
    `-t${run.threads}`,
    `-c${run.connections}`,
    `-d${run.seconds}s`,
    `--timeout`,
    `${run.timeoutSeconds ?? 2}s`,
    '--latency',
    ...(run.script ? ['-s', run.script] : []),
    run.url,
    ...(run.scriptArgs?.length ? ['--', ...run.scriptArgs] : []),
  ];
  const child = spawnWithFdLimit(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const overrun = setTimeout(() => void stopProcess(child, 'SIGKILL'), (run.seconds + 60) * 1000);
  // 'close', not 'exit': the summary may still be in the pipe when wrk exits.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearTimeout(overrun);
  if (code !== 0) throw new Error(`wrk ${args.join(' ')} failed (exit ${code}):\n${output}`);
  return parseWrkOutput(output);
}
