import './styles.css';
import { countVisit } from './lib/visit-beacon';

/**
 * `<meta name="page-chunk">`: every script this server-rendered page's app needs, the app itself
 * and the lazy page it shows included (server/modules/pages/ssr-preloads.ts).
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

/**
 * Calls `then` once the browser has reported the page's first paint on screen: the largest
 * contentful paint where it is reported (Chromium, Firefox), the first contentful paint where only
 * that is (Safari). Entries already recorded count, so a page that painted long ago goes on at
 * once. A hidden tab paints nothing: its app waits until it is shown, or for the fallback.
 */
function afterFirstPaintShown(then: () => void) {
  const types = PerformanceObserver.supportedEntryTypes ?? [];
  const type = ['largest-contentful-paint', 'paint'].find((candidate) => types.includes(candidate));
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const observer = type ? new PerformanceObserver(once) : undefined;
  observer?.observe({ type, buffered: true });
  // Should a browser report no paint at all, the app still starts.
  setTimeout(once, type ? FIRST_PAINT_FALLBACK_MS : 0);
}

const FIRST_PAINT_FALLBACK_MS = 3000;

/*
 * A server-rendered page is complete before any script runs: its first image, styles and fonts
 * come first, and the app (most of the page's bytes) downloads once they are in and the page is
 * on screen: after the load event and the first paint the browser reports. The load event alone
 * is not enough: the frame that shows the photo is drawn after it (150-250 ms later on this
 * machine's software rasteriser), and the app's chunks would share the line and the processor
 * with that first frame. Links and forms work as plain HTML meanwhile. An empty root (the admin)
 * starts at once.
 */
if (!root.hasChildNodes()) {
  start(root);
} else {
  // A server-rendered public page (the admin's root is empty): counted now, before its app downloads.
  countVisit(location.pathname);
  if (document.readyState === 'complete') afterFirstPaintShown(() => start(root));
  else window.addEventListener('load', () => afterFirstPaintShown(() => start(root)), { once: true });
}
