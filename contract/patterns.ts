/**
 * Plain patterns with no zod import, so the public client can use them without pulling zod
 * into its entry chunk.
 */

/** A bare address: {something}@{something}.{something} without spaces or delimiters. */
export { EMAIL_PATTERN } from './email-address';

/**
 * A link the site may put behind a button: http(s), mailto, or a path on this site. Anything else
 * (javascript:, data:, a protocol-relative //host) would run script or leave the site unannounced.
 */
export const SITE_LINK_PATTERN = /^(?:https?:\/\/[^\s/?#\\]\S*|mailto:\S+|\/(?![/\\])\S*)$/i;

/** Lowercase letters, digits and hyphens (journal slug rule, used for sculptures too). */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
