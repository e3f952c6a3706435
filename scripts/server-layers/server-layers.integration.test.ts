import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The server's import directions (.dependency-cruiser.cjs) hold in `npm run lint`: the check runs
 * as the lint step runs it, on a copy of the server, the contract and the rules, once as they are
 * and once with one offending file of each kind added.
 */

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const lintCommand = scripts.lint?.split('&&').find((step) => step.includes('depcruise'));
const copies: string[] = [];
/** The check reads a few hundred files; on a machine others share that takes a while. */
const SLOW = 120_000;

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

function lint(copy: string): SpawnSyncReturns<string> {
  const [command, ...args] = (lintCommand ?? '').trim().split(/\s+/);
  return spawnSync(path.resolve('node_modules/.bin', command ?? ''), args, { cwd: copy, encoding: 'utf8' });
}

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

describe('npm run lint on the server', () => {
  it('checks the directions with dependency-cruiser against its baseline', () => {
    expect(lintCommand).toContain('depcruise server contract');
    expect(lintCommand).toContain('--ignore-known');
  });

  it(
    'passes the server as it is',
    () => {
      const run = lint(copyOfTheServer());
      expect(run.stdout + run.stderr).toContain('no dependency violations found');
      expect(run.status).toBe(0);
    },
    SLOW,
  );

  describe('fails, naming the file and the rule', () => {
    let run: SpawnSyncReturns<string>;
    beforeAll(() => {
      const copy = copyOfTheServer();
      write(copy, 'server/core/backwards.ts', "export { salesPlugin } from '../modules/sales/index';\n");
      write(copy, 'contract/backwards.ts', "export type { App } from '../server/app';\n");
      write(
        copy,
        'server/modules/nosy/index.ts',
        "export { orderTimeline } from '../sales/order-timeline';\n",
      );
      write(
        copy,
        'server/modules/nosy/schema.ts',
        "export { reservationDesk } from '../reservations/reservation-desk';\n",
      );
      write(
        copy,
        'server/core/ping.ts',
        "import { pong } from './pong';\nexport const ping = () => pong();\n",
      );
      write(
        copy,
        'server/core/pong.ts',
        "import { ping } from './ping';\nexport const pong = () => ping();\n",
      );
      write(copy, 'server/core/lost.ts', "export { gone } from './not-there';\n");
      run = lint(copy);
    }, SLOW);

    it('at all', () => expect(run.status).not.toBe(0));

    it('when shared code imports a feature module', () =>
      expect(run.stdout).toContain('core-uses-only-core-and-contract: server/core/backwards.ts'));

    it('when the contract imports the server', () =>
      expect(run.stdout).toContain('contract-uses-nothing-of-ours: contract/backwards.ts'));

    it("when a module reaches into another module's files", () =>
      expect(run.stdout).toContain('module-entered-by-its-index: server/modules/nosy/index.ts'));

    it("when a module's schema takes more of another module than its schema", () =>
      expect(run.stdout).toContain('module-schema-takes-schema-slices: server/modules/nosy/schema.ts'));

    it('on an import cycle', () => expect(run.stdout).toMatch(/no-cycles: server\/core\/p[io]ng\.ts/));

    it('on an import it cannot follow', () =>
      expect(run.stdout).toContain('imports-resolve: server/core/lost.ts'));
  });
});
