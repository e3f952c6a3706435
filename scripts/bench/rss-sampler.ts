import { readdirSync, readFileSync } from 'node:fs';

/** A process and all its descendants, from /proc/<pid>/task/<tid>/children (Linux). */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    const tasks = readdirSync(`/proc/${tree[i]}/task`);
    for (const task of tasks) {
      const children = readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8');
      tree.push(...children.split(/\s+/).filter(Boolean).map(Number));
    }
  }
  return tree;
}

/** A memory figure of one process from /proc/<pid>/status, in bytes; 0 when it is gone. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const line = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

const rssBytes = (pid: number) => statusBytes(pid, 'VmRSS');

/** The highest resident memory the process itself (children apart) ever had: the kernel's VmHWM. */
export const highWaterMarkBytes = (pid: number) => statusBytes(pid, 'VmHWM');

/** Resident memory of a process and its children together, in bytes (0 once it is gone). */
export function treeRssBytes(pid: number): number {
  try {
    return processTree(pid).reduce((sum, member) => sum + rssBytes(member), 0);
  } catch {
    return 0;
  }
}

export interface RssSampler {
  /** The highest sample taken between two times (ms since the epoch), both included. */
  peakBetween: (from: number, to: number) => number;
  peak: () => number;
  stop: () => void;
}

/** Samples the tree's resident memory every `intervalMs` until stopped. */
export function sampleRss(pid: number, intervalMs = 250): RssSampler {
  const samples: { at: number; bytes: number }[] = [];
  const take = () => samples.push({ at: Date.now(), bytes: treeRssBytes(pid) });
  take();
  const timer = setInterval(take, intervalMs);
  const peakBetween = (from: number, to: number) =>
    samples.reduce((peak, s) => (s.at >= from && s.at <= to ? Math.max(peak, s.bytes) : peak), 0);
  return {
    peakBetween,
    peak: () => peakBetween(0, Number.POSITIVE_INFINITY),
    stop: () => clearInterval(timer),
  };
}
