/**
 * Stripe's request bodies (and query strings) are form-encoded with nested keys, as the SDK
 * writes them: `line_items[0][price_data][currency]=eur`, `metadata[order]=o_1`,
 * `shipping_address_collection[allowed_countries][0]=FR` (curl users often write `[]` for the
 * next item, which Stripe also takes). This reads them back into the nested value they stand for.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** Null-prototype nodes while building, so a key such as `__proto__` is only ever a key. */
type Node = { [key: string]: Node | string };

/** `a[b][0][]` → ['a', 'b', '0', '']; null when the brackets do not close. */
function segmentsOf(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const segments = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let consumed = 0;
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    segments.push(match[1]!);
    consumed = pattern.lastIndex;
  }
  return consumed === rest.length ? segments : null;
}

export class FormBodyError extends Error {}

function insert(root: Node, segments: string[], value: string, key: string): void {
  let node = root;
  for (let index = 0; index < segments.length; index += 1) {
    let segment = segments[index]!;
    // `[]` appends: the next free index among what is already there.
    if (segment === '' && index > 0) segment = String(Object.keys(node).length);
    const last = index === segments.length - 1;
    const existing = node[segment];
    if (last) {
      if (existing !== undefined && typeof existing !== 'string')
        throw new FormBodyError(`The parameter ${key} is given both as a value and as a hash.`);
      node[segment] = value;
      return;
    }
    if (typeof existing === 'string')
      throw new FormBodyError(`The parameter ${key} is given both as a value and as a hash.`);
    const child = existing ?? (Object.create(null) as Node);
    node[segment] = child;
    node = child;
  }
}

/** A node whose keys are all 0, 1, 2 … becomes an array, in index order. */
function finish(node: Node | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => finish(node[String(index)]!));
  }
  return Object.fromEntries(keys.map((key) => [key, finish(node[key]!)]));
}

/** The nested value of a form-encoded body or query string. Throws FormBodyError on a key it cannot place. */
export function decodeForm(text: string): FormObject {
  const root = Object.create(null) as Node;
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = segmentsOf(key);
    if (!segments || segments[0] === '') throw new FormBodyError(`Invalid parameter name: ${key}`);
    insert(root, segments, value, key);
  }
  // The top level is always a hash of parameters, even one named `0`.
  return Object.fromEntries(Object.keys(root).map((key) => [key, finish(root[key]!)]));
}
