/**
 * Lighthouse 13 (mobile preset) against the production build, in Debian's Chromium: the four
 * category scores plus LCP, CLS and TBT for home, collection, a sculpture page, about, journal and
 * contact, and the JavaScript each page loads. Builds nothing: run `npm run build` first. The server starts on a
 * fresh embedded database with the demo content, in a temp folder removed afterwards.
 *   npm run bench:lighthouse [-- --dist dist --runs 3]
 * Each page is audited `runs` times and the median run (by performance score) is reported, since
 * a shared machine makes single runs noisy. Exits 1 when a target is missed.
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { cleanUpOnSignals, onCleanup, runCleanups, tempDir } from './cleanup';
import { auditPage, CATEGORIES, type Category, type PageFigures } from './lighthouse-audit';
import { startServer } from './server-process';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});

/** The targets: every category 100, and the largest contentful paint within 1.5 s. */
const TARGETS: Record<Category, number> = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

function median(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const LCP_TARGET_MS = 1500;

function report(name: string, figures: PageFigures): string[] {
  const misses = CATEGORIES.filter((id) => figures.scores[id] < TARGETS[id]).map(
    (id) => `${name}: ${id} ${figures.scores[id]} < ${TARGETS[id]}`,
  );
  if (figures.error) misses.push(`${name}: not measured: ${figures.error}`);
  if (figures.lcpMs > LCP_TARGET_MS)
    misses.push(`${name}: LCP ${Math.round(figures.lcpMs)} ms > ${LCP_TARGET_MS} ms`);
  console.log(
    [
      name.padEnd(12),
      ...CATEGORIES.map((id) => String(figures.scores[id]).padStart(5)),
      `${Math.round(figures.lcpMs)} ms`.padStart(9),
      figures.cls.toFixed(3).padStart(6),
      `${Math.round(figures.tbtMs)} ms`.padStart(8),
      kb(figures.jsGzipBytes).padStart(9),
      kb(figures.jsTransferBytes).padStart(9),
    ].join(' '),
  );
  return misses;
}

/** The pages with a target: home, collection, a sculpture page (the first unlocked one), about, journal, contact. */
async function pagesToAudit(origin: string): Promise<[string, string][]> {
  const sculptures = (await (await fetch(`${origin}/api/sculptures`)).json()) as {
    slug: string;
    isLocked: string;
  }[];
  const slug = sculptures.find((sculpture) => sculpture.isLocked === 'false')?.slug;
  if (!slug) throw new Error('The demo content has no unlocked sculpture');
  return [
    ['home', '/'],
    ['collection', '/collection'],
    ['sculpture', `/sculptures/${slug}`],
    ['about', '/about'],
    ['journal', '/journal'],
    ['contact', '/contact'],
  ];
}

async function main(): Promise<number> {
  const server = await startServer(values.dist, await tempDir('lighthouse'));
  onCleanup(server.stop);
  const chrome = await chromeLauncher.launch({
    chromePath: values.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  onCleanup(() => chrome.kill());

  console.log(
    [
      'page'.padEnd(12),
      ...['perf', 'a11y', 'bp', 'seo'].map((heading) => heading.padStart(5)),
      'LCP'.padStart(9),
      'CLS'.padStart(6),
      'TBT'.padStart(8),
      'JS gzip'.padStart(9),
      'JS sent'.padStart(9),
    ].join(' '),
  );
  const misses: string[] = [];
  for (const [name, path] of await pagesToAudit(server.origin)) {
    const runs: PageFigures[] = [];
    for (let run = 0; run < Number(values.runs); run++) {
      runs.push(await auditPage(`${server.origin}${path}`, chrome.port, `${values.dist}/client`));
    }
    misses.push(...report(name, median(runs)));
  }
  for (const miss of misses) console.log(`target missed: ${miss}`);
  return misses.length === 0 ? 0 : 1;
}

cleanUpOnSignals();
try {
  process.exitCode = await main();
} finally {
  await runCleanups();
}
