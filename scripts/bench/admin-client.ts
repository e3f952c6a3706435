/**
 * The bench's admin: signs in once over the public wire (as the dashboard does) and sends
 * authorised JSON requests. Only what the drop scenario needs.
 */
export interface AdminClient {
  request: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  /** What signs a request in: for a scenario that times its own fetches. */
  headers: Record<string, string>;
}

export async function signIn(
  origin: string,
  admin: { username: string; password: string },
): Promise<AdminClient> {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`The bench admin could not sign in: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token?: string };
  // A session cookie, when the server sets one, is sent back as the browser would.
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(cookie ? { cookie } : {}),
  };
  return {
    headers,
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}
