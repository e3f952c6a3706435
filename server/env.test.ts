import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('NOTIFY_EMAIL', () => {
  it('takes one bare address and stores its domain lowercased', () => {
    expect(parseEnv({ NOTIFY_EMAIL: ' Studio@Vitrine.EXAMPLE ' }).NOTIFY_EMAIL).toBe(
      'Studio@vitrine.example',
    );
  });

  it('means no notifications when empty', () => {
    expect(parseEnv({ NOTIFY_EMAIL: '' }).NOTIFY_EMAIL).toBeUndefined();
  });

  it('refuses a display name or a list at start, naming the variable', () => {
    for (const value of ['Studio <studio@vitrine.example>', 'a@vitrine.example, b@vitrine.example']) {
      expect(() => parseEnv({ NOTIFY_EMAIL: value })).toThrow(/NOTIFY_EMAIL must be one bare address/);
    }
  });
});
