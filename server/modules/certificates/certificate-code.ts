import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../../../contract/certificates';

/**
 * A new certificate code: 20 characters drawn uniformly from 32 by the system's CSPRNG, 100 bits,
 * so a code can be neither guessed nor counted from another (no sequence, no date, no piece in it).
 */
export function newCertificateCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
