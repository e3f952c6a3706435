import { BRAND_NAME } from '@contract/brand';
import { renderEmailHtml } from '@contract/email-html';
import { renderPlainText } from '@contract/email-text';
import { describe, expect, it } from 'vitest';
import { buildNewsletterTemplate, type TemplatePiece } from './newsletter-template';

const piece = (values: Partial<TemplatePiece>): TemplatePiece => ({
  title: 'Hero Kid',
  slug: 'hero-kid',
  tagline: 'A boy, a cape and a summer that never ended',
  sizes: ['12 inch', '54 inch'],
  finish: 'Mirror chrome',
  edition: 'Limited Edition of 50',
  status: 'Available',
  published: 'true',
  isLocked: 'false',
  editionSize100: 40,
  editionSize450: 5,
  ...values,
});

const SOLD_OUT = piece({ title: 'Boom Box Kid', slug: 'boom-box-kid', status: 'Sold Out' });
const HIDDEN_DROP = piece({
  title: 'Secret Kid',
  slug: 'secret-kid',
  status: 'Coming Soon',
  published: 'false',
});
const AVAILABLE = piece({});
const NEXT_DROP = piece({ title: 'VHS Kid', slug: 'vhs-kid', status: 'Coming Soon', editionSize450: null });

describe('buildNewsletterTemplate', () => {
  it('announces the next drop, never a sold-out or hidden piece, with the register’s edition and a link to it', () => {
    const template = buildNewsletterTemplate('https://vitrine.example/', [
      SOLD_OUT,
      HIDDEN_DROP,
      AVAILABLE,
      NEXT_DROP,
    ]);
    const html = renderEmailHtml(template.doc, { title: template.subject, brand: BRAND_NAME });
    const text = renderPlainText(template.doc, { brand: BRAND_NAME });
    expect(template.subject).toBe('The Next Drop: VHS Kid');
    for (const body of [html, text]) {
      expect(body).toContain('The next drop: VHS Kid');
      expect(body).not.toContain('Boom Box Kid');
      expect(body).not.toContain('Secret Kid');
      expect(body).toContain('https://vitrine.example/sculptures/vhs-kid');
      expect(body.toUpperCase()).toContain(BRAND_NAME.toUpperCase());
    }
    expect(text).toContain('- Edition: 12 inch: 40 numbers');
    expect(text).toContain('View VHS Kid: https://vitrine.example/sculptures/vhs-kid');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('tells of a piece available now when no drop is coming, and of the studio when nothing can be had', () => {
    expect(buildNewsletterTemplate('https://vitrine.example', [SOLD_OUT, AVAILABLE]).subject).toBe(
      'Now Available: Hero Kid',
    );
    const none = buildNewsletterTemplate('https://vitrine.example', [SOLD_OUT, HIDDEN_DROP]);
    expect(none.subject).toBe('News from the studio');
    const text = renderPlainText(none.doc, { brand: BRAND_NAME });
    expect(text).not.toContain('Boom Box Kid');
    expect(text).toContain('View the Collection: https://vitrine.example/collection');
  });

  it('uses the yellow accent once, for the call to action', () => {
    const template = buildNewsletterTemplate('https://vitrine.example/', [NEXT_DROP]);
    const html = renderEmailHtml(template.doc, { title: template.subject, brand: BRAND_NAME });
    const accents = html.match(/#ffd900/g) ?? [];
    // The button cell's bgcolor attribute and its inline background colour.
    expect(accents).toHaveLength(2);
    expect(html).toMatch(/bgcolor="#ffd900"[^>]*><a href="https:\/\/vitrine\.example\/sculptures\/vhs-kid"/);
  });
});
