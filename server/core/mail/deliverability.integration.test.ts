import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_KIND_OF_MAIL } from '../../test/every-kind-of-mail';
import { parseMail, rawHeader, recordingLog } from '../../test/mail-helpers';
import { spamAssassinScore } from '../../test/spam-score';
import { createMailer } from './create-mailer';
import { type DkimKey, dkimTxtValue, generateDkimKey } from './dkim';
import { createReturnPaths } from './return-path';
import { senderName } from './sender';

const DOMAIN = 'chromenostalgia.example';
const key: DkimKey = { domain: DOMAIN, selector: 'vitrine202611', privateKey: generateDkimKey().privateKey };
const SECRET = Buffer.alloc(32, 7);

/** The DNS a receiver would ask: the published key and nothing else. */
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === `${key.selector}._domainkey.${DOMAIN}`)
    return [[dkimTxtValue(key.privateKey)]];
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

let dataDir: string;
const sent = new Map<string, Buffer>();

/** Each kind as the production mailer writes it: the brand's sender, signed, with its return path. */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-deliverability-'));
  for (const [kind, build] of Object.entries(EVERY_KIND_OF_MAIL)) {
    const dir = path.join(dataDir, kind.replace(/\W+/g, '-'));
    const mailer = createMailer(
      {
        from: { name: senderName(), address: `news@${DOMAIN}` },
        dkim: key,
        returnPaths: createReturnPaths(`bounce@${DOMAIN}`, async () => SECRET),
        dataDir: dir,
      },
      recordingLog().log,
    );
    await mailer.send(await build());
    mailer.close();
    const [file] = await readdir(path.join(dir, 'outbox'));
    sent.set(kind, await readFile(path.join(dir, 'outbox', file!)));
  }
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** What a reader of the HTML part sees: its words, without markup, head or entities. */
function visibleWords(html: string): Set<string> {
  const text = html
    .replace(/<head[\s\S]*?<\/head>/i, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&rarr;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
  return words(text);
}
const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

describe.each(Object.keys(EVERY_KIND_OF_MAIL))('the %s email', (kind) => {
  it('scores at most 0 in SpamAssassin with its local rules', async () => {
    const verdict = await spamAssassinScore(sent.get(kind)!);
    expect(verdict.score, verdict.rules.join(', ')).toBeLessThanOrEqual(0);
  });

  it('passes DKIM with the published key, From and the list headers signed, relaxed/relaxed', async () => {
    const raw = sent.get(kind)!;
    const { results } = await dkimVerify(raw, { resolver });
    expect(results).toHaveLength(1);
    expect(results[0]!.status.result).toBe('pass');
    expect(results[0]!.signingDomain).toBe(DOMAIN);
    const signature = rawHeader(await parseMail(raw), 'DKIM-Signature') ?? '';
    expect(signature).toMatch(/c=relaxed\/relaxed/);
    const signed = /(?:^|;)\s*h=([^;]+)/.exec(signature)![1]!.replace(/\s/g, '').toLowerCase().split(':');
    expect(signed).toContain('from');
    expect(signed).toContain('subject');
    const mail = await parseMail(raw);
    for (const header of ['list-id', 'list-unsubscribe', 'list-unsubscribe-post']) {
      if (mail.headers.has(header)) expect(signed).toContain(header);
    }
  });

  it("is from the brand's name, returns to its own VERP address, and its text says all the HTML says", async () => {
    const mail = await parseMail(sent.get(kind)!);
    expect(mail.from?.value).toEqual([{ name: senderName(), address: `news@${DOMAIN}` }]);
    expect(rawHeader(mail, 'Return-Path')).toMatch(
      /^<bounce\+(n\d+|m)-[0-9a-f]{20}@chromenostalgia\.example>$/,
    );
    expect(mail.text?.trim().length).toBeGreaterThan(0);
    if (!mail.html) return;
    const textWords = words(mail.text ?? '');
    const missing = [...visibleWords(mail.html)].filter((word) => !textWords.has(word));
    expect(missing).toEqual([]);
    for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) {
      expect(mail.text).toContain(href!.replace(/&amp;/g, '&'));
    }
  });
});

describe('list emails', () => {
  it('carry a List-Id per list and one-click unsubscribe', async () => {
    const newsletter = await parseMail(sent.get('newsletter')!);
    expect(rawHeader(newsletter, 'List-Id')).toBe(`"${senderName()} newsletter" <newsletter.${DOMAIN}>`);
    expect(rawHeader(newsletter, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const waitlist = await parseMail(sent.get('waitlist')!);
    expect(rawHeader(waitlist, 'List-Id')).toBe(`"${senderName()} waitlists" <waitlist.${DOMAIN}>`);
  });

  it("count a newsletter copy's bounce against its campaign", async () => {
    const newsletter = await parseMail(sent.get('newsletter')!);
    expect(rawHeader(newsletter, 'Return-Path')).toMatch(/^<bounce\+n7-/);
  });

  it('fail DKIM once a signed header or the body is changed on the way', async () => {
    const raw = sent.get('newsletter')!.toString('utf8');
    for (const forged of [
      raw.replace('Subject: The winter release', 'Subject: The winter release!'),
      raw.replace('Three new figures', 'Four new figures'),
    ]) {
      const { results } = await dkimVerify(Buffer.from(forged), { resolver });
      expect(results[0]!.status.result).not.toBe('pass');
    }
  });
});
