import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../../server/core/project-root';

/*
 * The demo site's data folder, seeded once and copied for every server the fault suite, the fuzz
 * run, the bench and the journeys start on the embedded database; the unit tests' embedded
 * template is a dump of it (server/test/global-setup.ts), which makes it first in `npm test`.
 * A server started with DEMO_CONTENT=true on a new folder seeds it itself: drawing the artwork and
 * writing every picture's widths is about 10 s of CPU, and those suites started thirteen such
 * servers, one after another or side by side on two cores. On a copy the server finds the demo
 * already there and goes on as on any later start (migrations checked, its admin created). The
 * first start of a new site, seeding included, keeps its own tests (clean-start, both databases
 * and the journey).
 */

const SNAPSHOT_PREFIX = 'vitrine-demo-data-';

/**
 * What the seeded folder is made from: the migrations, the server's code (the seed, the media
 * pipeline) and the locked packages (sharp, PGlite). A change to any of them makes a new one.
 */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const files = [
    ...['drizzle', 'server', 'contract'].flatMap((folder) =>
      readdirSync(path.join(PROJECT_ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    ),
    'package-lock.json',
  ].sort();
  for (const file of files) {
    const full = path.join(PROJECT_ROOT, file);
    if (!statSync(full).isFile()) continue;
    hash.update(file);
    hash.update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Seeds the demo into a new data folder laid out as the server's (db/ and media/). The database
 * and the media pipeline load only here: a process that finds the folder made loads neither.
 */
async function seedInto(dataDir: string): Promise<void> {
  const [{ openDatabase }, { migrateDatabase }, { createLocalStorage }, { seedDemoContent }] =
    await Promise.all([
      import('../../server/core/db/index'),
      import('../../server/core/db/migrate'),
      import('../../server/core/storage/local-storage'),
      import('../../server/demo/seed'),
    ]);
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await seedDemoContent(database.db, createLocalStorage(path.join(dataDir, 'media')));
  } finally {
    await database.close();
  }
}

const made = new Map<string, Promise<string>>();

/**
 * A folder of another state of the code may be in use by a run in another checkout on this
 * machine (a CI clone beside a working copy): only one unused for an hour is removed, the time
 * of use being renewed by every run that finds it.
 */
const UNUSED_FOR_MS = 60 * 60 * 1000;

function markUsed(folder: string) {
  const now = new Date();
  utimesSync(folder, now, now);
}

function removeUnused(keep: string) {
  for (const name of readdirSync(os.tmpdir())) {
    const folder = path.join(os.tmpdir(), name);
    if (!name.startsWith(SNAPSHOT_PREFIX) || folder === keep) continue;
    const used = statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - used > UNUSED_FOR_MS) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The seeded folder for the code as it is, made on first use and kept in the system's temp
 * folder for the next run (those of other states of the code go once unused for an hour). Made under a temporary name and renamed
 * into place: two processes making it at once each make one, and the first to finish is kept.
 */
export function seededSnapshot(): Promise<string> {
  const key = snapshotKey();
  let snapshot = made.get(key);
  if (!snapshot) {
    snapshot = (async () => {
      const final = path.join(os.tmpdir(), `${SNAPSHOT_PREFIX}${key}`);
      if (existsSync(final)) {
        markUsed(final);
        return final;
      }
      const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-demo-seeding-'));
      try {
        await seedInto(work);
        renameSync(work, final);
      } catch (error) {
        rmSync(work, { recursive: true, force: true });
        if (!existsSync(final)) throw error;
      }
      removeUnused(final);
      return final;
    })();
    made.set(key, snapshot);
  }
  return snapshot;
}

/**
 * Fills a data folder that does not exist yet, or is empty, with a copy of the seeded demo site's;
 * a folder with anything in it is left as it is. Answers whether it copied.
 */
export async function copySeededDemoIfNew(dataDir: string): Promise<boolean> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(await seededSnapshot(), dataDir, { recursive: true });
  return true;
}

// `node --import tsx scripts/demo-data/seeded-copy.ts <data folder>`, for a script that is not
// TypeScript (tests/e2e/start-server.mjs).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: seeded-copy.ts <data folder>');
  await copySeededDemoIfNew(target);
}
