import { spawn } from 'node:child_process';

/*
 * `tsx scripts/side-by-side.ts faults:built fuzz:built`: runs npm scripts at the same time, each
 * line of their output marked with the script's name, and fails when any of them fails (after
 * all have ended). `npm test` runs the fault suite beside the fuzz run this way: the fault suite's
 * longest lane (PostgreSQL's) leaves the machine room for it, 67 s against 79 s one after the
 * other (decision 51). Each has its own servers, ports, data folders and databases; the fuzz run
 * uses no PostgreSQL, whose restarts are the fault suite's.
 */
const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: side-by-side.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) console.log(`[${script}] ${line}`);
      });
      stream.on('end', () => {
        if (pending) console.log(`[${script}] ${pending}`);
      });
    }
    child.on('close', (code, signal) => {
      console.log(`[${script}] ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
