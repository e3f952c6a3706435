/** A value in a form two writes of the same thing can be compared in: keys in order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The names of the body's fields that change something: against the thing as it was before,
 * those whose value differs; without it (a new thing), those given a value. Only names leave
 * here, never values.
 */
export function changedFields(body: unknown, before: object | null): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const previous = before as Record<string, unknown> | null;
  return Object.entries(body)
    .filter(([name, value]) => {
      if (!previous) return !isEmpty(value);
      const old = previous[name];
      if (isEmpty(old) && isEmpty(value)) return false;
      return canonical(old) !== canonical(value);
    })
    .map(([name]) => name);
}
