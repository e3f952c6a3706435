import { describe, expect, it } from 'vitest';
import { readUnsubscribeTokenId, signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = Buffer.alloc(32, 1);
const subscriber = { id: 42, email: 'dana@example.com' };

describe('unsubscribe tokens', () => {
  it('name the subscriber and verify against them, whatever the case of the address', () => {
    const token = signUnsubscribeToken(secret, subscriber.id, subscriber.email);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{22}$/);
    expect(readUnsubscribeTokenId(token)).toBe(42);
    expect(verifyUnsubscribeToken(secret, token, subscriber)).toBe(true);
    expect(verifyUnsubscribeToken(secret, token, { id: 42, email: 'Dana@Example.com' })).toBe(true);
  });

  it('fail for another subscriber, another secret or an altered signature', () => {
    const token = signUnsubscribeToken(secret, subscriber.id, subscriber.email);
    expect(verifyUnsubscribeToken(secret, token, { id: 42, email: 'eve@example.com' })).toBe(false);
    expect(verifyUnsubscribeToken(secret, token, { id: 43, email: subscriber.email })).toBe(false);
    expect(verifyUnsubscribeToken(Buffer.alloc(32, 2), token, subscriber)).toBe(false);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUnsubscribeToken(secret, altered, subscriber)).toBe(false);
  });

  it('reject anything not shaped like a token before touching the database', () => {
    for (const token of [
      '',
      '42',
      '42.',
      '0.AAAAAAAAAAAAAAAAAAAAAA',
      '-1.AAAAAAAAAAAAAAAAAAAAAA',
      `42.${'A'.repeat(23)}`,
    ]) {
      expect(readUnsubscribeTokenId(token)).toBeNull();
    }
  });
});
