import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { ADMIN_API_PREFIX, API_PREFIX, CHALLENGE_CALL } from '../../../contract/api-paths';
import { ChallengeSchema } from '../../../contract/challenge';
import { IdParamsSchema } from '../../../contract/common';
import { UnsolvedCountsSchema } from '../../../contract/reservations';
import { createIntervalLoop } from '../../core/background/interval-loop';
import { PRIVATE_CACHE_CONTROL } from '../../core/cache/cached-answer';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { publicRateLimited } from '../../core/http/rate-limits';
import { issueChallenge, pruneTakenAnswers } from './challenges';
import { type ChallengeGate, createChallengeGate } from './gate';
import { pruneUnsolvedRequests, unsolvedCountsOf } from './unsolved-requests';

export type { Admission, ChallengeGate } from './gate';
export { CHALLENGED_FORMS } from './schema';
export { unsolvedCountsOf, unsolvedPlaceIds } from './unsolved-requests';

/*
 * Proof of work for every public form that mails someone or takes a place (decision 47): the
 * browser solves an ALTCHA challenge in the background while the visitor types, and the form's
 * route calls `app.challenge.admit(request, form)` before it stores anything. A form sent without
 * script is still taken: marked, counted for the owner, held to its network's limits, and
 * defended by the emailed confirmation it must answer. Nothing here calls a third party.
 */

interface ChallengeRouteOptions {
  db: Db;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The challenge module's gate, for the routes of public forms. */
    challenge: ChallengeGate;
  }
}

/** How often taken answers past their time, and old unsolved requests, are forgotten. */
const PRUNE_INTERVAL_MS = 10 * 60_000;

const challengeRoutes: FastifyPluginAsyncZod<ChallengeRouteOptions> = async (app, { db, clock }) => {
  /** A fresh challenge for each form: never cached, anywhere. */
  app.get(
    CHALLENGE_CALL,
    { ...publicRateLimited('challenge'), schema: { response: { 200: ChallengeSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      return issueChallenge(db, clock.now());
    },
  );
};

/** The drop screen's count of requests without a solved challenge (a manager's, as drops are). */
const adminChallengeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    ADMIN_CALLS.dropUnsolved,
    {
      config: { role: 'manager' },
      schema: { params: IdParamsSchema, response: { 200: UnsolvedCountsSchema } },
    },
    async (request) => unsolvedCountsOf(db, request.params.id),
  );
};

const challengeModule: FastifyPluginAsync = async (app) => {
  const { db, clock } = app;
  app.decorate('challenge', createChallengeGate(db, clock));
  app.background.add(
    'challenges',
    createIntervalLoop({
      pass: async () => {
        await pruneTakenAnswers(db, clock.now());
        await pruneUnsolvedRequests(db, clock.now());
      },
      intervalMs: PRUNE_INTERVAL_MS,
      clock,
      onError: (error) => app.log.error({ err: error }, 'pruning challenge answers failed'),
    }),
  );
  await app.register(challengeRoutes, { db, clock, prefix: API_PREFIX });
  await app.register(adminChallengeRoutes, { db, prefix: ADMIN_API_PREFIX });
};

/** One Fastify plugin; it needs the background module (its loop) and the rate limiter. */
export const challengePlugin = fp(challengeModule, { name: 'challenge' });
