/**
 * An SMTP server on loopback that reads every message and drops it: the far end of
 * `npm run bench:newsletter`, run in its own process so that it does not share the sender's
 * event loop. Prints one JSON line with its URL, then counts until stopped.
 */
import { startSmtpPeer } from '../../server/test/smtp-peer';

const sink = await startSmtpPeer({ discard: true });
process.stdout.write(`${JSON.stringify({ url: sink.url })}\n`);
process.on('SIGTERM', () => {
  void sink.close().then(() => process.exit(0));
});
