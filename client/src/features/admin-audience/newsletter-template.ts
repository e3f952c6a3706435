import { absoluteUrl, ROUTES } from '@contract/routes';
import type { DocNode } from '@/features/newsletter-editor/email-doc';

/** The sample newsletter's words ('Use Template'). */
const SAMPLE = {
  subject: 'The Next Drop: Boom Box Kid',
  headline: 'The next drop: Boom Box Kid',
  paragraphs: [
    'Cast in resin, polished to a mirror chrome and numbered by hand, Boom Box Kid carries the sound of every summer block party of 1986 on one shoulder.',
    'Subscribers hear first: the edition opens to you a full day before it appears in the public collection.',
  ],
  details: [
    // No count: the sample names no piece's register, and a number here would soon be stale.
    ['Edition', 'Limited, numbered by hand'],
    ['Sizes', '12 inch and 54 inch'],
    ['Finish', 'Mirror chrome'],
  ],
  cta: 'View the Collection',
  signOff: 'Reply to this email to reserve a piece before the public release.',
} as const;

const text = (value: string, marks?: DocNode['marks']): DocNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: DocNode[]): DocNode => ({ type: 'paragraph', content });

/**
 * 'Use Template': a finished sample in the brand's style, as a document the visual composer
 * opens (and renders to email HTML and plain text), linking to this site's collection.
 */
export function buildNewsletterTemplate(siteOrigin: string): { subject: string; doc: DocNode } {
  const collectionUrl = absoluteUrl(siteOrigin, ROUTES.collection);
  return {
    subject: SAMPLE.subject,
    doc: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [text(SAMPLE.headline)] },
        ...SAMPLE.paragraphs.map((words) => paragraph(text(words))),
        {
          type: 'bulletList',
          content: SAMPLE.details.map(([label, value]) => ({
            type: 'listItem',
            content: [paragraph(text(`${label}: `, [{ type: 'bold' }]), text(value))],
          })),
        },
        { type: 'emailButton', attrs: { href: collectionUrl, label: SAMPLE.cta } },
        { type: 'horizontalRule' },
        paragraph(text(SAMPLE.signOff, [{ type: 'italic' }])),
      ],
    },
  };
}
