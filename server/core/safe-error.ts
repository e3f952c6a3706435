/**
 * What a log line may say about an error. Errors carry request data in places a logger prints by
 * default: drizzle's failed-query message and its `params` hold every value of the statement (a
 * visitor's name, email address and message), PostgreSQL's `detail` quotes the offending row, and
 * a mail server's reply quotes the recipient. Only the statement, the error's kind and its cleaned
 * message are kept.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  /** The parameterised SQL of a failed query, without its values. */
  statement?: string;
  stack?: string;
  cause?: SafeError;
}

const EMAIL = /[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[^\s<>()"',;:]+/g;
/** PostgreSQL quotes a rejected value at the end of its message: `invalid input syntax for type uuid: "…"`. */
const QUOTED_VALUE = /: "(?:[^"\\]|\\.)*"$/;
const MAX_CAUSES = 3;

export function cleanMessage(message: string): string {
  return message.replace(EMAIL, '[email]').replace(QUOTED_VALUE, ': [value]');
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const fields = error as Error & { code?: unknown; query?: unknown; params?: unknown };
  const failedQuery = typeof fields.query === 'string' && 'params' in fields;
  const type = error.constructor?.name ?? error.name;
  const message = failedQuery ? 'Failed query' : cleanMessage(error.message);
  const safe: SafeError = { type, message };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') safe.code = String(fields.code);
  if (failedQuery) safe.statement = fields.query as string;
  // The stack's first lines repeat the message; only its frames are kept.
  const frames = error.stack?.split('\n').filter((line) => line.startsWith('    at '));
  if (frames?.length) safe.stack = [`${type}: ${message}`, ...frames].join('\n');
  if (error.cause !== undefined && depth < MAX_CAUSES) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}
