import './styles.css';

/**
 * `<meta name="page-chunk">`: every script this server-rendered page's app needs, the app itself
 * and the lazy page it shows included (server/services/pages/ssr-preloads.ts).
 */
const PAGE_CHUNK_META = 'meta[name="page-chunk"]';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

function start(container: HTMLElement) {
  // All of them at once, rather than each level of imports only after the one above arrived.
  for (const meta of document.querySelectorAll<HTMLMetaElement>(PAGE_CHUNK_META)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: meta.content });
    document.head.append(link);
  }
  void import('./app/start').then(({ startApp }) => startApp(container));
}

/*
 * A server-rendered page is complete before any script runs: its first image, styles and fonts
 * come first, and the app (most of the page's bytes) downloads once they are in, a frame after
 * the load event. On a slow phone connection the photo no longer shares the line with the
 * JavaScript; links work as plain links meanwhile. An empty root (the admin) starts at once.
 */
if (!root.hasChildNodes() || document.readyState === 'complete') {
  start(root);
} else {
  window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(() => start(root))), {
    once: true,
  });
}
