/**
 * The one address rule of every email field (subscribe, waitlist, inquiry, notification address),
 * shared by the client and the server. Plain code with no zod import so the public client can use
 * it without pulling zod into its entry chunk.
 *
 * A bare address only: no display name and none of the characters that let one text name another
 * mailbox (`a<victim@x.com>`, lists with `,` or `;`, quoted or commented local parts), so one
 * mailbox is one row and a delivery goes exactly where the stored text says. Nor the characters
 * that mean something in a link (`?`, `&`, `%`, `#`): `buyer@example.com?bcc=x@evil.example` in a
 * `mailto:` would add a hidden copy and a body (links encode addresses too, as a second guard).
 */

/**
 * Characters refused anywhere in an address: spaces, controls, the address-syntax delimiters, and
 * the ones a URL reads (query, parameters, escapes, fragment).
 */
const PART = String.raw`[^\s\p{Cc}@<>,;:"()[\]\\?&%#]+`;
const LABEL = String.raw`[^\s\p{Cc}@<>,;:"()[\]\\?&%#.]+`;

/** {local}@{domain}.{tld}: one @, non-empty dot-separated domain labels, no delimiters. */
export const EMAIL_PATTERN = new RegExp(`^${PART}@${LABEL}(?:\\.${LABEL})+$`, 'u');

/** Whether the trimmed text is one bare address. */
export function isBareEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/**
 * The stored form: trimmed, the domain lowercased (domains are case-insensitive; the local part is
 * kept as typed because its owner may care). Lists compare addresses with lower() on top of this.
 */
export function normalizeEmail(text: string): string {
  const trimmed = text.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  return `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/**
 * A `mailto:` link to one address, every character a URL reads encoded: even an address stored
 * before the rule above refused `?` and `&` cannot add recipients, a subject or a body.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, '@')}`;
}
