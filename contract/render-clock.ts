/**
 * The page data entry that carries the moment the page was rendered. A countdown's first render
 * in the browser counts from it, so hydration finds the very text the server wrote; it then
 * counts from the visitor's clock.
 */
export const RENDERED_AT_KEY = ['rendered-at'] as const;
