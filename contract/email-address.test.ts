import { describe, expect, it } from 'vitest';
import { isBareEmail, mailtoHref, normalizeEmail } from './email-address';

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
    'buyer@example.com?bcc=someone@evil.example&body=x',
    'buyer?bcc=x@example.com',
    'a&b@x.com',
    'per%40cent@x.com',
    'hash#tag@x.com',
    'buyer@exa%6Dple.com',
  ])('refuses %j', (text) => expect(isBareEmail(text)).toBe(false));

  it('stores the address trimmed with only its domain lowercased', () => {
    expect(normalizeEmail('  Dana.Collector@Studio.EXAMPLE.com \n')).toBe(
      'Dana.Collector@studio.example.com',
    );
  });

  it('links an address with every character a URL reads encoded, even one stored before the rule', () => {
    expect(mailtoHref('buyer@example.com?bcc=someone@evil.example&body=x')).toBe(
      'mailto:buyer@example.com%3Fbcc%3Dsomeone@evil.example%26body%3Dx',
    );
    expect(mailtoHref('Dana+drops@example.com')).toBe('mailto:Dana%2Bdrops@example.com');
  });
});
