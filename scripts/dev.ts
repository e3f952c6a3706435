/** Development: the API server (reloading on change) and Vite's dev server with its proxy, together. */
import { spawn } from 'node:child_process';

const children = [
  // Development works on the demo content unless DEMO_CONTENT=false asks for a clean database.
  spawn('npx', ['tsx', 'watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DEMO_CONTENT: process.env.DEMO_CONTENT || 'true' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
