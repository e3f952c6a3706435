import { CERTIFICATE_MESSAGES, type CertificateView, canonicalCode } from '../../../contract/certificates';
import type { SignInLimits } from '../../core/auth/sign-in-limits';
import type { Clock } from '../../core/clock';
import { clientNetwork } from '../../core/http/client-network';
import type { CertificateService } from './certificate-service';
import { toCertificateView } from './certificate-service';

export type VerifyAnswer =
  | { status: 200; certificate: CertificateView }
  | { status: 404 | 429; message: string; retryAfterSeconds?: number };

/**
 * One public check of a code, by the JSON route and the page alike. Only wrong codes are
 * counted, per client network (an IPv4 address, an IPv6 /64), in the database so every instance
 * counts the same: ten are free, then each waits twice as long as the last, up to 15 minutes.
 * A real code always answers, counted or not: a fair's crowd behind one address verifies the
 * piece in front of it even while someone on the same network guesses. That tells a guesser
 * nothing worth the trouble: a code is 100 random bits, and a refused guess is never looked up
 * again as a miss (decision 32).
 */
export function createVerifyLookup(certificates: CertificateService, limits: SignInLimits, clock: Clock) {
  return async function verify(typed: string, ip: string): Promise<VerifyAnswer> {
    const code = canonicalCode(typed);
    const record = code ? await certificates.find(code) : null;
    if (record)
      return {
        status: 200,
        certificate: toCertificateView(record, clock.now(), await certificates.ownersUpTo(record)),
      };
    const counted = await limits.begin([{ kind: 'verify', id: clientNetwork(ip) }]);
    if (counted.refused) {
      const minutes = Math.max(1, Math.ceil(counted.retryAfterSeconds / 60));
      return {
        status: 429,
        message: CERTIFICATE_MESSAGES.tooManyGuesses(minutes),
        retryAfterSeconds: counted.retryAfterSeconds,
      };
    }
    return {
      status: 404,
      message: code ? CERTIFICATE_MESSAGES.unknownCode : CERTIFICATE_MESSAGES.malformedCode,
    };
  };
}

export type VerifyLookup = ReturnType<typeof createVerifyLookup>;
