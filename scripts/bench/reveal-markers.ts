/**
 * How the drop scenario tells a locked answer from a released one without knowing how pages are
 * drawn: a locked piece's media paths appear nowhere public, so the media paths an answer carries
 * once the piece is out, and not while it is locked, mark the released answer.
 */
const MEDIA_PATH = /\/media\/[^"'\s,)<>?]+/g;

export function mediaPaths(body: string): Set<string> {
  return new Set(body.match(MEDIA_PATH) ?? []);
}

/** Paths in the released answer that the locked answer lacks (empty: nothing tells them apart). */
export function revealMarkers(released: string, locked: string): string[] {
  const hidden = mediaPaths(locked);
  return [...mediaPaths(released)].filter((path) => !hidden.has(path));
}

export const showsRelease = (body: string, markers: string[]) =>
  markers.some((marker) => body.includes(marker));
