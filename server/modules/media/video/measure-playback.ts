import type { Readable } from 'node:stream';

/** GETs a public path through the app's own HTTP stack (routes, headers, storage), as a browser does. */
export type MediaFetcher = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; contentType: string; body: Readable }>;

export interface PlaybackMeasurement {
  rangeStatus: number;
  contentType: string;
  timeToFirstByteMs: number;
  /** Time until the first chunk had fully arrived: what a player needs before the first frame. */
  firstChunkMs: number;
  firstChunkBytes: number;
}

/** What a player fetches first: 1 MiB holds the index and the opening frames of a fast-start file. */
export const FIRST_CHUNK_BYTES = 1024 * 1024;
const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function measurePlayback(fetch: MediaFetcher, url: string): Promise<PlaybackMeasurement> {
  const started = performance.now();
  const response = await fetch(url, {
    range: `bytes=0-${FIRST_CHUNK_BYTES - 1}`,
    'user-agent': PHONE_BROWSER,
    accept: 'video/webm,video/ogg,video/*;q=0.9,*/*;q=0.5',
  });
  const timeToFirstByteMs = performance.now() - started;
  let firstChunkBytes = 0;
  for await (const chunk of response.body) firstChunkBytes += (chunk as Buffer).length;
  return {
    rangeStatus: response.status,
    contentType: response.contentType,
    timeToFirstByteMs: round(timeToFirstByteMs),
    firstChunkMs: round(performance.now() - started),
    firstChunkBytes,
  };
}
