import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database may be opened by one process at a time: two would corrupt it. Every
 * process that opens it (the server, the admin CLI, backup, restore) claims this pid file first.
 */
export function claimEmbeddedDatabase(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'vitrine.pid');
  const holder = readHolder(file);
  if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.purpose}). Stop it first, or use DATABASE_URL.`,
    );
  }
  writeFileSync(file, JSON.stringify({ pid: process.pid, purpose }));
  return () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}

function readHolder(file: string): { pid: number; purpose: string } | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
