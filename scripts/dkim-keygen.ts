import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateDkimKey, zoneFileStrings } from '../server/core/mail/dkim';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** A selector dated by month, so a rotated key gets a new name and the old record can stay a while. */
function defaultSelector(now: Date): string {
  return `vitrine${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * `npm run admin -- dkim-keygen <domain> [selector]`: writes a new private key beside the current
 * folder (readable by its owner only, never over an existing file) and prints the DNS record and
 * the variables that use it.
 */
export async function dkimKeygen(domain: string | undefined, selectorArg: string | undefined): Promise<void> {
  if (!domain || !DOMAIN.test(domain))
    throw new Error('Usage: npm run admin -- dkim-keygen <domain> [selector]');
  const selector = selectorArg ?? defaultSelector(new Date());
  if (!LABEL.test(selector)) throw new Error(`"${selector}" is not a DNS label (letters, digits, hyphens).`);
  const { privateKey, txt } = generateDkimKey();
  // npm runs scripts in the project folder; INIT_CWD is where the operator typed the command.
  const file = path.resolve(process.env.INIT_CWD ?? '.', `dkim-${selector}.${domain}.pem`);
  try {
    await writeFile(file, privateKey, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new Error(`${file} exists; choose another selector or move it away.`);
    throw error;
  }
  const name = `${selector}._domainkey.${domain.toLowerCase()}`;
  console.log(`Private key written to ${file} (keep it secret; it signs as ${domain}).

Publish this DNS record (type TXT):
  name:  ${name}
  value: ${txt}

In a zone file:
  ${name}. 3600 IN TXT ${zoneFileStrings(txt)}

Then set, on every instance:
  DKIM_DOMAIN=${domain.toLowerCase()}
  DKIM_SELECTOR=${selector}
  DKIM_PRIVATE_KEY_FILE=${file}

Check the record once published: dig +short TXT ${name}`);
}
