/**
 * `npm run edge`: the shipped Varnish configuration (deploy/varnish/vitrine.vcl) in front of the
 * built server, on this machine, as whoever runs it (varnishd's files in a temp folder).
 *   npm run build && npm run edge
 * Environment (all optional): EDGE_PORT (where Varnish listens on 127.0.0.1, default 8080);
 * EDGE_BACKENDS (host:port,host:port… of instances already running: then none is started here);
 * otherwise the built server is started with this environment (PORT default 3000, HOST 127.0.0.1).
 * The Host shared answers are fetched with is PUBLIC_URL's. Ctrl-C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/core/project-root';
import { type Instance, startEdge } from './varnish-process';

function instancesOf(list: string): Instance[] {
  return list.split(',').map((entry) => {
    const match = /^\s*([^:\s]+):(\d+)\s*$/.exec(entry);
    if (!match) throw new Error(`EDGE_BACKENDS: "${entry}" is not host:port`);
    return { host: match[1]!, port: Number(match[2]) };
  });
}

async function untilReady(url: string, server: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}) before it was ready`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} was not ready within 3 minutes`);
}

async function main() {
  const edgePort = Number(process.env.EDGE_PORT || 8080);
  const hostHeader = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).host : 'localhost';
  let server: ChildProcess | undefined;
  let instances: Instance[];
  if (process.env.EDGE_BACKENDS) {
    instances = instancesOf(process.env.EDGE_BACKENDS);
  } else {
    const entry = path.join(PROJECT_ROOT, 'dist', 'server', 'index.js');
    if (!existsSync(entry)) throw new Error('No build: run `npm run build` first (or set EDGE_BACKENDS).');
    const port = Number(process.env.PORT || 3000);
    const host = process.env.HOST || '127.0.0.1';
    server = spawn(process.execPath, ['--enable-source-maps', entry], {
      env: { ...process.env, PORT: String(port), HOST: host },
      stdio: 'inherit',
    });
    instances = [{ host: host === '0.0.0.0' ? '127.0.0.1' : host, port }];
    await untilReady(`http://${instances[0]!.host}:${port}`, server);
  }
  const edge = await startEdge({ instances, port: edgePort, hostHeader });
  console.log(
    `Vitrine behind Varnish at ${edge.url} (instances: ${instances.map((i) => `${i.host}:${i.port}`).join(', ')}; shared answers fetched as Host ${hostHeader}). Ctrl-C stops.`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await edge.stop();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  server?.once('exit', (code) => {
    if (stopping) return;
    console.error(`the server exited (${code}): stopping Varnish`);
    void edge.stop().then(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
