import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { onCleanup } from './cleanup';

/** Open files wanted by every process of the run: 2000 spike connections need more than the usual 1024. */
export const WANTED_FD_LIMIT = 65_536;

/**
 * `ulimit -n` as high as allowed (the wanted limit, else the hard limit: a container may forbid
 * raising it), then `exec`, so the child's pid is the command's own.
 */
const RAISE_FD_LIMIT = `ulimit -n ${WANTED_FD_LIMIT} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"`;

/** Spawns a command with the raised open-file limit; it is killed on exit unless stopped before. */
export function spawnWithFdLimit(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn('sh', ['-c', RAISE_FD_LIMIT, 'sh', command, ...args], options);
  const unregister = onCleanup(() => stopProcess(child));
  child.once('exit', unregister);
  return child;
}

/** Sends `signal`, then SIGKILL if the process is still there after `graceMs`. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The soft open-file limit a running process has (Linux). */
export function openFileLimit(pid: number): number | undefined {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === undefined ? undefined : Number(soft);
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Polls `check` every 250 ms until it resolves true; fails if `child` exits or time runs out. */
export async function waitFor(
  what: string,
  child: ChildProcess,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

export interface OutputTail {
  /** The last lines, oldest first. */
  lines: () => string[];
  /** How many lines the process printed in all. */
  count: () => number;
}

/** Keeps the last lines a process prints, to show them when something goes wrong. */
export function tailOutput(child: ChildProcess, max = 50): OutputTail {
  const lines: string[] = [];
  let count = 0;
  const keep = (chunk: Buffer) => {
    const added = chunk.toString('utf8').split('\n').filter(Boolean);
    count += added.length;
    lines.push(...added);
    lines.splice(0, Math.max(0, lines.length - max));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { lines: () => [...lines], count: () => count };
}
