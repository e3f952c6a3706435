import type { QueryFunction } from '@tanstack/react-query';
import { readAdminToken } from './auth-status';

/** A non-OK answer. The message is the error text: `${status}: ${body text or status text}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, text);
}

function buildHeaders(hasBody: boolean, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = readAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Set by the dashboard: told of a 401 (or a 403 asking for proof), it may get the admin signed
 * in again (or proved again) and answer true, and the request is sent once more. Kept this small
 * because public pages load this file too; the dashboard's part lives in its own code.
 */
let onUnauthorized: ((url: string, response: Response) => Promise<boolean>) | null = null;

export function setUnauthorizedHandler(handler: typeof onUnauthorized): void {
  onUnauthorized = handler;
}

/** `send` reads the stored token afresh each time, so a retry carries the new one. */
async function sendSignedIn(url: string, send: () => Promise<Response>): Promise<Response> {
  const response = await send();
  return response.status > 400 &&
    response.status < 404 &&
    onUnauthorized &&
    (await onUnauthorized(url, response))
    ? send()
    : response;
}

/**
 * The request helper: JSON in, cookies always, Bearer token whenever one is stored; `extra`
 * headers beside (a public form's proof of work: lib/challenge.ts).
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  extra?: HeadersInit,
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await sendSignedIn(url, () =>
    fetch(url, {
      method,
      headers: buildHeaders(hasBody, extra),
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'include',
    }),
  );
  await throwIfNotOk(response);
  return response;
}

/** apiRequest for calls whose answer is JSON. */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  extra?: HeadersInit,
): Promise<T> {
  const response = await apiRequest(method, url, body, extra);
  return (await response.json()) as T;
}

/**
 * Builds the URL of a query key: segments joined with '/'. Segments after the first are
 * URL-encoded because they come from route params (a slug typed into the address bar).
 */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const [base, ...rest] = queryKey;
  return [String(base), ...rest.map((segment) => encodeURIComponent(String(segment)))].join('/');
}

/** The default read: GET of the joined key, JSON answer, any non-OK (401 too) fails. */
export async function fetchKey(queryKey: readonly unknown[], signal?: AbortSignal): Promise<unknown> {
  const url = queryKeyToUrl(queryKey);
  const response = await sendSignedIn(url, () =>
    fetch(url, { headers: buildHeaders(false), credentials: 'include', signal }),
  );
  await throwIfNotOk(response);
  return response.json();
}

/** The admin cache's default query function: the same read. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => fetchKey(queryKey, signal);

/**
 * The user-facing text of a failed call: the server's `{message}` (or login's `{error}`),
 * else the fallback. Keeps "400: {...}" wire text out of toasts.
 */
export function readErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.body) return fallback;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object') {
      const { message, error: loginError } = parsed as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof loginError === 'string' && loginError) return loginError;
    }
  } catch {
    // A non-JSON body (a proxy's HTML page, say) is not for users' eyes.
  }
  return fallback;
}

/**
 * The server's own words for an outage (a 503: the database restarting, the disk full), which say
 * that nothing was saved and when to try again; undefined for any other failure.
 */
export function outageMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 503) return undefined;
  return readErrorMessage(error, '') || undefined;
}
