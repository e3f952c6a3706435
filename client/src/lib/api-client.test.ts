import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  defaultQueryFn,
  outageMessage,
  queryKeyToUrl,
  readErrorMessage,
} from './api-client';
import { STORAGE_KEYS } from './storage-keys';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function runQuery(queryKey: readonly unknown[]) {
  const context = {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as Parameters<typeof defaultQueryFn>[0];
  return defaultQueryFn(context);
}

describe('apiRequest', () => {
  it('throws "status: body text" for a non-OK answer', async () => {
    stubFetch(
      new Response('{"message":"Email already subscribed"}', { status: 409, statusText: 'Conflict' }),
    );
    await expect(apiRequest('POST', '/api/newsletters', { email: 'a@b.co' })).rejects.toThrow(
      '409: {"message":"Email already subscribed"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const error = await apiRequest('GET', '/api/sculptures').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Internal Server Error');
    expect((error as ApiError).status).toBe(500);
  });

  it('sends JSON content type only with a body, always with cookies', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    await apiRequest('POST', '/api/inquiries', { name: 'Ada' });
    await apiRequest('POST', '/api/admin/logout');
    const [withBody, withoutBody] = fetchMock.mock.calls.map(([, init]) => init as RequestInit);
    expect(new Headers(withBody?.headers).get('Content-Type')).toBe('application/json');
    expect(withBody?.body).toBe('{"name":"Ada"}');
    expect(new Headers(withoutBody?.headers).has('Content-Type')).toBe(false);
    expect(withoutBody?.body).toBeUndefined();
    expect(withBody?.credentials).toBe('include');
    expect(withoutBody?.credentials).toBe('include');
  });

  it('adds the Bearer header only while an admin token is stored', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    await apiRequest('GET', '/api/admin/verify');
    window.localStorage.setItem(STORAGE_KEYS.adminToken, 'tok-123');
    await apiRequest('GET', '/api/admin/verify');
    const [anonymous, signedIn] = fetchMock.mock.calls.map(
      ([, init]) => new Headers((init as RequestInit).headers),
    );
    expect(anonymous?.has('Authorization')).toBe(false);
    expect(signedIn?.get('Authorization')).toBe('Bearer tok-123');
  });
});

describe('defaultQueryFn', () => {
  it('GETs the query key segments joined with "/" and parses JSON', async () => {
    const fetchMock = stubFetch(Response.json({ value: 'Chrome' }));
    await expect(runQuery(['/api/site-settings', 'homepage-hero-title'])).resolves.toEqual({
      value: 'Chrome',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/site-settings/homepage-hero-title');
    expect((init as RequestInit).method ?? 'GET').toBe('GET');
    expect((init as RequestInit).credentials).toBe('include');
  });

  it('fails on 401 with the error message', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(runQuery(['/api/admin/inquiries'])).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('encodes segments taken from the address bar', () => {
    expect(queryKeyToUrl(['/api/journal', 'a b/c'])).toBe('/api/journal/a%20b%2Fc');
    expect(queryKeyToUrl(['/api/sculptures'])).toBe('/api/sculptures');
  });
});

describe('readErrorMessage', () => {
  it("reads the server's {message}, or login's {error}", () => {
    expect(readErrorMessage(new ApiError(409, 'Conflict', '{"message":"Already subscribed"}'), 'x')).toBe(
      'Already subscribed',
    );
    expect(readErrorMessage(new ApiError(401, 'Unauthorized', '{"error":"Invalid credentials"}'), 'x')).toBe(
      'Invalid credentials',
    );
  });

  it('uses the fallback for non-JSON bodies and other errors', () => {
    expect(readErrorMessage(new ApiError(502, 'Bad Gateway', '<html>'), 'Failed to subscribe')).toBe(
      'Failed to subscribe',
    );
    expect(readErrorMessage(new TypeError('Failed to fetch'), 'Failed to subscribe')).toBe(
      'Failed to subscribe',
    );
  });
});

describe('outageMessage', () => {
  it("gives a 503's own message (nothing saved, try again) and nothing for other failures", () => {
    const outage = new ApiError(
      503,
      'Service Unavailable',
      '{"message":"Nothing was saved: please try again"}',
    );
    expect(outageMessage(outage)).toBe('Nothing was saved: please try again');
    expect(outageMessage(new ApiError(503, 'Service Unavailable', '<html>proxy</html>'))).toBeUndefined();
    expect(outageMessage(new ApiError(500, 'Internal Server Error', '{"message":"x"}'))).toBeUndefined();
    expect(outageMessage(new Error('network'))).toBeUndefined();
  });
});
