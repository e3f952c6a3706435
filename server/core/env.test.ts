import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from '../../contract/brand';
import { parseEnv, trustProxyOption } from './env';
import { generateDkimKey } from './mail/dkim';

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

describe('TRUST_PROXY', () => {
  it('takes a hop count: the nearest hops are trusted, none beyond', () => {
    const trust = trustProxyOption(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY);
    expect(typeof trust).toBe('function');
    const byHop = trust as (address: string, hop: number) => boolean;
    expect(byHop('127.0.0.1', 0)).toBe(true);
    expect(byHop('203.0.113.9', 1)).toBe(false);
  });

  it('takes addresses and CIDR ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,127.0.0.1,::1',
    );
  });

  it('is off unless set', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('refuses true, which would let any client name its own address', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust any client/);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.local' })).toThrow(/"proxy.local" is neither a hop count/);
  });
});

describe('ADMIN_PASSWORD', () => {
  it('needs 12 characters or more', () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: 'elevenchars' })).toThrow(/at least 12 characters/);
    expect(parseEnv({ ADMIN_PASSWORD: 'twelve chars' }).ADMIN_PASSWORD).toBe('twelve chars');
  });
});

describe('DEMO_CONTENT', () => {
  it('is off unless set to true, so a production start publishes nothing invented', () => {
    expect(parseEnv({}).DEMO_CONTENT).toBe(false);
    expect(parseEnv({ DEMO_CONTENT: '' }).DEMO_CONTENT).toBe(false);
    expect(parseEnv({ DEMO_CONTENT: 'false' }).DEMO_CONTENT).toBe(false);
    expect(parseEnv({ DEMO_CONTENT: 'true' }).DEMO_CONTENT).toBe(true);
  });

  it('refuses any other value at start rather than guessing', () => {
    expect(() => parseEnv({ DEMO_CONTENT: 'yes' })).toThrow(/DEMO_CONTENT must be 'true' or 'false'/);
  });
});

