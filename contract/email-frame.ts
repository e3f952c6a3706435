import { CHROME_RULE, EMAIL_ACCENT, EMAIL_FONT, EMAIL_INK, EMAIL_PADDING, EMAIL_WIDTH } from './email-style';

/**
 * The frame every HTML email of the brand sits in, the composer's and the server's alike: a dark
 * page, a 600 px card under a chrome rule, the brand's name, then the rows; tables and inline styles
 * only, as mail apps need. `title`, `brand`, `rows` and `after` are HTML, escaped by the caller.
 */
export interface EmailFrame {
  title: string;
  brand: string;
  /** `<tr>` rows of the card, after the brand's name. */
  rows: string;
  /** Below the card, on the page (a footer); none by default. */
  after?: string;
}

export const EMAIL_ROW_PADDING = `padding-left:${EMAIL_PADDING}px;padding-right:${EMAIL_PADDING}px;`;

/** One row of the card's content column. */
export const emailRow = (style: string, content: string) =>
  `<tr><td style="${EMAIL_ROW_PADDING}${style}">${content}</td></tr>`;

/**
 * The brand's button: a table cell with a background, the shape Outlook keeps too. `href` and
 * `label` are HTML, escaped by the caller.
 */
export const emailButton = (href: string, label: string) =>
  '<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>' +
  `<td bgcolor="${EMAIL_ACCENT}" style="border-radius:8px;background-color:${EMAIL_ACCENT};">` +
  `<a href="${href}" style="display:inline-block;padding:14px 28px;font-family:${EMAIL_FONT};font-size:15px;font-weight:bold;color:${EMAIL_INK.page};text-decoration:none;">${label}</a>` +
  '</td></tr></table>';

export function emailFrame({ title, brand, rows, after = '' }: EmailFrame): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="color-scheme" content="dark"><title>${title}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${EMAIL_INK.page};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${EMAIL_INK.page}" style="background-color:${EMAIL_INK.page};">`,
    '<tr><td align="center" style="padding:32px 12px;">',
    `<table role="presentation" width="${EMAIL_WIDTH}" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${EMAIL_WIDTH}px;background-color:${EMAIL_INK.card};border:1px solid ${EMAIL_INK.rule};">`,
    `<tr><td style="height:4px;line-height:4px;font-size:0;${CHROME_RULE};">&nbsp;</td></tr>`,
    emailRow(
      `padding-top:28px;font-family:${EMAIL_FONT};font-size:12px;font-weight:bold;letter-spacing:4px;text-transform:uppercase;color:${EMAIL_INK.muted};`,
      brand,
    ),
    rows,
    '<tr><td style="height:32px;line-height:32px;font-size:0;">&nbsp;</td></tr>',
    '</table>',
    ...(after ? [after] : []),
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}
