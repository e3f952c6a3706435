import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { VISITS_CALL } from '../../../contract/api-paths';
import { PRIVATE_CACHE_CONTROL } from '../../core/cache/cached-answer';
import { PUBLIC_ROUTE } from '../../core/http/route-config';
import type { VisitCounter } from './visit-counter';
import { visitSource } from './visit-source';

/** A beacon is three short lines: the page's path, the URL the visit landed on, its referrer. */
const BEACON_BYTES = 4_096;
/** Browsers that say they are robots (crawlers rarely run scripts, but some do). */
const ROBOT = /bot|crawl|spider|slurp|facebookexternalhit|preview/i;

/** Do Not Track or Global Privacy Control: the visitor asked not to be counted. */
export function asksNotToBeCounted(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

export interface BeaconRouteOptions {
  counter: VisitCounter;
  countedPath: (pathname: string) => Promise<string | null>;
}

/**
 * POST /api/visits: a page view's beacon (navigator.sendBeacon, text/plain). Always answered
 * 204 with nothing in it and never cached, counted or not: a refused beacon tells its sender
 * nothing, and the page never waits for it. Not counted: a visitor asking not to be, a robot, a
 * path that is not a counted page, a network over its cap.
 */
export const beaconRoute: FastifyPluginAsync<BeaconRouteOptions> = async (app, { counter, countedPath }) => {
  app.post(VISITS_CALL, { ...PUBLIC_ROUTE, bodyLimit: BEACON_BYTES }, async (request, reply) => {
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).status(204);
    const userAgent = request.headers['user-agent'] ?? '';
    if (asksNotToBeCounted(request) || !userAgent || ROBOT.test(userAgent)) return reply.send();
    if (typeof request.body !== 'string') return reply.send();
    const [pathname = '', landing = '', referrer = ''] = request.body.split('\n');
    const path = await countedPath(pathname);
    if (!path) return reply.send();
    await counter.count({ path, source: visitSource(landing, referrer), ip: request.ip, userAgent });
    return reply.send();
  });
};
