import { API_PREFIX, VISITS_CALL } from '@contract/api-paths';
import { describe, expect, it, vi } from 'vitest';
import { BEACON_URL, countVisit } from './visit-beacon';

describe('the visit beacon', () => {
  it('posts to the visits call', () => {
    expect(BEACON_URL).toBe(API_PREFIX + VISITS_CALL);
  });

  it('sends the path, the landing URL and the referrer once per page shown', () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    countVisit('/about');
    countVisit('/about'); // a control replacing its entry on the same page
    countVisit('/collection');
    expect(sendBeacon.mock.calls).toEqual([
      [BEACON_URL, `/about\n${location.href}\n${document.referrer}`],
      [BEACON_URL, `/collection\n${location.href}\n${document.referrer}`],
    ]);
    expect(document.cookie).toBe('');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});
