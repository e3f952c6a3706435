/**
 * Where the API lives: every call under /api, the owner's under /api/admin. The server registers
 * each route file under one of these prefixes (server/routes/api.ts), so a route names only its
 * own path.
 */
export const API_PREFIX = '/api';
export const ADMIN_API_PREFIX = `${API_PREFIX}/admin`;

/**
 * The calls a mail client makes on its own (one-click unsubscribe, RFC 8058): the emails carry
 * these URLs in their List-Unsubscribe header, and the routes answer them. Relative to API_PREFIX.
 */
export const ONE_CLICK_CALLS = {
  unsubscribe: '/unsubscribe',
  waitlistLeave: '/waitlists/leave',
} as const;
