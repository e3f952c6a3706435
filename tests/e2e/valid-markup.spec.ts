import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './test';

/** The package's main export is the path of its jar (as a String object). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The Nu HTML Checker on local files: its errors (warnings left out), one list for all pages. */
async function checkerErrors(files: string[]): Promise<VnuMessage[]> {
  const run = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // vnu writes its JSON report to standard error.
  return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
}

test('every public page is valid HTML as the server sends it', async ({ request }) => {
  test.setTimeout(120_000);
  const [piece] = (await (await request.get('/api/sculptures')).json()) as { slug: string }[];
  const [post] = (await (await request.get('/api/journal')).json()) as { slug: string }[];
  const paths = [
    '/',
    '/collection',
    `/sculptures/${piece!.slug}`,
    '/about',
    '/contact',
    '/journal',
    `/journal/${post!.slug}`,
    '/privacy',
    '/terms',
    '/unsubscribe',
    '/no/such/page',
  ];
  const folder = await mkdtemp(path.join(os.tmpdir(), 'vitrine-markup-'));
  try {
    const files = await Promise.all(
      paths.map(async (pagePath, index) => {
        const file = path.join(folder, `page-${index}.html`);
        await writeFile(file, await (await request.get(pagePath)).text());
        return file;
      }),
    );
    const errors = (await checkerErrors(files)).map((error) => {
      const page = paths[files.findIndex((file) => error.url.endsWith(path.basename(file)))];
      return `${page} line ${error.lastLine}: ${error.message} ${error.extract ?? ''}`.trim();
    });
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
