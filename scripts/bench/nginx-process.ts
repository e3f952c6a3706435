import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CapturedAnswer, capture } from './capture';
import { tempDir } from './cleanup';
import { freePort, spawnWithFdLimit, stopProcess, tailOutput, waitFor } from './processes';

export interface BenchNginx {
  origin: string;
  stop: () => Promise<void>;
}

/** nginx's own quoting for a string in its configuration. */
const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * The ceiling: a minimal nginx of its own (prefix, temp folders, pid and error log in a temp
 * folder), serving each captured answer's bytes at its path, with its content type, as a
 * static file: sendfile, keepalive, no access log.
 */
function nginxConfig(dir: string, port: number, answers: CapturedAnswer[]): string {
  const locations = answers.map(
    (answer, index) => `    location = ${quote(answer.path)} {
      default_type ${quote(answer.contentType)};
      try_files /answer-${index} =404;
    }`,
  );
  return `daemon off;
worker_processes auto;
pid ${quote(path.join(dir, 'nginx.pid'))};
error_log ${quote(path.join(dir, 'error.log'))} warn;
events {
  worker_connections 8192;
}
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 75s;
  keepalive_requests 1000000;
  types {}
  client_body_temp_path ${quote(path.join(dir, 'client_body'))};
  proxy_temp_path ${quote(path.join(dir, 'proxy'))};
  fastcgi_temp_path ${quote(path.join(dir, 'fastcgi'))};
  uwsgi_temp_path ${quote(path.join(dir, 'uwsgi'))};
  scgi_temp_path ${quote(path.join(dir, 'scgi'))};
  server {
    listen 127.0.0.1:${port};
    root ${quote(path.join(dir, 'root'))};
${locations.join('\n')}
    location / {
      return 404;
    }
  }
}
`;
}

/** Starts nginx serving `answers`, and checks it answers each with the very same bytes. */
export async function startNginx(nginx: string, answers: CapturedAnswer[]): Promise<BenchNginx> {
  const dir = await tempDir('nginx');
  // Run as root, nginx's workers run as nobody: they must be able to read the files.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, 'root'), { mode: 0o755 });
  await Promise.all(
    answers.map((answer, index) => writeFile(path.join(dir, 'root', `answer-${index}`), answer.body)),
  );
  const port = await freePort();
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, nginxConfig(dir, port, answers));

  const child = spawnWithFdLimit(nginx, ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tailOutput(child);
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => stopProcess(child, 'SIGTERM');
  try {
    await waitFor(
      'nginx',
      child,
      async () => (await capture(origin, answers[0]!.path)).status === 200,
      15_000,
    );
    for (const answer of answers) {
      const served = await capture(origin, answer.path);
      if (
        served.status !== 200 ||
        !served.body.equals(answer.body) ||
        served.contentType !== answer.contentType
      ) {
        throw new Error(`nginx does not serve the same bytes as the server for ${answer.path}`);
      }
    }
  } catch (error) {
    await stop();
    const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
    throw new Error(`${(error as Error).message}\n${[...output.lines(), log].join('\n')}`);
  }
  return { origin, stop };
}
