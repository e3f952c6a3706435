import { readFileSync } from 'node:fs';

/**
 * Which server test files need a process of their own (decision 38). The unit files share their
 * worker processes, three files' worth of modules loaded once rather than once per file; a file
 * that changes what every later file in the process would see cannot share:
 * - `vi.mock`/`vi.doMock` (and their undoing) replace a module for the whole module graph, which
 *   an earlier file in the process has already loaded for real, so the mock would not take;
 * - `vi.stubGlobal`, `vi.stubEnv` and fake timers change the process itself, and a file that
 *   failed before restoring them would hand them on.
 * Such a file runs in the -own-process project of its driver instead. Better than a mock: give
 * the app the dependency (`createTestApp({ passwordChecks })`), as `session.test.ts` does.
 */
const CHANGES_THE_PROCESS =
  /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv|useFakeTimers)\s*\(/;

export function needsOwnProcess(file: string): boolean {
  return CHANGES_THE_PROCESS.test(readFileSync(file, 'utf8'));
}
