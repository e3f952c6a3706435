import { describe, expect, it } from 'vitest';
import type { DocNode } from './email-doc';
import { renderEmailHtml } from './email-html';
import { renderPlainText } from './email-text';

const doc: DocNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Drop <Friday>' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Read ' },
        {
          type: 'text',
          text: 'this',
          marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://a.example/x' } }],
        },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'not this', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
      ],
    },
    {
      type: 'emailImage',
      attrs: { src: 'https://a.example/m.jpg', alt: 'A "chrome" kid', width: 1200, height: 800 },
    },
    {
      type: 'pieceCard',
      attrs: {
        href: 'https://a.example/sculptures/boom-box-kid',
        title: 'Boom Box Kid',
        edition: 'Limited Edition of 50',
        imageUrl: 'https://a.example/media/bbk.jpg',
        imageAlt: 'Boom Box Kid',
      },
    },
    { type: 'emailButton', attrs: { href: 'https://a.example/collection', label: 'See it' } },
    { type: 'horizontalRule' },
    {
      type: 'orderedList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] },
      ],
    },
  ],
};

describe('renderEmailHtml', () => {
  const html = renderEmailHtml(doc, { title: 'Drop', brand: 'Vitrine' });

  it('is a table layout with inline styles only: no stylesheet, no script, no class', () => {
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<table role="presentation" width="600"');
    expect(html).not.toMatch(/<style|<script|<link|class=/i);
  });

  it('escapes what was typed, and drops links that are not web or mail addresses', () => {
    expect(html).toContain('Drop &lt;Friday&gt;');
    expect(html).toContain(
      '<a href="https://a.example/x" style="color:#f4f4f5;text-decoration:underline;"><strong>this</strong></a>',
    );
    expect(html).not.toContain('javascript:');
    expect(html).toContain('not this');
  });

  it('gives images a width within the column, a proportional height and their alt text', () => {
    expect(html).toContain(
      '<img src="https://a.example/m.jpg" alt="A &quot;chrome&quot; kid" width="536" height="357"',
    );
  });

  it("draws a piece card as the piece's image, title and edition, each linking to its page", () => {
    expect(html).toMatch(
      /<a href="https:\/\/a\.example\/sculptures\/boom-box-kid"[^>]*><img src="https:\/\/a\.example\/media\/bbk\.jpg" alt="Boom Box Kid" width="536"/,
    );
    expect(html).toContain('Limited Edition of 50');
    expect(html.match(/href="https:\/\/a\.example\/sculptures\/boom-box-kid"/g)).toHaveLength(3);
  });
});

describe('renderPlainText', () => {
  it('writes the same content as text, links spelled out', () => {
    expect(renderPlainText(doc, { brand: 'Vitrine' })).toBe(
      [
        'VITRINE',
        'Drop <Friday>',
        'Read this (https://a.example/x) and not this',
        '[A "chrome" kid]',
        'Boom Box Kid\nLimited Edition of 50\nView the piece: https://a.example/sculptures/boom-box-kid',
        'See it: https://a.example/collection',
        '----------',
        '1. One',
      ].join('\n\n'),
    );
  });
});
