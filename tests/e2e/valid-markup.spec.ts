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

interface PublicPiece {
  slug: string;
  title: string;
  isLocked: 'true' | 'false';
}

/** A page as the server answers it: a GET of `path`, or a form post refused and rendered again. */
type Served = { path: string } | { path: string; form: Record<string, string> };

test('every public page is valid HTML as the server sends it', async ({ request }) => {
  test.setTimeout(240_000);
  const pieces = (await (await request.get('/api/sculptures')).json()) as PublicPiece[];
  const piece = pieces.find((one) => one.isLocked === 'false')!;
  const locked = pieces.find((one) => one.isLocked === 'true')!;
  const [post] = (await (await request.get('/api/journal')).json()) as { slug: string }[];
  const waitlist = `/waitlist?${new URLSearchParams({ piece: locked.title })}`;
  const pages: Served[] = [
    { path: '/' },
    { path: '/collection' },
    { path: '/collection?filter=sold-out' },
    { path: `/sculptures/${piece.slug}` },
    { path: `/sculptures/${piece.slug}?size=54&image=2` },
    // A locked piece's page is its teaser.
    { path: `/sculptures/${locked.slug}` },
    { path: '/about' },
    { path: '/contact' },
    { path: `/contact?${new URLSearchParams({ piece: piece.title })}` },
    { path: '/contact?sent=1' },
    { path: '/contact', form: { name: 'Markup Check', email: 'markup@', message: '' } },
    { path: '/newsletter' },
    { path: '/newsletter?sent=1' },
    { path: '/newsletter', form: { email: 'markup@' } },
    { path: waitlist },
    { path: `${waitlist}&sent=1` },
    { path: waitlist, form: { email: 'markup@' } },
    { path: '/journal' },
    { path: `/journal/${post!.slug}` },
    { path: '/privacy' },
    { path: '/terms' },
    { path: '/unsubscribe' },
    { path: '/waitlist/leave' },
    { path: '/confirm' },
    { path: '/no/such/page' },
  ];
  const answers = await Promise.all(
    pages.map(async (page) => {
      const answer =
        'form' in page ? await request.post(page.path, { form: page.form }) : await request.get(page.path);
      const name = 'form' in page ? `POST ${page.path}` : page.path;
      return {
        name,
        status: answer.status(),
        type: answer.headers()['content-type'],
        html: await answer.text(),
      };
    }),
  );
  // Each is a page: a refused form is its page again (400).
  expect(answers.map(({ name, status, type }) => `${name} ${status} ${type?.split(';')[0]}`)).toEqual(
    // A refused form post answers 400 with its page; an unknown path is Home for people, but a 404.
    answers.map(
      ({ name }) =>
        `${name} ${name.startsWith('POST') ? 400 : name === '/no/such/page' ? 404 : 200} text/html`,
    ),
  );
  const folder = await mkdtemp(path.join(os.tmpdir(), 'vitrine-markup-'));
  try {
    const files = await Promise.all(
      answers.map(async ({ html }, index) => {
        const file = path.join(folder, `page-${index}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    const errors = (await checkerErrors(files)).map((error) => {
      const { name } = answers[files.findIndex((file) => error.url.endsWith(path.basename(file)))]!;
      return `${name} line ${error.lastLine}: ${error.message} ${error.extract ?? ''}`.trim();
    });
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