describe('WEB_CONCURRENCY', () => {
  it('is one process unless set', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
  });

  it('takes several workers on PostgreSQL with a fixed port', () => {
    expect(
      parseEnv({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/site', PORT: '8080' }).WEB_CONCURRENCY,
    ).toBe(4);
  });

  it('refuses several workers on the embedded database, or on a port each would pick for itself', () => {
    expect(() => parseEnv({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: several workers need DATABASE_URL/,
    );
    expect(() => parseEnv({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/site', PORT: '0' })).toThrow(
      /WEB_CONCURRENCY: several workers need a fixed PORT/,
    );
  });
});

describe('MAIL_RATE_PER_SECOND and MAIL_RATE_PER_HOUR', () => {
  it('keep under what most providers allow unless set', () => {
    const env = parseEnv({});
    expect([env.MAIL_RATE_PER_SECOND, env.MAIL_RATE_PER_HOUR]).toEqual([10, 10_000]);
  });

  it("take the provider's limits", () => {
    const env = parseEnv({ MAIL_RATE_PER_SECOND: '14', MAIL_RATE_PER_HOUR: '2000' });
    expect([env.MAIL_RATE_PER_SECOND, env.MAIL_RATE_PER_HOUR]).toEqual([14, 2000]);
  });

  it('refuse no rate, a fraction, and an hour that holds less than a second, naming the variable', () => {
    expect(() => parseEnv({ MAIL_RATE_PER_SECOND: '0' })).toThrow(/MAIL_RATE_PER_SECOND/);
    expect(() => parseEnv({ MAIL_RATE_PER_HOUR: '1.5' })).toThrow(/MAIL_RATE_PER_HOUR/);
    expect(() => parseEnv({ MAIL_RATE_PER_SECOND: '20', MAIL_RATE_PER_HOUR: '10' })).toThrow(
      /MAIL_RATE_PER_HOUR \(10\) is below MAIL_RATE_PER_SECOND \(20\)/,
    );
  });
});

describe('MAIL_RETRY_SECONDS', () => {
  it('retries a refused email a minute later unless set', () => {
    expect(parseEnv({}).MAIL_RETRY_SECONDS).toBe(60);
    expect(parseEnv({ MAIL_RETRY_SECONDS: '10' }).MAIL_RETRY_SECONDS).toBe(10);
  });

  it('refuses a wait under ten seconds, which would knock on a refusing mail server again and again', () => {
    expect(() => parseEnv({ MAIL_RETRY_SECONDS: '9' })).toThrow(/MAIL_RETRY_SECONDS must be at least 10/);
    expect(() => parseEnv({ MAIL_RETRY_SECONDS: '0' })).toThrow(/MAIL_RETRY_SECONDS/);
    expect(() => parseEnv({ MAIL_RETRY_SECONDS: '3601' })).toThrow(/MAIL_RETRY_SECONDS/);
  });
});

describe('the mail identity', () => {
  const { privateKey } = generateDkimKey();

  it("sends from the brand's name at the site's host, bounces to bounce@ that domain, and signs nothing by default", () => {
    const env = parseEnv({ PUBLIC_URL: 'https://chromenostalgia.example' });
    expect(env.mailSender).toEqual({ name: BRAND_NAME, address: 'no-reply@chromenostalgia.example' });
    expect(env.bounceAddress).toBe('bounce@chromenostalgia.example');
    expect(env.dkim).toBeUndefined();
  });

  it("takes MAIL_FROM as a bare address (the brand's name shown) or with a name of its own", () => {
    expect(parseEnv({ MAIL_FROM: 'news@studio.example' }).mailSender).toEqual({
      name: BRAND_NAME,
      address: 'news@studio.example',
    });
    expect(parseEnv({ MAIL_FROM: '"The Studio" <news@studio.example>' }).mailSender.name).toBe('The Studio');
  });

  it('signs with a key given inline (its line breaks escaped as a .env file writes them) or in a file', async () => {
    const inline = parseEnv({
      DKIM_DOMAIN: 'Studio.Example',
      DKIM_SELECTOR: 'vitrine202611',
      DKIM_PRIVATE_KEY: privateKey.replace(/\n/g, '\\n'),
    }).dkim;
    expect(inline).toMatchObject({ domain: 'studio.example', selector: 'vitrine202611' });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-dkim-'));
    await writeFile(path.join(dir, 'key.pem'), privateKey);
    const fromFile = parseEnv({
      DKIM_DOMAIN: 'studio.example',
      DKIM_SELECTOR: 's1',
      DKIM_PRIVATE_KEY_FILE: path.join(dir, 'key.pem'),
    }).dkim;
    expect(fromFile?.privateKey).toBe(inline?.privateKey);
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses half a DKIM setup, a key that is not one, and a missing key file, naming the variable', () => {
    expect(() => parseEnv({ DKIM_DOMAIN: 'studio.example' })).toThrow(
      /DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and/,
    );
    const set = { DKIM_DOMAIN: 'studio.example', DKIM_SELECTOR: 's1' };
    expect(() => parseEnv({ ...set, DKIM_PRIVATE_KEY: 'not a key' })).toThrow(
      /DKIM_PRIVATE_KEY: the DKIM private key is not a PEM private key/,
    );
    expect(() => parseEnv({ ...set, DKIM_PRIVATE_KEY_FILE: '/nonexistent/key.pem' })).toThrow(
      /DKIM_PRIVATE_KEY_FILE: cannot be read/,
    );
  });

  it('takes a bounce mailbox over TLS only, and a bounce address without a +', () => {
    expect(parseEnv({ BOUNCE_MAILBOX_URL: 'imaps://bounce:pw@mail.example/INBOX' }).BOUNCE_MAILBOX_URL).toBe(
      'imaps://bounce:pw@mail.example/INBOX',
    );
    expect(() => parseEnv({ BOUNCE_MAILBOX_URL: 'pop3://bounce:pw@mail.example' })).toThrow(
      /must be a pop3s:\/\/ or imaps:\/\/ URL/,
    );
    expect(() => parseEnv({ BOUNCE_ADDRESS: 'bounce+x@mail.example' })).toThrow(/must not hold a \+/);
  });
});
