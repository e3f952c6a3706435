/**
 * Just enough MIME (RFC 2045/2046) to read a bounce or a complaint: header fields, the parts of a
 * multipart, and a part's body decoded. Reports are machine-written and small; what this cannot
 * read is reported as not a report and left in the mailbox for a person.
 */

export type Fields = Map<string, string[]>;

export interface MimePart {
  headers: Fields;
  /** Lower case, without parameters: `multipart/report`, `message/delivery-status`. */
  type: string;
  params: Map<string, string>;
  /** The body, its transfer encoding undone, as latin1 text (bytes kept one to one). */
  body: string;
}

/** Header-style fields (a message's header, or a block of a delivery-status part), unfolded. */
export function parseFields(text: string): Fields {
  const fields: Fields = new Map();
  const unfolded = text.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const list = fields.get(name) ?? [];
    list.push(line.slice(colon + 1).trim());
    fields.set(name, list);
  }
  return fields;
}

export const field = (fields: Fields, name: string): string | undefined => fields.get(name)?.[0];

/** `type/subtype; a=b; c="d"` as its type and parameters. */
function parseContentType(value: string | undefined): { type: string; params: Map<string, string> } {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    params.set(
      param.slice(0, eq).trim().toLowerCase(),
      param
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('latin1');
    case 'quoted-printable':
      return body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
    default:
      return body;
  }
}

/** Splits a message (or a part) into its header and body at the first empty line. */
function splitHead(text: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(text);
  if (!match) return { head: text, body: '' };
  return { head: text.slice(0, match.index), body: text.slice(match.index + match[0].length) };
}

/** A message's parts, depth first, the message itself first; message/rfc822 parts are opened too. */
export function mimeParts(raw: Buffer | string, depth = 0): MimePart[] {
  const text = typeof raw === 'string' ? raw : raw.toString('latin1');
  const { head, body } = splitHead(text);
  const headers = parseFields(head);
  const { type, params } = parseContentType(field(headers, 'content-type'));
  const part: MimePart = {
    headers,
    type,
    params,
    body: decodeBody(body, field(headers, 'content-transfer-encoding')),
  };
  // Nested reports of reports are not worth following further.
  if (depth > 4) return [part];
  const boundary = params.get('boundary');
  if (type.startsWith('multipart/') && boundary) {
    const delimiter = `--${boundary}`;
    const sections = part.body.split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}(?:--)?[ \\t]*\\r?\\n?`));
    // The preamble before the first delimiter and the epilogue after the last are not parts.
    const inner = sections.slice(1, -1).filter((section) => section.trim() !== '');
    return [part, ...inner.flatMap((section) => mimeParts(section, depth + 1))];
  }
  if (type === 'message/rfc822' || type === 'message/global')
    return [part, ...mimeParts(part.body, depth + 1)];
  return [part];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field blocks of a delivery-status or feedback-report part, separated by empty lines. */
export function fieldBlocks(body: string): Fields[] {
  return body
    .split(/\r?\n[ \t]*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(parseFields);
}

/** The bare addresses in a header value or a report field (`rfc822; a@b`, `Name <a@b>`). */
export function addressesIn(value: string | undefined): string[] {
  if (!value) return [];
  const bare = value.replace(/^\s*(rfc822|utf-8)\s*;/i, '');
  return [...bare.matchAll(/<?([^\s<>,;"()]+@[^\s<>,;"()]+)>?/g)].map((match) => match[1]!);
}
