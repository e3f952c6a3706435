import { stripeErrors } from './errors';
import type { FormObject, FormValue } from './form-body';

/*
 * Reading one request's parameters as Stripe does: a missing one, one of the wrong kind, or one
 * Stripe does not know is a 400 naming the parameter. Each reader takes the parameter's full
 * name (`line_items[0][quantity]`) for the error.
 */

export function isObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Refuses a parameter this endpoint does not take, as Stripe does (a typo fails loudly). */
export function onlyKnown(params: FormObject, known: readonly string[], prefix?: string): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) throw stripeErrors.unknownParameter(prefix ? `${prefix}[${key}]` : key);
  }
}

export function hashParam(value: FormValue | undefined, name: string): FormObject | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isObject(value))
    throw stripeErrors.invalidParameter(
      name,
      `Invalid object: ${name} must be a hash.`,
      'parameter_invalid_object',
    );
  return value;
}

export function arrayParam(value: FormValue | undefined, name: string): FormValue[] | undefined {
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value))
    throw stripeErrors.invalidParameter(
      name,
      `Invalid array: ${name} must be an array.`,
      'parameter_invalid_array',
    );
  return value;
}

export function stringParam(
  value: FormValue | undefined,
  name: string,
  maxLength = 5000,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw stripeErrors.invalidParameter(name, `Invalid string: ${name} must be a string.`);
  if (value.length > maxLength)
    throw stripeErrors.invalidParameter(
      name,
      `Invalid string: ${name} must be at most ${maxLength} characters long.`,
    );
  return value;
}

export function requiredString(value: FormValue | undefined, name: string, maxLength?: number): string {
  const text = stringParam(value, name, maxLength);
  if (text === undefined || text === '') throw stripeErrors.missing(name);
  return text;
}

export function integerParam(
  value: FormValue | undefined,
  name: string,
  range: { min: number; max: number },
): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw stripeErrors.notAnInteger(name, String(value));
  const number = Number(value);
  if (number < range.min)
    throw stripeErrors.invalidParameter(
      name,
      `This value must be greater than or equal to ${range.min}.`,
      'parameter_invalid_integer',
    );
  if (number > range.max)
    throw stripeErrors.invalidParameter(
      name,
      `This value must be less than or equal to ${range.max} (it currently is '${value}').`,
      'parameter_invalid_integer',
    );
  return number;
}

export function enumParam<T extends string>(
  value: FormValue | undefined,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const text = stringParam(value, name);
  if (text === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(text))
    throw stripeErrors.invalidParameter(name, `Invalid ${name}: must be one of ${allowed.join(', ')}`);
  return text as T;
}

/** Stripe's limits on metadata: 50 keys, keys up to 40 characters, values up to 500. */
export function metadataParam(value: FormValue | undefined, name: string): Record<string, string> {
  const hash = hashParam(value, name);
  if (!hash) return {};
  const entries = Object.entries(hash);
  if (entries.length > 50)
    throw stripeErrors.invalidParameter(
      name,
      'You can have at most 50 metadata keys.',
      'parameter_invalid_object',
    );
  const metadata: Record<string, string> = {};
  for (const [key, item] of entries) {
    if (key.length > 40)
      throw stripeErrors.invalidParameter(`${name}[${key}]`, 'Metadata keys can have up to 40 characters.');
    if (typeof item !== 'string')
      throw stripeErrors.invalidParameter(`${name}[${key}]`, 'Metadata values must be strings.');
    if (item.length > 500)
      throw stripeErrors.invalidParameter(
        `${name}[${key}]`,
        `Metadata values can have up to 500 characters, but you passed in a value that is ${item.length} characters.`,
      );
    // An empty value unsets a key in Stripe: it is never stored.
    if (item !== '') metadata[key] = item;
  }
  return metadata;
}

export function urlParam(value: FormValue | undefined, name: string): string | null {
  const text = stringParam(value, name);
  if (text === undefined || text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw stripeErrors.invalidParameter(name, 'Not a valid URL', 'url_invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw stripeErrors.invalidParameter(name, 'Not a valid URL', 'url_invalid');
  return text;
}

/** `expand[]` of a request: only the paths the endpoint can expand. */
export function expandParam(params: FormObject, expandable: readonly string[]): string[] {
  const list = arrayParam(params.expand, 'expand') ?? [];
  return list.map((item, index) => {
    const path = stringParam(item, `expand[${index}]`) ?? '';
    if (!expandable.includes(path))
      throw stripeErrors.invalidParameter(`expand[${index}]`, `This property cannot be expanded (${path}).`);
    return path;
  });
}
