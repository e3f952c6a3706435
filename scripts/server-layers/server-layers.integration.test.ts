import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * The server's import directions (.dependency-cruiser.cjs) hold in `npm run lint`: each case
 * copies the server, the contract and the rules into a folder of its own, adds one offending
 * file, and runs the same check the lint step runs there.
 */

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const lintCommand = scripts.lint?.split('&&').find((step) => step.includes('depcruise'));
const copies: string[] = [];

function copyOfTheServer(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'vitrine-layers-'));
  copies.push(copy);
  for (const entry of [
    'server',
    'contract',
    'tsconfig.json',
    'package.json',
    '.dependency-cruiser.cjs',
    '.dependency-cruiser-known-violations.json',
  ]) {
    cpSync(entry, path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

function write(copy: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  writeFileSync(path.join(copy, file), text);
}

function lint(copy: string) {
  const [command, ...args] = (lintCommand ?? '').trim().split(/\s+/);
  return spawnSync(path.resolve('node_modules/.bin', command ?? ''), args, { cwd: copy, encoding: 'utf8' });
}

afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

describe('npm run lint on the server', () => {
  it('checks the directions with dependency-cruiser against its baseline', () => {
    expect(lintCommand).toContain('depcruise server contract');
    expect(lintCommand).toContain('--ignore-known');
  });

  it('passes the server as it is', () => {
    const run = lint(copyOfTheServer());
    expect(run.stdout + run.stderr).toContain('no dependency violations found');
    expect(run.status).toBe(0);
  });

  it('fails when shared code imports a feature module', () => {
    const copy = copyOfTheServer();
    write(copy, 'server/core/backwards.ts', "export { salesPlugin } from '../modules/sales/index';\n");
    const run = lint(copy);
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('core-uses-only-core-and-contract: server/core/backwards.ts');
  });

  it('fails when the contract imports the server', () => {
    const copy = copyOfTheServer();
    write(copy, 'contract/backwards.ts', "export { HttpError } from '../server/http-error';\n");
    const run = lint(copy);
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('contract-uses-nothing-of-ours: contract/backwards.ts');
  });

  it("fails when a module reaches into another module's files", () => {
    const copy = copyOfTheServer();
    write(copy, 'server/modules/nosy/index.ts', "export { orderTimeline } from '../sales/order-timeline';\n");
    const run = lint(copy);
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('module-entered-by-its-index: server/modules/nosy/index.ts');
  });

  it('fails on an import cycle', () => {
    const copy = copyOfTheServer();
    write(copy, 'server/core/ping.ts', "import { pong } from './pong';\nexport const ping = () => pong();\n");
    write(copy, 'server/core/pong.ts', "import { ping } from './ping';\nexport const pong = () => ping();\n");
    const run = lint(copy);
    expect(run.status).not.toBe(0);
    expect(run.stdout).toMatch(/no-cycles: server\/core\/p[io]ng\.ts/);
  });
});
