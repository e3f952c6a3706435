/**
 * The visitors' words: every public page's text lives under ./copy, one module per area, so each
 * page's chunk carries only its own words (verify.ts and link-pages.ts are imported directly by
 * their one page). This index re-exports the built-in copy the pages show whenever the owner has
 * saved no content for a slot. Words the server says too (validation and error messages, the
 * reservation and enrolment answers) live in contract/, for both sides; the admin's words live
 * in each admin feature's *-copy.ts, in its lazy chunk.
 */
export { BRAND_NAME, BRAND_TAGLINE } from '@contract/brand';
export * from './copy/about';
export * from './copy/audience';
export * from './copy/collection';
export * from './copy/contact';
export * from './copy/home';
export * from './copy/journal';
export * from './copy/legal';
export * from './copy/sculpture';
export * from './copy/site';
