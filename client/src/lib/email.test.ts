import { describe, expect, it } from 'vitest';
import { checkEmail } from './email';

describe('checkEmail', () => {
  it('asks for an email when the trimmed value is empty', () => {
    expect(checkEmail('   ')).toBe('required');
  });

  it('rejects values without @ and dot, or with spaces', () => {
    expect(checkEmail('collector')).toBe('invalid');
    expect(checkEmail('a@b')).toBe('invalid');
    expect(checkEmail('a b@c.de')).toBe('invalid');
  });

  it('refuses a display name the way the server does', () => {
    expect(checkEmail('a<victim@x.com>')).toBe('invalid');
  });

  it('accepts a trimmed valid email', () => {
    expect(checkEmail('  ada@example.com ')).toBeNull();
  });
});
