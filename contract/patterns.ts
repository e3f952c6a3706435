/**
 * Plain patterns with no zod import, so the public client can use them without pulling zod
 * into its entry chunk.
 */

/** A bare address: {something}@{something}.{something} (§5) without spaces or delimiters. */
export { EMAIL_PATTERN } from './email-address';

/** Lowercase letters, digits and hyphens (§5 journal slug rule, used for sculptures too). */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
