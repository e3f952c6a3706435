/**
 * Newsletter throughput: queues one campaign to N subscribers (10,000 by default) on a fresh
 * embedded database, delivers it through a local SMTP sink with the production sender and
 * settings, and prints messages per second and peak memory.
 *   npm run bench:newsletter [-- --subscribers 10000]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/core/db/index';
import { migrateDatabase } from '../../server/core/db/migrate';
import { createLogger } from '../../server/core/logger';
import { createSmtpMailer } from '../../server/core/mail/smtp-mailer';
import { newsletterSubscribers } from '../../server/db/schema';
import { queueCampaign } from '../../server/modules/newsletters/campaigns';
import { countUnfinishedDeliveries } from '../../server/modules/newsletters/deliveries';
import {
  createNewsletterSender,
  NEWSLETTER_CONCURRENCY,
} from '../../server/modules/newsletters/newsletter-sender';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '10000' },
    /** Internal: fill the database in DIR and exit (run as a child process, see main). */
    prepare: { type: 'string' },
  },
});
const subscriberCount = Number(values.subscribers);
const MiB = 1024 * 1024;

function runScript(script: string, args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join('scripts', script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function startSink(): Promise<{ url: string; process: ChildProcess }> {
  const child = runScript('bench/smtp-sink.ts', []);
  const [line] = await once(createInterface({ input: child.stdout! }), 'line');
  return { url: (JSON.parse(String(line)) as { url: string }).url, process: child };
}

/**
 * The database is created in a child process: a fresh initdb takes ~800 MiB that the process
 * keeps, and the figure wanted is the sending server's, which opens an existing data dir.
 */
async function prepareInChild(dataDir: string): Promise<number> {
  const child = runScript('bench/newsletter.ts', [
    '--subscribers',
    String(subscriberCount),
    '--prepare',
    dataDir,
  ]);
  const [line] = await once(createInterface({ input: child.stdout! }), 'line');
  await once(child, 'exit');
  return (JSON.parse(String(line)) as { queueMs: number }).queueMs;
}

/** Samples this process's resident memory while `work` runs; answers the peak. */
async function peakRssDuring(work: () => Promise<void>): Promise<number> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage.rss());
}

/** A fresh embedded database with N subscribers and one queued campaign, closed again. */
async function prepareDatabase(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    for (let start = 0; start < subscriberCount; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, subscriberCount - start) }, (_, index) => ({
        email: `collector${start + index}@example.com`,
        confirmedAt: new Date(),
      }));
      await database.db.insert(newsletterSubscribers).values(batch);
    }
    const started = performance.now();
    await queueCampaign(database.db, {
      content: {
        subject: 'The Boom Box Kid drops Friday',
        htmlContent: `<html><body><h1>Boom Box Kid</h1>${'<p>Mirror chrome, edition of 50.</p>'.repeat(40)}</body></html>`,
        textContent: 'Boom Box Kid\n\nMirror chrome, edition of 50.\n'.repeat(40),
      },
    });
    return performance.now() - started;
  } finally {
    await database.close();
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-'));
  const sink = await startSink();
  try {
    const queueMs = await prepareInChild(dataDir);
    const database = await openDatabase({ dataDir });
    const mailer = createSmtpMailer({ url: sink.url, from: 'Vitrine <news@vitrine.test>' });
    const sender = createNewsletterSender({
      db: database.db,
      mailer,
      publicUrl: 'https://vitrine.test',
      log: createLogger('warn'),
    });
    const rssBefore = process.memoryUsage.rss();
    const started = performance.now();
    const peakRss = await peakRssDuring(async () => {
      await sender.start();
      while ((await countUnfinishedDeliveries(database.db)) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await sender.stop();
    });
    const seconds = (performance.now() - started) / 1000;
    mailer.close();
    await database.close();

    const lines = [
      `newsletter bench: ${subscriberCount} subscribers, concurrency ${NEWSLETTER_CONCURRENCY}, embedded PGlite on disk, SMTP sink on loopback (own process)`,
      `  queue (campaign + one delivery row per subscriber, one transaction): ${queueMs.toFixed(0)} ms`,
      `  delivered in ${seconds.toFixed(1)} s: ${(subscriberCount / seconds).toFixed(0)} messages/s`,
      `  RSS with the database open ${(rssBefore / MiB).toFixed(0)} MiB, peak while sending ${(peakRss / MiB).toFixed(0)} MiB`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    sink.process.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (values.prepare) {
  process.stdout.write(`${JSON.stringify({ queueMs: await prepareDatabase(values.prepare) })}\n`);
} else {
  await main();
}
