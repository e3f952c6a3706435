import type { ResponsiveImage } from '../../../contract/responsive-image';
import { escapeHtml, jsonForScript } from '../../core/http/html-escape';
import type { CacheEntry } from '../../core/http/page-answer';
import type { PageHead } from './page-head';

/** The id of the data block the client reads its initial query cache from. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** A preload the browser matches to the page's <img>: same srcset and sizes, so the same variant. */
function preloadTag(image: ResponsiveImage): string {
  const responsive = image.srcSet
    ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes ?? '')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}"${responsive} fetchpriority="high" />`;
}

function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}" />` : '';
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((ld) => `<script type="application/ld+json">${jsonForScript(ld)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * `tag` before the first resource the template's head links (stylesheet, font preloads, the
 * module script, the icon): the browser requests them in document order, so the first image,
 * usually the largest paint, starts first instead of queueing behind the CSS and two fonts on a
 * phone's few connections. (At the end of the head it came last, ADR 0005.)
 */
function beforeFirstResource(html: string, tag: string): string {
  const headEnd = html.indexOf('</head>');
  const first = html.slice(0, headEnd).search(/<(link|script)\b/);
  const at = first === -1 ? headEnd : first;
  return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

/** The server-rendered #root and the page chunks to preload (see ssr-renderer.ts). */
export interface RootContent {
  html: string;
  /**
   * Script URLs of the app and of the lazy page the markup shows. They go out as
   * `<meta name="page-chunk">`, not as modulepreload links: the client starts its scripts after
   * the page has loaded and preloads these then (client/src/main.tsx), so they never compete
   * with the first image.
   */
  preloads: string[];
}

/**
 * Fills the built index.html with the page's own tags and its initial data, and #root with
 * the server-rendered page when there is one (else the client renders into an empty root).
 * The data block is JSON, never executed, so the strict script-src CSP holds.
 */
export function renderPage(
  template: string,
  head: PageHead,
  entries: CacheEntry[],
  root?: RootContent,
): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '');
  const data = `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(entries)}</script>`;
  const preloads = (root?.preloads ?? []).map(
    (href) => `\n    <meta name="page-chunk" content="${escapeHtml(href)}" />`,
  );
  const withPreload = head.preloadImage
    ? beforeFirstResource(withoutDefaults, preloadTag(head.preloadImage))
    : withoutDefaults;
  // A function replacement: `$` in the page's markup must not read as a replacement pattern.
  return withPreload
    .replace('</head>', () => `    ${headTags(head)}${preloads.join('')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${root?.html ?? ''}</div>\n    ${data}`);
}
