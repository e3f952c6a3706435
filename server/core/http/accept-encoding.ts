/**
 * The content coding to send for an `Accept-Encoding` header, among those offered (in the
 * server's order of preference): the one the client weighs highest (RFC 9110, the quality values of Accept-Encoding), the
 * server's order breaking ties. `q=0` refuses a coding, `*` weighs every coding not named, and
 * a coding with a malformed weight is taken as refused. No header, or nothing acceptable:
 * the bytes as they are.
 */
export function negotiateEncoding<Coding extends string>(
  header: string | undefined,
  offered: readonly Coding[],
): Coding | 'identity' {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim() === 'x-gzip' ? 'gzip' : rawName.trim();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((s) => s.trim());
      if (key !== 'q') continue;
      weight = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    weights.set(name, weight);
  }
  const others = weights.get('*') ?? 0;
  let chosen: Coding | 'identity' = 'identity';
  let best = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? others;
    if (weight > best) {
      chosen = coding;
      best = weight;
    }
  }
  return chosen;
}
