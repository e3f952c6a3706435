import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import type { ActivityPage } from '../../../contract/activity';
import type { AdminCertificate, CertificateView, IssuedCertificate } from '../../../contract/certificates';
import type { EditionNumber } from '../../../contract/editions';
import type { Sculpture } from '../../../contract/sculpture';
import { createOutboxMailer } from '../../core/mail/outbox-mailer';
import { parseMail, recordingLog } from '../../test/mail-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * Certificates of authenticity end to end on the real app: issued for a sold number with its PDF
 * (read back with pdftotext, its QR code decoded by zbarimg) and its email, checked in public as
 * JSON and as pages without script, transferred, revoked, and guessed at.
 */
const PUBLIC_URL = 'https://vitrine.test';
const outbox = mkdtempSync(path.join(tmpdir(), 'certificate-mail-'));
let t: TestApp;
let auth: Record<string, string>;
let hero: Sculpture;
let sold: EditionNumber;
let total: number;
beforeAll(async () => {
  t = await createTestApp({
    renderRoot: render,
    publicUrl: PUBLIC_URL,
    mailer: createOutboxMailer({ dir: outbox, from: 'studio@vitrine.test', log: recordingLog().log }),
  });
  auth = bearer(await t.login());
  const list = await t.app.inject({ url: '/api/admin/sculptures', headers: auth });
  hero = list.json<Sculpture[]>().find((s) => s.slug === 'hero-kid')!;
  const register = (
    await t.app.inject({ url: `/api/admin/sculptures/${hero.id}/editions`, headers: auth })
  ).json<EditionNumber[]>();
  const large = register.filter((row) => row.size === '450');
  total = large.length;
  const number = large.find((row) => row.state === 'available')!.number;
  const set = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/sculptures/${hero.id}/editions/450/${number}`,
    headers: auth,
    payload: {
      state: 'sold',
      collectorName: 'Ada Lovelace',
      collectorEmail: 'ada@example.com',
      soldOn: '2026-11-20',
    },
  });
  expect(set.statusCode).toBe(200);
  sold = set.json<EditionNumber>();
});
afterAll(() => t.close());

const issue = (number = sold.number, body: object = { publicOwner: 'initials' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/sculptures/${hero.id}/editions/450/${number}/certificate`,
    headers: auth,
    payload: body,
  });
const check = (code: string, remoteAddress = '10.30.0.1') =>
  t.app.inject({ url: `/api/certificates/${encodeURIComponent(code)}`, remoteAddress });
const pdfText = (pdf: Buffer) => {
  const file = path.join(outbox, `read-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  return { file, text: execFileSync('pdftotext', [file, '-']).toString() };
};

async function waitForMail(): Promise<string[]> {
  // The outbox sender runs in the background: the test waits for its file, not for a time.
  for (let tries = 0; tries < 600; tries++) {
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    if (files.length > 0) return files;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no certificate email was written');
}

let first: IssuedCertificate;

describe('issuing a certificate', () => {
  it('answers a grouped, random code, its public check and its PDF for a sold number', async () => {
    const issued = await issue();
    expect(issued.statusCode).toBe(201);
    first = issued.json<IssuedCertificate>();
    expect(first.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(first.verifyUrl).toBe(`${PUBLIC_URL}/verify/${first.code}`);
    expect(first.pdfUrl).toBe(`/api/admin/certificates/${first.code}/pdf`);
  });

  it('refuses a second valid certificate for the number, and one for a number not sold', async () => {
    const again = await issue();
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain(first.code);
    const register = (
      await t.app.inject({ url: `/api/admin/sculptures/${hero.id}/editions`, headers: auth })
    ).json<EditionNumber[]>();
    const unsold = register.find((row) => row.size === '450' && row.state === 'available')!;
    const refused = await issue(unsold.number);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/Only a sold number/);
  });

  it('serves the PDF to a signed-in admin only, never to a shared cache', async () => {
    expect((await t.app.inject({ url: first.pdfUrl })).statusCode).toBe(401);
    const pdf = await t.app.inject({ url: first.pdfUrl, headers: auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const { text, file } = pdfText(pdf.rawPayload);
    expect(text).toContain('Hero Kid');
    expect(text).toContain(`Edition ${sold.number} / ${total}`);
    expect(text).toContain(first.code);
    expect(text).toContain('Ada Lovelace');
    // Fonts are the site's, embedded; the page is A4 portrait.
    const fonts = execFileSync('pdffonts', [file]).toString();
    expect(fonts).toMatch(/SpaceGrotesk/);
    expect(fonts).toMatch(/Inter/);
    expect(fonts).not.toMatch(/\bno\s+no\b/);
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    // The QR code opens the certificate's public check.
    execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', file, `${file}-page`]);
    const decoded = execFileSync('zbarimg', ['-q', '--raw', `${file}-page.png`])
      .toString()
      .trim();
    expect(decoded).toBe(first.verifyUrl);
  });

  it('emails the collector the PDF as an attachment, through the outbox', async () => {
    const [file] = await waitForMail();
    const mail = await parseMail(readFileSync(path.join(outbox, file!)));
    expect(mail.to).toMatchObject({ text: 'ada@example.com' });
    expect(mail.subject).toContain('Hero Kid');
    expect(mail.text).toContain(first.verifyUrl);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({
      contentType: 'application/pdf',
      filename: `certificate-${first.code}.pdf`,
    });
    expect(pdfText(attachment!.content).text).toContain(first.code);
  });
});

describe('the public check', () => {
  it('answers the certificate as JSON for a code typed in lowercase with spaces, without the owner', async () => {
    const typed = first.code.toLowerCase().replace(/-/g, ' ');
    const answer = await check(typed);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    const view = answer.json<CertificateView>();
    expect(view).toMatchObject({
      code: first.code,
      title: 'Hero Kid',
      size: '450',
      number: sold.number,
      total,
      state: 'valid',
      owner: 'A. L.',
    });
    expect(answer.body).not.toContain('Lovelace');
    expect(answer.body).not.toContain('ada@example.com');
  });

  it('answers 404 for an unknown code and for text that is no code', async () => {
    expect((await check('ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', '10.31.0.1')).statusCode).toBe(404);
    const nonsense = await check('hello', '10.31.0.1');
    expect(nonsense.statusCode).toBe(404);
    expect(nonsense.json<{ message: string }>().message).toMatch(/20 letters and digits/);
  });

  it('renders /verify/{code} without script, kept out of search and of every cache', async () => {
    const page = await t.app.inject({
      url: `/verify/${first.code.toLowerCase()}`,
      remoteAddress: '10.32.0.1',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<title>Verify a Certificate | ');
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    expect(page.body).toContain('Valid certificate');
    expect(page.body).toContain('Hero Kid');
    expect(page.body).toContain(`${sold.number} / ${total}`);
    expect(page.body).not.toContain('Lovelace');
  });

  it('takes a typed code by a plain GET form and lands on its page', async () => {
    const form = await t.app.inject({ url: '/verify' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toMatch(/<form(?=[^>]*\saction="\/verify")(?=[^>]*\smethod="get")[^>]*>/);
    const sent = await t.app.inject({
      url: `/verify?code=${encodeURIComponent(` ${first.code.toLowerCase()} `)}`,
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/verify/${first.code}`);
    const wrong = await t.app.inject({ url: '/verify?code=not-a-code', remoteAddress: '10.33.0.1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Not a valid code');
    expect(wrong.body).toContain('value="not-a-code"');
  });

  it('throttles wrong codes per network, and a real code still verifies from it', async () => {
    const guesser = '10.40.0.7';
    for (let guess = 0; guess < 10; guess++) {
      expect(
        (await check(`ZZZZZ-ZZZZZ-ZZZZZ-ZZZ${String(guess).padStart(2, '0')}`, guesser)).statusCode,
      ).toBe(404);
    }
    const refused = await check('ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', guesser);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/Too many wrong codes/);
    const page = await t.app.inject({ url: '/verify/ZZZZZ-ZZZZZ-ZZZZZ-ZZZZY', remoteAddress: guesser });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Too many wrong codes');
    // Someone else behind the same address checks the real certificate: it answers.
    expect((await check(first.code, guesser)).statusCode).toBe(200);
    // Another network is not held back by this one's guesses.
    expect((await check('ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', '10.41.0.7')).statusCode).toBe(404);
  });
});

