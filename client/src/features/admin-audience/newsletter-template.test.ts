import { BRAND_NAME } from '@contract/brand';
import { describe, expect, it } from 'vitest';
import { renderEmailHtml } from '@/features/newsletter-editor/email-html';
import { renderPlainText } from '@/features/newsletter-editor/email-text';
import { buildNewsletterTemplate } from './newsletter-template';

describe('buildNewsletterTemplate', () => {
  const template = buildNewsletterTemplate('https://vitrine.example/');
  const html = renderEmailHtml(template.doc, { title: template.subject, brand: BRAND_NAME });
  const text = renderPlainText(template.doc, { brand: BRAND_NAME });

  it('announces the next drop in both bodies, linking to this site', () => {
    expect(template.subject).toBe('The Next Drop: Boom Box Kid');
    for (const body of [html, text]) {
      expect(body).toContain('The next drop: Boom Box Kid');
      expect(body).toContain('https://vitrine.example/collection');
      expect(body.toUpperCase()).toContain(BRAND_NAME.toUpperCase());
    }
  });

  it('uses the yellow accent once, for the call to action', () => {
    const accents = html.match(/#ffd900/g) ?? [];
    // The button cell's bgcolor attribute and its inline background colour.
    expect(accents).toHaveLength(2);
    expect(html).toMatch(/bgcolor="#ffd900"[^>]*><a href="https:\/\/vitrine\.example\/collection"/);
  });

  it('has plain text without markup', () => {
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).toContain('- Edition: Limited, numbered by hand');
    expect(text).toContain('View the Collection: https://vitrine.example/collection');
  });
});
