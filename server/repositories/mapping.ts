import type { BooleanText } from '../../contract/common';

/** The database keeps real booleans; the wire carries 'true'/'false' text. */
export function toBooleanText(value: boolean): BooleanText {
  return value ? 'true' : 'false';
}

export function fromBooleanText(value: BooleanText): boolean {
  return value === 'true';
}

export function toIso(value: Date): string {
  return value.toISOString();
}

/** Postgres unique violation, raised by either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; walk the cause chain.
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && current !== null && 'code' in current && current.code === '23505')
      return true;
    current =
      typeof current === 'object' && current !== null && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
