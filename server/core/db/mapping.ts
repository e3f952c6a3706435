import type { BooleanText } from '../../../contract/common';

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

/** Whether a Postgres error of one of the given SQLSTATEs was raised, by either driver. */
function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; walk the cause chain.
  for (let depth = 0; current && depth < 5; depth++) {
    if (
      typeof current === 'object' &&
      current !== null &&
      'code' in current &&
      codes.includes(String(current.code))
    )
      return true;
    current =
      typeof current === 'object' && current !== null && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** Postgres unique violation, raised by either driver. */
export const isUniqueViolation = (error: unknown) => hasErrorCode(error, '23505');

/**
 * A reference refused: a delete that a RESTRICT reference stops (23001), or one to a row that is
 * not there, or a NO ACTION reference at the end of the statement (23503).
 */
export const isForeignKeyViolation = (error: unknown) => hasErrorCode(error, '23001', '23503');

/** Postgres check violation: a row, or a reference set to null, that breaks a table's rule (23514). */
export const isCheckViolation = (error: unknown) => hasErrorCode(error, '23514');
