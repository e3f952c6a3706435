import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export interface Tools {
  wrk: string;
  nginx: string;
  /** One line per tool, for the report header. */
  versions: string[];
}

/** nginx lives in /usr/sbin, which a normal user's PATH often lacks. */
const EXTRA_DIRS = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

function findCommand(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...EXTRA_DIRS];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/** First line a command prints for its version flag, wherever it prints it (nginx: stderr). */
function versionLine(command: string, flag: string): string {
  const { stdout, stderr } = spawnSync(command, [flag], { encoding: 'utf8' });
  return `${stdout ?? ''}${stderr ?? ''}`.split('\n')[0]!.trim();
}

/** wrk alone, for a scenario with no nginx beside the server, or an error that says how to install it. */
export function findWrk(): string {
  const wrk = findCommand('wrk');
  if (!wrk)
    throw new Error(
      'wrk not found. Install with (Debian/Ubuntu, as root):\n  apt-get update && apt-get install -y wrk',
    );
  return wrk;
}

/** wrk and nginx (Debian packages), or an error that says how to install what is missing. */
export function findTools(): Tools {
  const wrk = findCommand('wrk');
  const nginx = findCommand('nginx');
  const missing = [wrk ? null : 'wrk', nginx ? null : 'nginx'].filter(Boolean);
  if (!wrk || !nginx) {
    throw new Error(
      `${missing.join(' and ')} not found. Install with (Debian/Ubuntu, as root):\n` +
        '  apt-get update && apt-get install -y wrk nginx',
    );
  }
  return {
    wrk,
    nginx,
    versions: [versionLine(wrk, '-v'), versionLine(nginx, '-v'), `node ${process.version}`],
  };
}
