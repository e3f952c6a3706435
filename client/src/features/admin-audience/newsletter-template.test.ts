import { BRAND_NAME } from '@contract/brand';
import { describe, expect, it } from 'vitest';
import { buildNewsletterTemplate } from './newsletter-template';

describe('buildNewsletterTemplate', () => {
  const template = buildNewsletterTemplate('https://vitrine.example/');

  it('announces the next drop in both bodies, linking to this site', () => {
    expect(template.subject).toBe('The Next Drop: Boom Box Kid');
    for (const body of [template.htmlContent, template.textContent]) {
      expect(body).toContain('The next drop: Boom Box Kid');
      expect(body).toContain('https://vitrine.example/collection');
      expect(body.toUpperCase()).toContain(BRAND_NAME.toUpperCase());
    }
  });

  it('is email-safe HTML: tables and inline styles, no stylesheet, no script', () => {
    const html = template.htmlContent;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<table role="presentation"');
    expect(html).toContain('<body style="margin:0;padding:0;background-color:#0a0a0b;">');
    expect(html).not.toMatch(/<style|<script|<link/i);
  });

  it('uses the yellow accent once, for the call to action', () => {
    const accents = template.htmlContent.match(/#ffd900/g) ?? [];
    // The button cell's bgcolor attribute and its inline background colour.
    expect(accents).toHaveLength(2);
    expect(template.htmlContent).toMatch(
      /bgcolor="#ffd900"[^>]*><a href="https:\/\/vitrine\.example\/collection"/,
    );
  });

  it('has plain text without markup', () => {
    expect(template.textContent).not.toMatch(/<[a-z]/i);
  });
});
