interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
}

/** Errors that no retry can fix: a bad envelope or configuration. */
const PERMANENT_CODES = new Set(['EENVELOPE', 'ECONFIG', 'EMAXRECIPIENTS']);

/**
 * A 5xx reply (RFC 5321: permanent negative completion) is final, except 503 (bad sequence of
 * commands), which a new connection can get past. A 4xx reply, a dropped connection, a timeout
 * and anything unknown are temporary: the attempt limit bounds how often they are retried.
 */
export function isPermanentDeliveryFailure(error: unknown): boolean {
  const { code, responseCode } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as SmtpErrorFields;
  if (typeof responseCode === 'number')
    return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  return typeof code === 'string' && PERMANENT_CODES.has(code);
}

/** What is stored as a delivery's last error: the SMTP reply or error text, bounded. */
export function describeDeliveryFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}
