import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * `npm test` first runs ensure.sh: nothing when the system packages are there; as root it
 * installs the missing ones; as anyone else it stops at once with the one apt-get line to run.
 * Run here with `id` and `apt-get` stood in for on the PATH (a stand-in apt-get records what it
 * was asked), and a list whose checks are commands this folder has or lacks.
 */
const SCRIPT = path.resolve(import.meta.dirname, 'ensure.sh');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function machine({ uid, allThere = false }: { uid: number; allThere?: boolean }) {
  const bin = mkdtempSync(path.join(tmpdir(), 'system-packages-'));
  folders.push(bin);
  const stub = (name: string, body: string) => {
    writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(path.join(bin, name), 0o755);
  };
  const aptLog = path.join(bin, 'apt-get.log');
  stub('id', `echo ${uid}`);
  stub('apt-get', `echo "$@" >> ${aptLog}`);
  stub('tool-here', 'exit 0');
  const list = path.join(bin, 'packages.list');
  writeFileSync(
    list,
    (allThere
      ? ['tool-here : here-package', `${bin} : folder-package`]
      : [
          '# a comment, and a blank line',
          '',
          'tool-here : here-package',
          'tool-here tool-missing : missing-package other-package # reasons may follow',
          `${bin}/no-such-file : file-package`,
          `${list} : listed-package`,
          'tool-missing : other-package',
        ]
    ).join('\n'),
  );
  const run = (mode?: string) =>
    spawnSync('/bin/bash', [SCRIPT, ...(mode ? [mode] : [])], {
      encoding: 'utf8',
      env: { PATH: `${bin}:/usr/bin:/bin`, SYSTEM_PACKAGES_LIST: list },
    });
  const aptCalls = () => (existsSync(aptLog) ? readFileSync(aptLog, 'utf8').trim().split('\n') : []);
  return { run, aptCalls };
}

describe('the system packages npm test needs', () => {
  it('lists what is missing, each package once', () => {
    const { run } = machine({ uid: 1000 });
    expect(run('missing').stdout.trim().split('\n')).toEqual([
      'missing-package',
      'other-package',
      'file-package',
    ]);
  });

  it('stops a user without root at once, with the one line to run, and installs nothing', () => {
    const { run, aptCalls } = machine({ uid: 1000 });
    const outcome = run('ensure');
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain(
      '  apt-get update && apt-get install -y missing-package other-package file-package\n',
    );
    expect(aptCalls()).toEqual([]);
  });

  it('installs the missing packages as root, and goes on', () => {
    const { run, aptCalls } = machine({ uid: 0 });
    const outcome = run();
    expect(outcome.status).toBe(0);
    expect(aptCalls()).toEqual(['update -qq', 'install -y -qq missing-package other-package file-package']);
  });

  it('does nothing when every package is there, root or not', () => {
    for (const uid of [0, 1000]) {
      const { run, aptCalls } = machine({ uid, allThere: true });
      const outcome = run('ensure');
      expect(outcome.status).toBe(0);
      expect(outcome.stdout + outcome.stderr).toBe('');
      expect(aptCalls()).toEqual([]);
    }
  });

  it('reads a list whose every line names what shows it installed and what installs it', () => {
    const lines = readFileSync(path.join(import.meta.dirname, 'packages.list'), 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(9);
    for (const line of lines)
      expect(line, line).toMatch(/^\S.*\s:\s+[a-z0-9][a-z0-9.+-]*( [a-z0-9][a-z0-9.+-]*)*$/);
  });
});
