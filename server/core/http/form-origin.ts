import type { FastifyRequest } from 'fastify';

/**
 * Whether a form post came from another site's page. Browsers say so in Sec-Fetch-Site; older
 * ones send at least Origin on a POST. A request carrying neither is not a browser's form
 * submission from elsewhere (a script can post anything anyway, within the rate limit), so it
 * passes. Refusing cross-site posts keeps another site from making its visitors' browsers send
 * inquiries or subscriptions here, from their addresses and past the per-address limit.
 */
export function isCrossSitePost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // `Origin: null` (a sandboxed or privacy-sensitive context) names no site of ours
  }
}
