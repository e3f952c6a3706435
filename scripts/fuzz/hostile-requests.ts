import { randomBytes } from 'node:crypto';
import type { RouteEntry } from './route-table';

export interface HostileRequest {
  n: number;
  /** Written into every value of this request: where it is found stored, it was stored. */
  tag: string;
  route: RouteEntry;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** One run's prefix (lowercase, so a lowercased domain keeps it); request n's tag is `${RUN}n${n}`. */
export const RUN_MARKER = `fuzz${randomBytes(4).toString('hex')}`;
export const tagOf = (n: number) => `${RUN_MARKER}n${n}x`;
/** Every tag in a text, as request numbers. */
export function tagsIn(text: string): number[] {
  return [...text.matchAll(new RegExp(`${RUN_MARKER}n(\\d+)x`, 'gi'))].map((match) => Number(match[1]));
}

/**
 * A body the app accepts on a route ("POST /api/inquiries"), carrying the tag, if one is known:
 * one field at a time is made hostile.
 */
export type ValidBody = (route: string, tag: string) => Record<string, unknown> | undefined;

const OVER_BODY_LIMIT = 1_200_000;
const ODD_METHODS = ['PROPFIND', 'TRACE', 'PATCH', 'DELETE', 'OPTIONS', 'PUT', 'SEARCH', 'M-SEARCH'];
const FORGED_AUTH = [
  `Bearer ${randomBytes(32).toString('hex')}`,
  `Bearer ${'a'.repeat(64)}`,
  'Bearer ',
  'Bearer',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJhZG1pbiI6dHJ1ZSwic3ViIjoxfQ.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsImFkbWluIjp0cnVlfQ.c2lnbmF0dXJl',
  `Bearer ${'../'.repeat(500)}`,
  `Bearer ${'A'.repeat(20_000)}`,
  'bearer  \t x',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-7',
  'application/json; charset=nonsense',
  'application/xml',
  'image/png',
  '',
];

const pick = <T>(list: readonly T[], n: number): T =>
  list[((n % list.length) + list.length) % list.length] as T;

/** Values of every wrong kind, each text carrying the request's tag. */
function hostileValues(tag: string): unknown[] {
  return [
    null,
    true,
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    [tag],
    {},
    { $ne: null },
    { toString: tag },
    `${tag}<script>alert(1)</script>`,
    `${tag}' OR 1=1 --`,
    `${tag}\u0000`,
    `${tag}\u202e\ud800`,
    `${tag}${'x'.repeat(70_000)}`,
    `${tag}${'🗿'.repeat(3000)}`,
    `a<${tag}@x.com>`,
    `"${tag}"@x.com`,
    `${tag}@x.com, victim@x.com`,
    `${tag}@x.com\r\nBcc: victim@x.com`,
    `../../${tag}`,
    `${tag}%00.jpg`,
    ` ${tag} `,
    '',
  ];
}

/** Path parameters: numbers out of range, encodings that break, traversal. */
function oddParams(tag: string): string[] {
  return [
    '0',
    '-1',
    '1e9',
    '99999999999999999999',
    'NaN',
    '%00',
    '%E0%A4%A',
    '%F0%9F%97%BF',
    `..%2f..%2f${tag}`,
    '..%2f..%2f..%2fetc%2fpasswd',
    `${tag}`,
    'a'.repeat(300),
  ];
}

/** What stands for a route's wildcard: traversal, encoded dots, odd page paths. */
function oddWildcards(tag: string): string[] {
  return [
    '..%2f..%2f..%2fetc%2fpasswd',
    '%2e%2e/%2e%2e/package.json',
    `originals/../../${tag}.jpg`,
    `${tag}.jpg`,
    'variants/%00.webp',
    `sculpture/${tag}?piece=%ff%fe`,
    'contact?piece=<script>',
    `${'deep/'.repeat(400)}${tag}`,
    '%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd',
    'admin/../../api/admin/inquiries',
  ];
}

const ODD_QUERIES = [
  '',
  '?token=x&token=y',
  '?sig=00&exp=-1&purpose=../..',
  '?page=-1&limit=1e9',
  `?${'a=1&'.repeat(2000)}`,
  '?piece=%ff%fe%00',
  '?__proto__[admin]=1&constructor[prototype][admin]=1',
];

function fillPath(url: string, tag: string, n: number): string {
  let k = n;
  return url
    .replace(/:[A-Za-z]+/g, () => pick(oddParams(tag), k++))
    .replace(/\*/g, () => pick(oddWildcards(tag), k++));
}

function withQuery(path: string, tag: string, n: number): string {
  const query = pick(ODD_QUERIES, n);
  const joiner = path.includes('?') ? '&' : '?';
  return query === '' ? `${path}${joiner}q=${tag}` : `${path}${joiner}${query.slice(1)}&q=${tag}`;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** A body of one of many hostile shapes for a route; `valid` is an accepted body, if known. */
function hostileBody(
  route: RouteEntry,
  valid: Record<string, unknown> | undefined,
  tag: string,
  n: number,
): Buffer {
  const values = hostileValues(tag);
  const fields = route.fields.length > 0 ? route.fields : ['email', 'id', 'token'];
  switch (n % 11) {
    case 0:
      return Buffer.from(`{"email": "${tag}@example.com", `);
    case 1:
      return json(pick(values, n));
    case 2:
      return Buffer.from(`${'['.repeat(5000)}"${tag}"`);
    case 3: {
      // Valid JSON nested deeper than any parser or validator recursing on it can follow.
      const depth = 100_000;
      return Buffer.from(`${'{"a":'.repeat(depth)}"${tag}"${'}'.repeat(depth)}`);
    }
    case 4:
      return Buffer.from(
        `{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"email":"${tag}@example.com"}`,
      );
    case 5:
      return json(Object.fromEntries(fields.map((field, i) => [field, pick(values, n + i)])));
    case 6:
      // Duplicate keys: the last one wins in JSON.parse; a validator must not see the first.
      return Buffer.from(`{"email":"${tag}@example.com","email":"a<${tag}@x.com>","message":"${tag}"}`);
    case 7:
      return Buffer.alloc(0);
    default: {
      // An accepted body with one field made hostile: reaches the handler's own checks and the database.
      const base = valid ?? Object.fromEntries(fields.map((field) => [field, `${tag} text`]));
      const field = pick(Object.keys(base), Math.floor(n / 11));
      return json({ ...base, [field]: pick(values, n), [`extra${tag}`]: tag });
    }
  }
}

/** A made-up client address per request: the server trusts the fuzz as its proxy, so per-visitor limits do not hide the handlers. */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface Plan {
  routes: RouteEntry[];
  validBody: ValidBody;
  /** A real admin session: the request is made with it (only for non-public routes). */
  session?: string;
}

/**
 * The n-th hostile request; any n gives one. Route n % R, shape ⌊n / R⌋, so every route meets
 * every shape. Without a session, every request to an admin route carries a forged credential.
 */
export function hostileRequest(plan: Plan, n: number): HostileRequest {
  const tag = tagOf(n);
  const route = pick(plan.routes, n);
  const round = Math.floor(n / plan.routes.length);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': clientAddress(n),
    'user-agent': `fuzz ${tag}`,
  };
  if (plan.session) headers.authorization = `Bearer ${plan.session}`;
  else if (!route.public || round % 3 === 0) headers.authorization = pick(FORGED_AUTH, round + n);
  const valid = plan.validBody(`${route.method} ${route.url}`, tag);
  const path = fillPath(route.url, tag, n);
  const request = (
    method: string,
    requestPath: string,
    body?: Buffer,
    extra: Record<string, string> = {},
  ) => ({
    n,
    tag,
    route,
    method,
    path: requestPath,
    headers: { ...headers, ...extra },
    body,
  });
  switch (round % 12) {
    case 0:
      return request(pick(ODD_METHODS, n), path, hostileBody(route, valid, tag, n));
    case 1:
      return request(route.method, withQuery(path, tag, n));
    case 2:
      // Over the 1 MB body limit: refused before anything reads it.
      return request(route.method, path, Buffer.alloc(OVER_BODY_LIMIT, 0x7b));
    case 3:
      return request(route.method, path, Buffer.from(`${tag}=1&email=a<${tag}@x.com>&--x--\r\n`), {
        'content-type': pick(CONTENT_TYPES, n),
      });
    case 4:
      return request(route.method, path, hostileBody(route, valid, tag, n), {
        cookie: `session=${tag}; admin=true; token=${'A'.repeat(4000)}`,
        'x-forwarded-for': `${tag}, 127.0.0.1, ::1, 999.1.1.1`,
        range: pick(['bytes=999999999-1', 'bytes=-0', 'bytes=0-0,0-0,0-0,0-0,0-0', 'bytes=x'], n),
        'accept-encoding': 'br;q=2, gzip;q=nan, *;q=-1',
        'if-none-match': `"${tag}"`,
        host: pick(['evil.example', '', 'localhost:99999', `${tag}.example`], n),
      });
    default:
      return request(route.method, path, hostileBody(route, valid, tag, round + n));
  }
}
