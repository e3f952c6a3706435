import { API_PREFIX, ONE_CLICK_CALLS } from '../../../contract/api-paths';
import { absoluteUrl, ROUTES, withToken } from '../../../contract/page-paths';

/** The two ways off a list an email carries, each with the mail's token. */
export interface OptOutLinks {
  /** The public page that asks, then acts on the reader's POST (`/unsubscribe?token=…`). */
  page: string;
  /** What a mail client POSTs to with RFC 8058 one-click (`/api/unsubscribe?token=…`). */
  oneClick: string;
}

/** The lists a reader can leave from an email: the newsletter, or one piece's waitlist. */
export type OptOutList = keyof typeof ONE_CLICK_CALLS;

/**
 * The page and the one-click call of `list`, absolute under the site's address. Without a token
 * (a test copy to someone on no list) the bare addresses, which answer that the link is invalid.
 */
export function optOutLinks(publicUrl: string, list: OptOutList, token: string | null): OptOutLinks {
  const carrying = (path: string) => (token === null ? path : withToken(path, token));
  return {
    page: absoluteUrl(publicUrl, carrying(ROUTES[list])),
    oneClick: absoluteUrl(publicUrl, carrying(API_PREFIX + ONE_CLICK_CALLS[list])),
  };
}