describe('provenance', () => {
  let second: IssuedCertificate;

  it('records a resale: the old code verifies as transferred on its date, the new one as valid', async () => {
    const transferred = await t.app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${first.code.toLowerCase()}/transfer`,
      headers: auth,
      payload: {
        ownerName: 'Grace Hopper',
        ownerEmail: 'grace@example.com',
        transferredOn: '2026-11-25',
        publicOwner: 'none',
        sendEmail: false,
      },
    });
    expect(transferred.statusCode).toBe(201);
    second = transferred.json<IssuedCertificate>();
    expect(second.code).not.toBe(first.code);
    expect((await check(first.code)).json<CertificateView>()).toMatchObject({
      state: 'transferred',
      endedOn: '2026-11-25',
    });
    const page = await t.app.inject({ url: `/verify/${first.code}` });
    expect(page.body).toContain('Transferred');
    expect(page.body).toContain('November 25, 2026');
    expect((await check(second.code)).json<CertificateView>()).toMatchObject({ state: 'valid', owner: null });
    // The old certificate cannot be resold again.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${first.code}/transfer`,
      headers: auth,
      payload: { ownerName: 'Someone', ownerEmail: 'someone@example.com', transferredOn: '2026-11-26' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('revokes with a reason, and the chain of owners stays in order for the admin', async () => {
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${second.code}/revoke`,
      headers: auth,
      payload: { reason: 'stolen', note: 'Reported to the police on 26 November' },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await check(second.code)).json<CertificateView>()).toMatchObject({
      state: 'revoked',
      revokedReason: 'stolen',
    });
    const page = await t.app.inject({ url: `/verify/${second.code}` });
    expect(page.body).toContain('Revoked');
    expect(page.body).toContain('reported stolen');

    const chain = (
      await t.app.inject({ url: `/api/admin/sculptures/${hero.id}/certificates`, headers: auth })
    ).json<AdminCertificate[]>();
    expect(
      chain.filter((row) => row.number === sold.number).map((row) => [row.ownerName, row.state]),
    ).toEqual([
      ['Ada Lovelace', 'transferred'],
      ['Grace Hopper', 'revoked'],
    ]);
  });

  it('logs every step in the owner verbs, naming the number and code, never the collector', async () => {
    const entries = (
      await t.app.inject({ url: '/api/admin/activity?entity=certificate', headers: auth })
    ).json<ActivityPage>().entries;
    expect(entries.map((entry) => entry.action)).toEqual(['revoke', 'transfer', 'issue']);
    expect(entries[0]!.target).toBe(`Hero Kid, 54 inch no. ${sold.number} (${second.code}, stolen)`);
    expect(entries[1]!.target).toBe(`Hero Kid, 54 inch no. ${sold.number} (${first.code})`);
    expect(JSON.stringify(entries)).not.toMatch(/Lovelace|Hopper|example\.com/);
  });
});
