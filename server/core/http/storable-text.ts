import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

export const NUL_IN_TEXT_MESSAGE = 'Text cannot contain NUL characters';

/** An object as JSON or a form makes it: not a stream, a buffer or another class's instance. */
function isPlainData(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const isJson = (contentType: string | undefined) => /^\s*application\/json/i.test(contentType ?? '');

/**
 * True when a string or key anywhere in parsed data (plain objects, arrays, strings) holds U+0000.
 * Iterative: nesting may be deep. Anything else (an upload's stream, a Buffer) is not looked into:
 * its graph of objects is neither text nor finite to walk.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (isPlainData(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * A NUL character, which PostgreSQL text cannot hold, is refused with a 400 once for every route,
 * instead of failing as a 500 in whichever statement first met it: in JSON bodies (as `\u0000`),
 * in path parameters and query strings (as `%00`), and in form bodies.
 * JSON bodies are otherwise parsed as Fastify does (prototype poisoning refused).
 */
export function registerStorableText(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    parse(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error);
      // Only a body that spells the escape can hold the character (a raw one is invalid JSON).
      if (/\\u0000/i.test(text) && holdsNul(value)) return done(new HttpError(400, NUL_IN_TEXT_MESSAGE));
      done(null, value);
    });
  });
  // Path parameters and query strings are flat (Fastify makes them as null-prototype classes, not
  // plain objects): their values are texts or lists of texts. A form body is a plain object; JSON
  // bodies were checked as they were parsed, and an upload's body is a stream, not text.
  app.addHook('preValidation', async (request) => {
    const formBody =
      isPlainData(request.body) && !isJson(request.headers['content-type']) ? request.body : {};
    const texts = [request.params, request.query, formBody].flatMap((record) =>
      record !== null && typeof record === 'object' ? Object.values(record) : [],
    );
    if (holdsNul(texts)) throw new HttpError(400, NUL_IN_TEXT_MESSAGE);
  });
}
