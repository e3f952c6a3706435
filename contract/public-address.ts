/**
 * Whether a site address (PUBLIC_URL) can only be opened on the machine or network it runs in:
 * localhost, a loopback or private IP, a bare host name, a .local or .internal name. A link or
 * QR code printed with it opens nothing for anyone else. Plain code: the dashboard says so too.
 */
export function isLocalAddress(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return true;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '::' || host.startsWith('fe80:') || /^f[cd][0-9a-f]{2}:/.test(host))
    return true;
  const ip = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (ip) {
    const [a, b] = [Number(ip[1]), Number(ip[2])];
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 192 && b === 168) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 169 && b === 254)
    );
  }
  return !host.includes('.') || /\.(local|internal|lan|home\.arpa)$/.test(host);
}
