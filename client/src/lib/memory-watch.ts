import { MEMORY_CHECK_INTERVAL_MS, MEMORY_HIGH_WATERMARK, MEMORY_LOW_WATERMARK } from '@contract/limits';
import type { DataCache } from './data-cache';

/** Chromium's non-standard heap figures; other browsers have none, and the watch then idles. */
interface HeapFigures {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
}

function readHeapUse(): number | null {
  const memory = (performance as Performance & { memory?: HeapFigures }).memory;
  if (!memory?.jsHeapSizeLimit) return null;
  return memory.usedJSHeapSize / memory.jsHeapSizeLimit;
}

/**
 * The low-memory check: every 30 s, a heap above 90% of its limit drops the cache's unused
 * data (queries no page observes; the visible page keeps its own), and the low-memory state
 * clears once use falls below 70%. Between the two marks the state holds, so a heap hovering
 * at 90% does not flush the cache on every tick. Returns a stop function.
 */
export function startMemoryWatch(cache: DataCache, readUse: () => number | null = readHeapUse): () => void {
  let lowMemory = false;
  const check = () => {
    const use = readUse();
    if (use === null) return;
    if (use > MEMORY_HIGH_WATERMARK && !lowMemory) {
      lowMemory = true;
      cache.removeUnused();
    } else if (use < MEMORY_LOW_WATERMARK) {
      lowMemory = false;
    }
  };
  const timer = window.setInterval(check, MEMORY_CHECK_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
