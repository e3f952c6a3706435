import { BRAND_NAME } from '@contract/brand';
import type { NewsletterDraft } from './newsletter-draft';

/** The sample newsletter's words, written once and rendered as HTML and as plain text. */
const SAMPLE = {
  subject: 'The Next Drop: Boom Box Kid',
  headline: 'The next drop: Boom Box Kid',
  paragraphs: [
    'Cast in resin, polished to a mirror chrome and numbered by hand, Boom Box Kid carries the sound of every summer block party of 1986 on one shoulder.',
    'Subscribers hear first: the edition opens to you a full day before it appears in the public collection.',
  ],
  details: [
    ['Edition', 'Limited Edition of 50'],
    ['Sizes', '12 inch and 54 inch'],
    ['Finish', 'Mirror chrome'],
  ],
  cta: 'View the Collection',
  signOff: 'Reply to this email to reserve a piece before the public release.',
} as const;

const FONT = 'Helvetica,Arial,sans-serif';
const INK = {
  page: '#0a0a0b',
  card: '#141416',
  rule: '#26262b',
  text: '#f4f4f5',
  body: '#d4d4d8',
  muted: '#a1a1aa',
};
/** The one accent: the call to action. */
const ACCENT = '#ffd900';
/** Mail apps that drop gradients show the flat silver behind it. */
const CHROME_RULE = `background-color:#b8b8c0;background-image:linear-gradient(90deg,#6b6b75 0%,#fafafa 45%,#b8b8c0 55%,#e4e4e7 100%)`;

function textCell(style: string, content: string): string {
  return `<tr><td style="font-family:${FONT};${style}">${content}</td></tr>`;
}

function detailRows(): string {
  return SAMPLE.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:10px 0;border-bottom:1px solid ${INK.rule};font-family:${FONT};font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${INK.muted};">${label}</td>` +
        `<td align="right" style="padding:10px 0;border-bottom:1px solid ${INK.rule};font-family:${FONT};font-size:14px;color:${INK.text};">${value}</td></tr>`,
    )
    .join('');
}

function ctaButton(href: string): string {
  return (
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>' +
    `<td bgcolor="${ACCENT}" style="border-radius:8px;background-color:${ACCENT};">` +
    `<a href="${href}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:15px;font-weight:bold;color:${INK.page};text-decoration:none;">${SAMPLE.cta}</a>` +
    '</td></tr></table>'
  );
}

/**
 * Table layout with inline styles only: what Gmail, Outlook and Apple Mail all render. The
 * document has a <body>, so the server puts its unsubscribe footer on the dark page too.
 */
function renderHtml(collectionUrl: string): string {
  const pad = 'padding-left:32px;padding-right:32px;';
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="color-scheme" content="dark"><title>${SAMPLE.subject}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${INK.page};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${INK.page}" style="background-color:${INK.page};">`,
    '<tr><td align="center" style="padding:32px 12px;">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${INK.card};border:1px solid ${INK.rule};">`,
    `<tr><td style="height:4px;line-height:4px;font-size:0;${CHROME_RULE};">&nbsp;</td></tr>`,
    textCell(
      `${pad}padding-top:28px;font-size:12px;font-weight:bold;letter-spacing:4px;text-transform:uppercase;color:${INK.muted};`,
      BRAND_NAME,
    ),
    textCell(
      `${pad}padding-top:20px;font-size:32px;line-height:38px;font-weight:bold;color:${INK.text};`,
      SAMPLE.headline,
    ),
    ...SAMPLE.paragraphs.map((paragraph) =>
      textCell(`${pad}padding-top:16px;font-size:16px;line-height:26px;color:${INK.body};`, paragraph),
    ),
    `<tr><td style="${pad}padding-top:24px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid ${INK.rule};">${detailRows()}</table></td></tr>`,
    `<tr><td style="${pad}padding-top:32px;">${ctaButton(collectionUrl)}</td></tr>`,
    textCell(
      `${pad}padding-top:28px;padding-bottom:32px;font-size:13px;line-height:20px;color:${INK.muted};`,
      SAMPLE.signOff,
    ),
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}

function renderText(collectionUrl: string): string {
  return [
    BRAND_NAME.toUpperCase(),
    '',
    SAMPLE.headline,
    '',
    ...SAMPLE.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...SAMPLE.details.map(([label, value]) => `${label}: ${value}`),
    '',
    `${SAMPLE.cta}: ${collectionUrl}`,
    '',
    SAMPLE.signOff,
  ].join('\n');
}

/** 'Use Template' (§2): a finished sample in the brand's style, linking to this site's collection. */
export function buildNewsletterTemplate(siteOrigin: string): NewsletterDraft {
  const collectionUrl = `${siteOrigin.replace(/\/$/, '')}/collection`;
  return {
    subject: SAMPLE.subject,
    htmlContent: renderHtml(collectionUrl),
    textContent: renderText(collectionUrl),
  };
}
