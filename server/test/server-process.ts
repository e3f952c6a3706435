import { type ChildProcess, spawn } from 'node:child_process';
import { PROJECT_ROOT } from '../core/project-root';

/**
 * The real server in a child process, as an operator runs it (`npm start`: the bundle of
 * server/index.ts at `entry`, see scripts/build/server-bundle.ts): only the environment given
 * here, its output kept for the test's failure messages. The integration tests start the bundle
 * their run wrote (`testServerEntry()`), the fault suite the build's.
 */
export function startServerProcess(env: Record<string, string>, entry: string) {
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += String(chunk);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );

  /** Adds what the server printed to the failure of anything that waited on it. */
  async function explained<T>(wait: () => Promise<T>): Promise<T> {
    try {
      return await wait();
    } catch (error) {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${output}`,
      );
    }
  }

  // Fastify's info line (PORT=0 lets the system choose); a server that exits first never listens.
  const listening = explained(
    () =>
      new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', () => {
          const url = /Server listening at (http:\/\/[^\s"]+)/.exec(output)?.[1];
          if (url) resolve(url);
        });
        void exited.then((how) => reject(new Error(`the server ended (${how}) before it listened`)));
      }),
  );
  // Awaited by the test or not at all (a server killed before it listened).
  listening.catch(() => {});

  return {
    pid: child.pid!,
    /** The server's base URL once it listens (needs LOG_LEVEL info or lower). */
    listening,
    output: () => output,
    /** Resolves with how the process ended, whoever ended it. */
    exited,
    explained,
    /** Sends a signal and resolves with how the process ended. */
    stop(signal: NodeJS.Signals) {
      child.kill(signal);
      return exited;
    },
  };
}
