import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** What DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY(_FILE) name: one signing key. */
export interface DkimKey {
  /** d=: the domain that vouches for the mail; aligned with From's domain for DMARC. */
  domain: string;
  /** s=: the DNS record `${selector}._domainkey.${domain}` holds the public key. */
  selector: string;
  /** PEM, RSA: nodemailer signs rsa-sha256, which every receiver verifies. */
  privateKey: string;
}

/**
 * The headers signed (h=). A receiver trusts only what is signed, so it covers what a reader sees
 * (From, Subject, Date, To, Reply-To), what identifies the message, the body's MIME structure, and
 * the list headers (List-Unsubscribe and List-Unsubscribe-Post must be signed for Gmail and Yahoo to
 * offer one-click unsubscribe, RFC 8058). A header named here but absent from a message is left out.
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
].join(':');

/** Receivers refuse keys under 1024 bits (RFC 8301); 2048 is what keygen makes. */
const MIN_KEY_BITS = 1024;

/**
 * A key as an operator pastes it in an environment variable: real line breaks, or the `\n` that
 * many .env files and container settings force on a multi-line value.
 */
export function readDkimPrivateKey(text: string): string {
  const pem = text.includes('\\n') && !text.includes('\n') ? text.replace(/\\n/g, '\n') : text;
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error('the DKIM private key is not a PEM private key');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error('the DKIM private key must be an RSA key');
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_KEY_BITS)
    throw new Error(`the DKIM private key has ${bits} bits; receivers need ${MIN_KEY_BITS} or more`);
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** nodemailer's `dkim` option for the key: relaxed/relaxed canonicalization, rsa-sha256. */
export function nodemailerDkim(key: DkimKey) {
  return {
    domainName: key.domain,
    keySelector: key.selector,
    privateKey: key.privateKey,
    headerFieldNames: DKIM_SIGNED_HEADERS,
  };
}

/** The public half as a DNS TXT value: `v=DKIM1; k=rsa; p=<base64 DER>`. */
export function dkimTxtValue(privateOrPublicPem: string): string {
  const der = createPublicKey(privateOrPublicPem).export({ type: 'spki', format: 'der' });
  return `v=DKIM1; k=rsa; p=${der.toString('base64')}`;
}

/** A new 2048-bit key pair: the private key in PEM, and the TXT value to publish. */
export function generateDkimKey(): { privateKey: string; txt: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { privateKey: pem, txt: dkimTxtValue(pem) };
}

/**
 * A TXT value is made of strings of at most 255 characters (RFC 1035); a 2048-bit key is longer,
 * so zone files list it as several quoted strings that the resolver joins.
 */
export function zoneFileStrings(txt: string): string {
  const parts: string[] = [];
  for (let at = 0; at < txt.length; at += 255) parts.push(`"${txt.slice(at, at + 255)}"`);
  return parts.join(' ');
}
