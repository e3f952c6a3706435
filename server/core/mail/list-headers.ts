import { BRAND_NAME } from '../../../contract/brand';

/** The mailing lists Vitrine runs; each has its own List-Id, so a reader's filter can tell them apart. */
export type MailList = 'newsletter' | 'waitlist';

const LIST_NAMES: Record<MailList, string> = {
  newsletter: `${BRAND_NAME} newsletter`,
  waitlist: `${BRAND_NAME} waitlists`,
};

/** A display phrase: quoted ASCII, or an RFC 2047 encoded-word for a name in another script. */
function phrase(name: string): string {
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name.replace(/["\\]/g, '\\$&')}"`;
  return `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?=`;
}

/**
 * The headers of a list email: List-Id (RFC 2919: a name and `<list.host>`, which filters and
 * Gmail's bulk-sender checks look for) and RFC 8058 one-click unsubscribe, which a mail app offers
 * as its own button and POSTs to `oneClick` without opening the page.
 */
export function listHeaders(list: MailList, oneClick: string): Record<string, string> {
  const host = new URL(oneClick).hostname;
  return {
    'List-Id': `${phrase(LIST_NAMES[list])} <${list}.${host}>`,
    'List-Unsubscribe': `<${oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
