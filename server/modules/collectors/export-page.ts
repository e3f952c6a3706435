import type { CollectorExport } from '../../../contract/collector-export';
import { escapeHtml } from '../../core/http/html-escape';

const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const day = (value: string | null) => (value ? `${utc.format(new Date(value))} UTC` : '—');

/** One titled table; 'None' when the part is empty. Every value is escaped: it is what people typed. */
function section(title: string, headings: string[], rows: (string | null)[][]): string {
  const body =
    rows.length === 0
      ? '<p class="none">None.</p>'
      : `<table><thead><tr>${headings.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell ?? '—')}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`;
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;color:#111;max-width:960px;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:2rem 0 .5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid #ddd;white-space:pre-wrap;overflow-wrap:anywhere}
th{font-weight:600;background:#f5f5f5}.none,.meta{color:#555}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;white-space:pre-wrap}
`;

/**
 * The export as a page a person can read (and print): the same parts as the JSON, in tables.
 * Self-contained (inline style, no script, no image): it is downloaded and opened from disk.
 */
export function renderExportPage(data: CollectorExport): string {
  const c = data.collector;
  const facts: [string, string][] = [
    ['Email', c.email],
    ['Name', c.name || '—'],
    ['Phone', c.phone || '—'],
    ['First seen', day(c.firstSeenAt)],
    ['Last seen', day(c.lastSeenAt)],
    ['Tags', c.tags.join(', ') || '—'],
    ['Notes', c.notes || '—'],
    [
      'Mail stopped',
      data.suppression ? `${data.suppression.reason}, since ${day(data.suppression.since)}` : 'No',
    ],
  ];
  const parts = [
    section(
      'Inquiries',
      ['Received', 'Name', 'Email', 'Phone', 'Location', 'Piece', 'Message', 'State', 'Replies'],
      data.inquiries.map((i) => [
        day(i.receivedAt),
        i.name,
        i.email,
        i.phone,
        i.location,
        i.piece,
        i.message,
        i.state,
        i.replies.map((r) => `${day(r.sentAt)}: ${r.message}`).join('\n\n') || '—',
      ]),
    ),
    section(
      'Newsletter',
      ['Subscribed', 'Confirmed', 'Unsubscribed'],
      data.newsletter.map((n) => [day(n.subscribedAt), day(n.confirmedAt), day(n.unsubscribedAt)]),
    ),
    section(
      'Waitlists',
      ['Piece', 'Joined', 'Confirmed'],
      data.waitlists.map((w) => [w.piece, day(w.joinedAt), day(w.confirmedAt)]),
    ),
    section(
      'Reservations',
      ['Piece', 'Size', 'Place', 'State', 'Number', 'Name', 'Phone', 'Message', 'Requested', 'Ended'],
      data.reservations.map((r) => [
        r.piece,
        r.size,
        String(r.place),
        r.state,
        r.number === null ? null : String(r.number),
        r.name,
        r.phone,
        r.message,
        day(r.requestedAt),
        day(r.endedAt),
      ]),
    ),
    section(
      'Editions',
      ['Piece', 'Size', 'Number', 'State', 'Name', 'Sold on', 'Price'],
      data.editions.map((e) => [e.piece, e.size, String(e.number), e.state, e.name, e.soldOn, e.price]),
    ),
    section(
      'Certificates',
      ['Piece', 'Number', 'Code', 'State', 'Issued', 'Acquired on'],
      data.certificates.map((x) => [
        x.piece,
        String(x.number),
        x.code,
        x.state,
        day(x.issuedAt),
        x.acquiredOn,
      ]),
    ),
    section(
      'Timeline',
      ['When', 'What', 'Details', 'Status'],
      data.timeline.map((item) => [day(item.at), item.title, item.body, item.status]),
    ),
    section(
      'Emails sent',
      ['Kind', 'Subject', 'Status', 'Queued', 'Sent'],
      data.emails.map((e) => [e.kind, e.subject, e.status, day(e.queuedAt), day(e.sentAt)]),
    ),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Data held about ${escapeHtml(c.name || c.email)}</title><style>${STYLE}</style></head>
<body><h1>Data held about ${escapeHtml(c.name || c.email)}</h1>
<p class="meta">Everything this site holds about this person, exported ${escapeHtml(day(data.exportedAt))}.</p>
<dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
${parts.join('\n')}
</body></html>`;
}
