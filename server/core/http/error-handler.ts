import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { PRIVATE_CACHE_CONTROL } from '../cache/cached-answer';
import { isUniqueViolation } from '../db/mapping';
import { routeNotFound } from '../http-error';
import { OUTAGE_MESSAGES, OUTAGE_RETRY_AFTER_SECONDS, outageOf } from './outage';

/**
 * The one error path of the server, so every failure answers in one shape: validation 400 `{message, issues}`
 * whose message is the first rule broken (a validation text), other client errors `{message}`, an outage
 * (outage.ts) a 503 with Retry-After, a unique rule broken a 409 in the route's words (route-config.ts
 * onDuplicate), a refusal thrown as HttpError (http-error.ts) its status, and anything else logged
 * and answered as a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The visitor went away before their request had arrived (a cancelled upload, a closed tab):
    // their socket's reset is not the database's, and nobody is left to read an answer.
    if (request.raw.readableAborted) {
      request.log.info({ url: request.url }, 'the client closed the connection before its request arrived');
      return reply.status(400).send({ message: 'The request was cancelled before it arrived' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      return reply.status(400).send({ message: issues[0]?.message ?? 'Invalid request', issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal Server Error' });
    }
    const outage = outageOf(error);
    if (outage) {
      request.log.warn({ err: error, outage }, 'request met an outage');
      return reply
        .status(503)
        .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS[outage]))
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .send({ message: OUTAGE_MESSAGES[outage] });
    }
    if (isUniqueViolation(error)) {
      const duplicate = request.routeOptions.config.duplicate;
      return reply.status(409).send({ message: duplicate ? duplicate(request) : 'This already exists' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Internal Server Error' });
    }
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    const { statusCode, message } = routeNotFound(request.method, request.url);
    reply.status(statusCode).send({ message });
  });
}
