import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../server/core/project-root';

/** The shipped configuration, run as is; only the list of instances is written per run. */
export const EDGE_VCL_DIR = path.join(PROJECT_ROOT, 'deploy', 'varnish');
const EDGE_VCL = path.join(EDGE_VCL_DIR, 'vitrine.vcl');

export interface Instance {
  host: string;
  port: number;
}

export interface EdgeOptions {
  /** The Vitrine instances behind the edge. */
  instances: readonly Instance[];
  /** The loopback port Varnish listens on; a free one if unset. */
  port?: number;
  /** The Host every shared answer is fetched with (the site's public host). */
  hostHeader?: string;
  /** Cache memory, in MB. */
  storageMb?: number;
  /** Extra `-p name=value` runtime parameters. */
  parameters?: Record<string, string>;
}

export interface Edge {
  /** http://127.0.0.1:port */
  url: string;
  pid: number;
  /** Varnish's counters (varnishstat), e.g. MAIN.backend_req: requests sent to the instances. */
  counters(): Promise<Record<string, number>>;
  /** Whether Varnish counts each instance healthy now, by its probes of /readyz. */
  healthy(): Promise<boolean[]>;
  /** What varnishd printed, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/** Where Debian puts varnishd (/usr/sbin, off a user's PATH), unless VARNISHD names another. */
export function varnishdPath(): string {
  const candidates = [process.env.VARNISHD, '/usr/sbin/varnishd', '/usr/local/sbin/varnishd'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? 'varnishd';
}

/** vitrine-backends.vcl for these instances: what an operator writes from backends.example.vcl. */
export function backendsVcl(instances: readonly Instance[], hostHeader = 'localhost'): string {
  if (instances.length === 0) throw new Error('the edge needs at least one instance');
  const quote = (value: string) => {
    if (/["\n\\]/.test(value)) throw new Error(`not a host: ${value}`);
    return `"${value}"`;
  };
  const backends = instances.map(
    (instance, index) => `backend instance_${index + 1} {
  .host = ${quote(instance.host)};
  .port = "${instance.port}";
  .host_header = ${quote(hostHeader)};
  .probe = vitrine_ready;
  .connect_timeout = 1s;
  .first_byte_timeout = 60s;
  .between_bytes_timeout = 60s;
}
`,
  );
  const added = instances.map((_, index) => `  vitrine_instances.add_backend(instance_${index + 1});`);
  return `${backends.join('\n')}\nsub vitrine_add_backends {\n${added.join('\n')}\n}\n`;
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Whether something accepts connections on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts varnishd in the foreground (-F) as a child of this process, with everything of its own
 * in a temp folder (-n working directory, the generated backends file) and no jail (-j none), so
 * it runs as whoever runs this, root or not, and never touches the system's Varnish.
 */
export async function startEdge({
  instances,
  port,
  hostHeader,
  storageMb = 256,
  parameters = {},
}: EdgeOptions): Promise<Edge> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-edge-'));
  await writeFile(path.join(workDir, 'vitrine-backends.vcl'), backendsVcl(instances, hostHeader));
  const listenPort = port ?? (await freePort());
  const params = { vcl_path: `${workDir}:${EDGE_VCL_DIR}`, ...parameters };
  const args = [
    '-F',
    '-j',
    'none',
    '-n',
    path.join(workDir, 'varnish'),
    '-a',
    `127.0.0.1:${listenPort}`,
    '-f',
    EDGE_VCL,
    '-s',
    `malloc,${storageMb}m`,
    '-T',
    'none',
    ...Object.entries(params).flatMap(([name, value]) => ['-p', `${name}=${value}`]),
  ];
  // Thousands of visitors' connections need as many descriptors: as many as allowed, then exec, so
  // the child's pid is varnishd's own.
  const raiseFdLimit = 'ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"';
  const child: ChildProcess = spawn('sh', ['-c', raiseFdLimit, 'sh', varnishdPath(), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  child.once('error', (error) => {
    keep(Buffer.from(`\n${error.message}`));
  });

  /** varnishstat's counters, as integers (a probe's bitmap needs all 64 bits). */
  async function readCounters(): Promise<Map<string, bigint>> {
    const varnishstat = path.join(path.dirname(varnishdPath()).replace(/sbin$/, 'bin'), 'varnishstat');
    const { stdout } = await promisify(execFile)(existsSync(varnishstat) ? varnishstat : 'varnishstat', [
      '-n',
      path.join(workDir, 'varnish'),
      '-1',
    ]);
    const counters = new Map<string, bigint>();
    for (const line of stdout.split('\n')) {
      const [name, value] = line.split(/\s+/);
      if (name && value && /^\d+$/.test(value)) counters.set(name, BigInt(value));
    }
    return counters;
  }

  const stop = async () => {
    if (!ended) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (!(await accepts(listenPort))) {
    if (ended || Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not start${ended ? ' (it exited)' : ' within 60 s'}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url: `http://127.0.0.1:${listenPort}`,
    pid: child.pid!,
    output: () => output,
    async counters() {
      return Object.fromEntries(
        [...(await readCounters()).entries()].map(([name, value]) => [name, Number(value)]),
      );
    },
    async healthy() {
      const counters = await readCounters();
      return instances.map((_, index) => {
        // The last probes, newest in the lowest bit: healthy with 2 good of the last 3 (vitrine.vcl).
        const happy = counters.get(`VBE.boot.instance_${index + 1}.happy`) ?? 0n;
        const recent = happy & 7n;
        return (recent & 1n) + ((recent >> 1n) & 1n) + (recent >> 2n) >= 2n;
      });
    },
    stop,
  };
}
