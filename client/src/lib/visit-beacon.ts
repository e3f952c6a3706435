/*
 * Counts page views without a cookie or anything kept in the browser (decision 45): one beacon
 * per page shown, the first server-rendered one and each navigation of the app to another path,
 * with the URL the visit landed on (its utm_source or ?ref) and the referring page. The server
 * decides what it counts: Do Not Track and Global Privacy Control are read from the request's
 * own headers, and a page that is not a counted one is ignored.
 */
/** API_PREFIX + VISITS_CALL (contract/api-paths.ts), written out: the entry stays a few bytes (a test checks they agree). */
export const BEACON_URL = '/api/visits';
const landing = location.href;
let counted = '';

export function countVisit(path: string): void {
  if (path === counted) return;
  counted = path;
  navigator.sendBeacon(BEACON_URL, `${path}\n${landing}\n${document.referrer}`);
}
