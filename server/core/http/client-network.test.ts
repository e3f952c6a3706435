import { describe, expect, it } from 'vitest';
import { clientNetwork, networkBlock, signInNetwork } from './client-network';

describe('clientNetwork (what a limit counts)', () => {
  it('counts an IPv4 address alone, mapped or not, and an IPv6 address by its /64', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:0db8:85a3:0042:1000:8a2e:0370:7334')).toBe('2001:db8:85a3:42::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});

describe('networkBlock (what sign-in waits count)', () => {
  it('counts every address of an IPv4 /16 as one, and an IPv6 address by its /48', () => {
    expect(networkBlock('203.0.113.7')).toBe('203.0.0.0/16');
    expect(networkBlock('::ffff:203.0.250.1')).toBe('203.0.0.0/16');
    expect(networkBlock('203.1.113.7')).not.toBe(networkBlock('203.0.113.7'));
    expect(networkBlock('2001:0db8:85a3:0042:1000:8a2e:0370:7334')).toBe('2001:db8:85a3::/48');
    expect(networkBlock('2001:db8:85a3:ffff::1')).toBe('2001:db8:85a3::/48');
  });
});

describe('signInNetwork (what the Security card keeps of a sign-in)', () => {
  it('keeps the /24 of an IPv4 address and the /48 of an IPv6 one, never the whole address', () => {
    expect(signInNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(signInNetwork('::ffff:198.51.100.250')).toBe('198.51.100.0/24');
    expect(signInNetwork('2001:0db8:85a3:0042:1000:8a2e:0370:7334')).toBe('2001:db8:85a3::/48');
    expect(signInNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(signInNetwork('::1')).toBe('0:0:0::/48');
  });

  it('two households on one street read the same; the studio and a café read apart', () => {
    expect(signInNetwork('203.0.113.7')).toBe(signInNetwork('203.0.113.200'));
    expect(signInNetwork('203.0.113.7')).not.toBe(signInNetwork('198.51.100.7'));
  });

  it('keeps nothing of what is not an address', () => {
    expect(signInNetwork('unknown')).toBeNull();
  });
});
