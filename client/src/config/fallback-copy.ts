/**
 * Built-in copy (§1), used whenever the server has no content for a slot. Exact spec strings are
 * marked (§N); the rest is house copy. One module per area under ./copy, so each page's chunk
 * carries only its own words; this index re-exports them all.
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
