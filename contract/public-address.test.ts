import { describe, expect, it } from 'vitest';
import { isLocalAddress } from './public-address';

describe('a site address nobody else can open', () => {
  it('is localhost, a loopback or private address, or a name without a public domain', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.20',
      'http://10.0.0.5:8080',
      'http://172.20.1.1',
      'http://studio-mac:3000',
      'http://gallery.local',
      'not a url',
    ])
      expect(isLocalAddress(url), url).toBe(true);
  });

  it('is not a public name or address', () => {
    for (const url of [
      'https://chromenostalgia.example',
      'https://shop.example.com',
      'http://203.0.113.7',
      'http://172.32.0.1',
    ])
      expect(isLocalAddress(url), url).toBe(false);
  });
});
