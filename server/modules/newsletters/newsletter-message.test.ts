import { describe, expect, it } from 'vitest';
import { buildNewsletterMessage, unsubscribeLinks } from './newsletter-message';

const links = unsubscribeLinks('https://gallery.example', 'token-1');

describe('a subscriber’s copy of a newsletter', () => {
  it('ends the admin’s HTML with an unsubscribe footer set in the brand’s sans-serif, not the mail app’s serif', () => {
    const message = buildNewsletterMessage(
      { subject: 'Drop', htmlContent: '<html><body><p>Hello</p></body></html>', textContent: 'Hello' },
      'collector@example.com',
      links,
    );
    const html = message.html ?? '';
    const footer = /<p style="([^"]*)">You are receiving this email[^<]*<a href="([^"]+)"/.exec(html);
    expect(footer?.[1]).toMatch(/font-family:[^;]*sans-serif/);
    expect(footer?.[2]).toBe(links.page);
    expect(html.indexOf('You are receiving')).toBeLessThan(html.indexOf('</body>'));
    expect(message.text).toContain(`Unsubscribe: ${links.page}`);
  });
});
