import { describe, expect, it } from 'vitest';
import { isBareEmail, normalizeEmail } from './email-address';

describe('the one address rule', () => {
  it.each(['dana@example.com', 'Dana.Collector+drops@Studio.Example.COM', 'ü@exämple.de'])(
    'accepts the bare address %s',
    (address) => expect(isBareEmail(address)).toBe(true),
  );

  it.each([
    'a<victim@x.com>',
    'Victim <victim@x.com>',
    '"victim"@x.com',
    'victim@x.com, other@x.com',
    'victim@x.com;other@x.com',
    'group:victim@x.com;',
    '(note)victim@x.com',
    'back\\slash@x.com',
    '[victim]@x.com',
    'two@at@x.com',
    'no-domain@x',
    'dots@x..com',
    'trailing@x.com.',
    'tab\t@x.com',
    'nul\u0000@x.com',
    'a b@x.com',
  ])('refuses %j', (text) => expect(isBareEmail(text)).toBe(false));

  it('stores the address trimmed with only its domain lowercased', () => {
    expect(normalizeEmail('  Dana.Collector@Studio.EXAMPLE.com \n')).toBe(
      'Dana.Collector@studio.example.com',
    );
  });
});
