import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '../../server/test/media-fixtures';
import { adminAuthorization, type Instance, startInstance, storedInquiryEmails } from './instance';
import { startLoad } from './load';
import { Verdict } from './verdict';
import { sleep } from './wait';

/** Room for the seeded demo database and pictures, with some to spare before the filler takes it. */
const FILESYSTEM_SIZE = '160m';

/** Writes until the file system refuses: what a runaway log or backup does to a data disk. */
function fillUp(file: string): number {
  const chunk = Buffer.alloc(1024 * 1024, 1);
  const fd = openSync(file, 'w');
  let written = 0;
  try {
    for (;;) written += writeSync(fd, chunk);
  } catch {
    return written;
  } finally {
    closeSync(fd);
  }
}

async function issueUploadUrl(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.url}/api/objects/upload`, {
    method: 'POST',
    headers: await adminAuthorization(instance),
  });
  const { uploadURL } = (await response.json()) as { uploadURL: string };
  return new URL(uploadURL, instance.url).toString();
}

/** The PUT of a file to its upload link, as the admin's browser sends it; answers the status. */
async function putUpload(url: string, body: Buffer): Promise<number> {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg' },
    body: new Uint8Array(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * The data directory's disk fills and is freed, on a small tmpfs the suite mounts for itself
 * (root only, as in CI), under one instance on the embedded database.
 */
export async function diskFull(): Promise<Verdict> {
  const verdict = new Verdict('the data directory disk filled under load, then freed (embedded database)');
  const mountPoint = mkdtempSync(path.join(tmpdir(), 'vitrine-faults-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${FILESYSTEM_SIZE}`, 'tmpfs', mountPoint]);
  const filler = path.join(mountPoint, 'filler');
  const instance = await startInstance('instance', { DATA_DIR: path.join(mountPoint, 'data') }).catch(
    (error: unknown) => {
      execFileSync('umount', [mountPoint]);
      throw error;
    },
  );
  try {
    // Asked for before the disk fills: issuing a link is a write of its own.
    const uploadUrl = await issueUploadUrl(instance);
    const photo = await makeJpeg(64, 48);
    const load = startLoad([instance.url]);
    await sleep(1500);
    const filled = fillUp(filler);
    verdict.note(`filled the disk with ${Math.round(filled / 2 ** 20)} MiB`);
    const fullSince = { ...Object.fromEntries(load.report.statuses) };
    await sleep(4000);
    const whileFull = (load.report.statuses.get(503) ?? 0) - (fullSince[503] ?? 0);
    verdict.note(`503 answers while full: ${whileFull}`);
    const ready = await fetch(`${instance.url}/readyz`);
    const { warnings = [] } = (await ready.json()) as { warnings?: string[] };
    verdict.check(
      ready.status === 200 && warnings.some((line) => line.includes('media folder')),
      `/readyz did not warn of the full disk (${ready.status} ${warnings.join('; ')})`,
    );
    const refused = await putUpload(uploadUrl, photo);
    verdict.check(refused === 503, `an upload while the disk was full answered ${refused}`);
    rmSync(filler);
    const freedAt = load.report.acknowledged.length;
    await sleep(4000);
    const report = await load.stop();
    verdict.check(report.acknowledged.length > freedAt, 'no write was acknowledged once the disk was freed');
    const accepted = await putUpload(uploadUrl, photo);
    verdict.check(accepted === 200, `the same upload once the disk was freed answered ${accepted}`);
    verdict.checkLoad(report, await storedInquiryEmails(instance));
  } finally {
    rmSync(filler, { force: true });
    verdict.checkInstance(instance);
    await instance.stop('SIGTERM');
    execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
  return verdict;
}
