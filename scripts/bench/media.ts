/**
 * Photo registration on the built server: uploads a 5 MB, 12-megapixel JPEG through the upload
 * sequence (upload-url, PUT, register) several times and prints how long registration takes
 * to answer (target: 2 s) and how late a /healthz probe, sent every 10 ms meanwhile, was
 * answered: the server must keep serving visitors while it makes variants. Then how long
 * until every WebP variant exists.
 *   npm run build && npm run bench:media [-- --runs 5]     (BENCH_DIST picks another build)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { variantUrl } from '../../contract/responsive-image';
import { SCULPTURE_IMAGE_MAX_BYTES } from '../../contract/sculpture-media-limits';
import { makeHeavyJpeg } from '../../server/test/media-fixtures';
import { startServer } from './server-process';

const REGISTRATION_TARGET_MS = 2000;
/** A probe answered later than this means the event loop was blocked for visitors. */
const PROBE_TARGET_MS = 250;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const dist = process.env.BENCH_DIST ?? 'dist';

/** Sends GET /healthz every 10 ms until stopped; answers the slowest round trip seen. */
function probeLatency(origin: string) {
  let running = true;
  let slowest = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${origin}/healthz`).then((response) => response.arrayBuffer());
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return slowest;
  };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-media-'));
  const server = await startServer(dist, dataDir);
  const { origin, admin } = server;
  try {
    const photo = await makeHeavyJpeg(SCULPTURE_IMAGE_MAX_BYTES);
    const { token } = await json<{ token: string }>(
      await fetch(`${origin}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      }),
    );
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = <T>(url: string, body: unknown) =>
      fetch(`${origin}${url}`, { method: 'POST', headers: auth, body: JSON.stringify(body) }).then(json<T>);
    const [sculpture] = await json<{ id: number }[]>(await fetch(`${origin}/api/sculptures`));

    // The same probe with nothing else to do: on a busy shared machine this is not zero.
    const stopIdleProbe = probeLatency(origin);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleProbe = await stopIdleProbe();

    console.log(`Registering a ${(photo.length / 1e6).toFixed(1)} MB 4000x3000 JPEG ${runs} times`);
    const registrations: number[] = [];
    const probes: number[] = [];
    const variantsReady: number[] = [];
    for (let run = 0; run < runs; run++) {
      const { uploadURL } = await post<{ uploadURL: string }>(
        `/api/admin/sculptures/${sculpture!.id}/upload-url`,
        {
          imageType: 'inSitu',
        },
      );
      const put = await fetch(new URL(uploadURL, origin), { method: 'PUT', body: new Uint8Array(photo) });
      if (!put.ok) throw new Error(`PUT: ${put.status}`);

      const stopProbe = probeLatency(origin);
      const started = performance.now();
      const record = await post<{ imagePath: string }>(`/api/admin/sculptures/${sculpture!.id}/images`, {
        imageUrl: uploadURL.split('?')[0],
        imageType: 'inSitu',
      });
      registrations.push(performance.now() - started);
      // The largest variant is written last: once it is served as itself, all of them exist.
      const largest = `${origin}${variantUrl(record.imagePath, 2048)}`;
      while ((await fetch(largest)).headers.get('cache-control')?.includes('immutable') !== true) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      variantsReady.push(performance.now() - started);
      probes.push(await stopProbe());

      await fetch(`${origin}/api/admin/sculptures/${sculpture!.id}/images`, {
        method: 'DELETE',
        headers: auth,
        body: JSON.stringify({ imagePath: record.imagePath, imageType: 'inSitu' }),
      });
    }

    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const worst = (list: number[]) => Math.max(...list);
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    console.log(
      `registration answered: median ${ms(median(registrations))}, worst ${ms(worst(registrations))}` +
        `  (target ${ms(REGISTRATION_TARGET_MS)}: ${verdict(worst(registrations) < REGISTRATION_TARGET_MS)})`,
    );
    console.log(
      `slowest /healthz meanwhile: ${ms(worst(probes))}` +
        `  (target ${ms(PROBE_TARGET_MS)}: ${verdict(worst(probes) < PROBE_TARGET_MS)}; ${ms(idleProbe)} when idle)`,
    );
    console.log(
      `every variant written: median ${ms(median(variantsReady))}, worst ${ms(worst(variantsReady))}`,
    );
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
