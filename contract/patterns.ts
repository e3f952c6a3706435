/**
 * Plain patterns with no zod import, so the public client can use them without pulling zod
 * into its entry chunk.
 */

/** An email without spaces: {something}@{something}.{something} (§5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lowercase letters, digits and hyphens (§5 journal slug rule, used for sculptures too). */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
