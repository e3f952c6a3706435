import type { StoredNewsletter } from '@contract/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmailHtml } from '../../../contract/email-html';
import { createSmtpMailer } from '../../core/mail/smtp-mailer';
import { parseMail } from '../../test/mail-helpers';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * A newsletter written in the visual composer is sent as the server renders its document, as
 * every other email is made by the server: whatever HTML came beside it is not what goes out.
 * Written as HTML (no document), or sent with only the three fields of the spec's call, its HTML
 * is taken as written.
 */
const doc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Boom Box Kid drops Friday' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Fifty numbers of the 12 inch, five of the 54.' }] },
  ],
};
const design = JSON.stringify(doc);
const subject = 'The Boom Box Kid';
// What a tampered or stale browser might send beside the document.
const sentHtml = '<html><body><p>Other words</p><img src="https://tracker.example/pixel.gif"></body></html>';

let peer: SmtpPeer;
let mailer: ReturnType<typeof createSmtpMailer>;
let t: TestApp;
let token: string;

beforeAll(async () => {
  peer = await startSmtpPeer();
  mailer = createSmtpMailer({ url: peer.url, from: 'Vitrine <news@vitrine.test>' });
  t = await createTestApp({ mailer, publicUrl: 'https://vitrine.test' });
  token = await t.login();
});
afterAll(async () => {
  mailer.close();
  await t.close();
  await peer.close();
});

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload, remoteAddress: '10.1.0.1' });

describe("a composed newsletter's HTML, made by the server", () => {
  it('saves a draft with the HTML its document renders to, not the HTML sent beside it', async () => {
    const created = await call('POST', '/api/admin/newsletters/drafts', {
      subject,
      htmlContent: sentHtml,
      textContent: 'Boom Box Kid drops Friday',
      design,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json<StoredNewsletter>();
    expect(draft.htmlContent).toBe(renderEmailHtml(doc, { title: subject, brand: 'Chrome Nostalgia' }));
    expect(draft.htmlContent).toContain('Fifty numbers of the 12 inch');
    expect(draft.htmlContent).not.toContain('tracker.example');
    // The plain text is the owner's own, edited or not.
    expect(draft.textContent).toBe('Boom Box Kid drops Friday');
  });

  it('sends a test copy as the document renders, and takes HTML as written when there is no document', async () => {
    const composed = await call('POST', '/api/admin/newsletters/test', {
      subject,
      htmlContent: sentHtml,
      textContent: 'Boom Box Kid drops Friday',
      design,
      email: 'owner@example.com',
    });
    expect(composed.statusCode, composed.body).toBe(200);
    const mail = await parseMail(peer.messages.at(-1)!);
    expect(mail.html).toContain('Fifty numbers of the 12 inch');
    expect(mail.html).not.toContain('tracker.example');

    const written = await call('POST', '/api/admin/newsletters/test', {
      subject,
      htmlContent: '<html><body><p>Written as HTML</p></body></html>',
      textContent: 'Written as HTML',
      email: 'owner@example.com',
    });
    expect(written.statusCode, written.body).toBe(200);
    expect((await parseMail(peer.messages.at(-1)!)).html).toContain('<p>Written as HTML</p>');
  });
});
