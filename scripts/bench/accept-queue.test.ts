import { describe, expect, it } from 'vitest';
import { acceptQueueLength } from './accept-queue';

const TABLE = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:0F3D 00000000:0000 0A 00001000:000005A0 00:00000000 00000000     0        0 47 1 0 100 0 0 10 0
   1: 0100007F:0F3D 0100007F:A67A 01 00000000:00000010 00:00000000 00000000     0        0 0 3 0
   2: 00000000:0F3E 00000000:0000 0A 00001000:00000000 00:00000000 00000000     0        0 48 1 0 100 0 0 10 0
`;

describe('acceptQueueLength', () => {
  it('reads the connections waiting on a loopback listening socket from /proc/net/tcp', () => {
    expect(acceptQueueLength(3901, TABLE)).toBe(1440);
  });

  it('adds up the queues of every socket listening on the port (SO_REUSEPORT)', () => {
    const shared = `${TABLE}   9: 0100007F:0F3D 00000000:0000 0A 00000000:00000007 00:00000000 00000000     0        0 48 1 0 100 0 0 10 0\n`;
    expect(acceptQueueLength(3901, shared)).toBe(1447);
  });

  it('ignores established connections and other addresses', () => {
    expect(acceptQueueLength(3902, TABLE)).toBeNull();
    expect(acceptQueueLength(4000, TABLE)).toBeNull();
  });
});
