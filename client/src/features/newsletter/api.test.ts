import { describe, expect, it } from 'vitest';
import { checkSubscribeEmail } from './api';

describe('checkSubscribeEmail (§5)', () => {
  it('asks for an email when the trimmed value is empty', () => {
    expect(checkSubscribeEmail('   ')).toBe('required');
  });

  it('rejects values without @ and dot, or with spaces', () => {
    expect(checkSubscribeEmail('collector')).toBe('invalid');
    expect(checkSubscribeEmail('a@b')).toBe('invalid');
    expect(checkSubscribeEmail('a b@c.de')).toBe('invalid');
  });

  it('accepts a trimmed valid email', () => {
    expect(checkSubscribeEmail('  ada@example.com ')).toBeNull();
  });
});
