/**
 * How the server refuses a request: handlers and services throw an `HttpError`, and the one error
 * handler (http/error-handler.ts) answers it as `{message}` with its status. It lives in a leaf
 * module so services can refuse without importing a Fastify plugin.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The answer to a path no route serves: the same words for the API and the page catch-all. */
export function routeNotFound(method: string, url: string): HttpError {
  return new HttpError(404, `Route ${method} ${url.split('?')[0]} not found`);
}

/** `value`, or a 404 "{what} not found" when the record does not exist. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new HttpError(404, `${what} not found`);
  return value;
}
