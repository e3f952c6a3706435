import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIN_RETRY_SECONDS } from '../../server/core/delivery/retry-delay';
import { startSmtpPeer } from '../../server/test/smtp-peer';
import { freePort } from '../bench/processes';
import { startInstance, storedInquiryEmails } from './instance';
import { RUN_MARKER, startLoad } from './load';
import { Verdict } from './verdict';
import { sleep } from './wait';

const NOTIFY_EMAIL = 'studio@vitrine.test';
/**
 * The first retry's wait, the shortest the server takes (MAIL_RETRY_SECONDS; a minute unless set):
 * what the suite tests is that the held mail goes once the server is back, not how long the
 * sender waits. Each attempt made while the server was down is retried 8 to 10 s later (20%
 * jitter), a second failure 16 to 20 s after that.
 */
const RETRY_SECONDS = MIN_RETRY_SECONDS;
/** How long the notifications may take to arrive after the return: several retries' worth. */
const ARRIVAL_TIMEOUT_MS = 120_000;
/** What the sender logs when a notification met the mail server down. */
const RETRY_LINE = 'transactional mail delivery will be retried';
/** How long the mail server stays away at most while the suite waits for a notification to meet it. */
const OUTAGE_LIMIT_MS = 60_000;

/** The inquiry email each notification is about (its Reply-To), one entry per message received. */
const notifiedInquiries = (raws: Buffer[]) =>
  raws.flatMap((raw) => new RegExp(`${RUN_MARKER}n\\d+@example\\.com`).exec(raw.toString('latin1')) ?? []);

/**
 * The mail server is down while visitors send inquiries, then comes back: every acknowledged
 * inquiry's notification arrives afterwards, once.
 */
export async function smtpOutage(): Promise<Verdict> {
  const verdict = new Verdict('the mail server down under load, then back (new-inquiry notifications)');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-faults-'));
  const instance = await startInstance('instance', {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    NOTIFY_EMAIL,
    MAIL_RETRY_SECONDS: String(RETRY_SECONDS),
  });
  let peer: Awaited<ReturnType<typeof startSmtpPeer>> | null = null;
  try {
    const load = startLoad([instance.url], { writers: 2, readers: 1, pauseMs: 100 });
    // Down until a notification has met it, however slowly a loaded machine gets there.
    const down = Date.now();
    while (!instance.output().includes(RETRY_LINE) && Date.now() - down < OUTAGE_LIMIT_MS) await sleep(250);
    const whileDown = load.report.acknowledged.length;
    peer = await startSmtpPeer({ port });
    const back = Date.now();
    verdict.note(`mail server back after ${whileDown} inquiries were acknowledged without it`);
    await sleep(2000);
    const report = await load.stop();
    verdict.checkLoad(report, await storedInquiryEmails(instance));
    verdict.check(whileDown > 0, 'no inquiry was acknowledged while the mail server was down');

    const started = Date.now();
    const expected = new Set(report.acknowledged);
    const arrived = () => new Set(notifiedInquiries(peer!.messages.map((message) => message.raw)));
    while (arrived().size < expected.size && Date.now() - started < ARRIVAL_TIMEOUT_MS) await sleep(1000);
    const received = notifiedInquiries(peer.messages.map((message) => message.raw));
    const missing = [...expected].filter((email) => !received.includes(email));
    verdict.note(
      `${received.length} notifications for ${expected.size} inquiries, all in within ${Math.round((Date.now() - back) / 1000)} s of the mail server's return`,
    );
    verdict.check(
      missing.length === 0,
      `${missing.length} notifications never arrived (${missing.slice(0, 3).join(', ')})`,
    );
    verdict.check(
      instance.output().includes(RETRY_LINE),
      'no notification met the mail server down (the outage was not tested)',
    );
    const repeated = received.length - new Set(received).size;
    verdict.check(repeated === 0, `${repeated} notifications arrived twice`);
    verdict.check(
      peer.messages.every((message) => message.to.includes(NOTIFY_EMAIL)),
      `a notification went elsewhere than ${NOTIFY_EMAIL}`,
    );
  } finally {
    verdict.checkInstance(instance);
    await instance.stop('SIGTERM');
    await peer?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return verdict;
}
