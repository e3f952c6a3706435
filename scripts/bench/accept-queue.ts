import { readFileSync } from 'node:fs';

/**
 * Why: wrk starts a request's clock once its connection is writable, which the kernel makes it as
 * soon as the handshake is done, before the server accept()s. A request on a connection the server
 * has not accepted yet waits unseen, and one never accepted before the run ends counts nowhere: no
 * latency, no timeout, no error. (Node 20 under load accepted ~35 connections a second while 1400
 * waited; wrk reported a few hundred "timeouts" and nothing of the rest.) So the bench watches the
 * server's accept queue itself: how many finished handshakes wait, and for how long.
 */

export interface AcceptQueueSampler {
  /** The most connections seen waiting to be accepted between two times (ms since the epoch). */
  peakBetween: (from: number, to: number) => number;
  /** The longest unbroken stretch, in ms, during which connections waited, between two times. */
  longestWaitBetween: (from: number, to: number) => number;
  stop: () => void;
}

/**
 * The accept queue of 127.0.0.1:`port`: /proc/net/tcp's rx_queue of a LISTEN (0A) socket is the
 * number of connections waiting for accept() (Linux). The server listens on the port with several
 * sockets (SO_REUSEPORT, each with a queue of its own), so this is their sum. null when none.
 */
export function acceptQueueLength(
  port: number,
  table = readFileSync('/proc/net/tcp', 'utf8'),
): number | null {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let waiting: number | null = null;
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[1] === local && fields[3] === '0A') {
      const [, rx] = (fields[4] ?? '').split(':');
      if (rx !== undefined) waiting = (waiting ?? 0) + Number.parseInt(rx, 16);
    }
  }
  return waiting;
}

/** Samples the accept queues of 127.0.0.1:`port` every `intervalMs` until stopped. */
export function sampleAcceptQueue(port: number, intervalMs = 100): AcceptQueueSampler {
  const samples: { at: number; waiting: number }[] = [];
  const take = () => {
    const waiting = acceptQueueLength(port);
    if (waiting !== null) samples.push({ at: Date.now(), waiting });
  };
  take();
  const timer = setInterval(take, intervalMs);
  const within = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at <= to);
  return {
    peakBetween: (from, to) => within(from, to).reduce((peak, s) => Math.max(peak, s.waiting), 0),
    longestWaitBetween(from, to) {
      let longest = 0;
      let since: number | undefined;
      for (const sample of within(from, to)) {
        if (sample.waiting > 0) {
          since ??= sample.at;
          longest = Math.max(longest, sample.at - since);
        } else {
          since = undefined;
        }
      }
      return longest;
    },
    stop: () => clearInterval(timer),
  };
}
