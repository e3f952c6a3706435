import type { TestApp } from './test-app';

/** The headers of a form a browser posts from this site. */
export const FORM_HEADERS = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-site': 'same-origin',
};

/**
 * Posts a form as a browser without script does: urlencoded, from this site (`headers` may say
 * otherwise), each post from its own address in `subnet` (`10.0.0`), so the per-address rate
 * limit is tested on its own.
 */
export function formPoster(t: () => TestApp, subnet: string) {
  let address = 0;
  return (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t().app.inject({
      method: 'POST',
      url,
      headers: { ...FORM_HEADERS, ...headers },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: `${subnet}.${++address}`,
    });
}
