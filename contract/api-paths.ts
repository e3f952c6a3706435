/**
 * Where the API lives: every call under /api, the owner's under /api/admin. The server registers
 * each route file under one of these prefixes (server/app.ts), so a route names only its own path:
 * one of those below, or of the owner's in admin-calls.ts. The route files register them, the
 * browser calls them under their prefix, and the activity log names the owner's writes by them,
 * so none can drift from another. Paths are route patterns (`:name` is one path segment).
 */
export const API_PREFIX = '/api';
export const ADMIN_API_PREFIX = `${API_PREFIX}/admin`;

/*
 * The public calls, below API_PREFIX. One export each, and plain strings: public pages download
 * the few they make and nothing else of this file.
 */
export const SCULPTURES_CALL = '/sculptures';
/** One site setting: `${SITE_SETTINGS_CALL}/:key`. */
export const SITE_SETTINGS_CALL = '/site-settings';
export const POPUP_SETTINGS_CALL = '/popup-settings';
export const ABOUT_CALL = '/about';
/** The published posts; one post is `${JOURNAL_CALL}/:slug`. */
export const JOURNAL_CALL = '/journal';
export const INQUIRIES_CALL = '/inquiries';
export const NEWSLETTERS_CALL = '/newsletters';
export const WAITLISTS_CALL = '/waitlists';
export const RESERVATIONS_CALL = '/reservations';
/** A page view's beacon (navigator.sendBeacon; counted without cookies, decision 45). */
export const VISITS_CALL = '/visits';
/** A proof-of-work challenge for a public form (server/modules/challenge). */
export const CHALLENGE_CALL = '/challenge';
/** The header a form's call carries its challenge's answer in (contract/challenge.ts). */
export const CHALLENGE_HEADER = 'x-altcha';
/** A reservation email's link, confirmed. */
export const RESERVATION_CONFIRM_CALL = '/reservations/confirm';
/** A double opt-in email's link, confirmed. */
export const CONFIRM_CALL = '/confirm';
/** A certificate's check: `${CERTIFICATES_CALL}/:code`. */
export const CERTIFICATES_CALL = '/certificates';
/** The bytes of an upload, to a URL the server signed. */
export const UPLOAD_CALL = '/uploads/:id';
/** An upload URL for hero and artist media: admin-only at a public path. */
export const OBJECT_UPLOAD_CALL = '/objects/upload';

/*
 * The calls a mail client makes on its own (one-click unsubscribe, RFC 8058): the emails carry
 * these URLs in their List-Unsubscribe header, and the routes answer them. The pages behind an
 * email's links call them too.
 */
export const UNSUBSCRIBE_CALL = '/unsubscribe';
export const WAITLIST_LEAVE_CALL = '/waitlists/leave';
export const ONE_CLICK_CALLS = { unsubscribe: UNSUBSCRIBE_CALL, waitlistLeave: WAITLIST_LEAVE_CALL } as const;

/** The detail page's report of a repeated gallery image: public, although below ADMIN_API_PREFIX. */
export const GALLERY_REPORT_CALL = '/sculpture-validation-error';
/** The owner's inquiries; a public page that takes one tells an open dashboard to read them again. */
export const ADMIN_INQUIRIES_CALL = '/inquiries';

/**
 * The load balancer's probes, outside API_PREFIX: the process answers, and it is ready to serve
 * (its database answers).
 */
export const HEALTH_PROBE = '/healthz';
export const READY_PROBE = '/readyz';
