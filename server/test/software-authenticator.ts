import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A passkey authenticator in software, for tests: what a phone or a laptop's secure chip does
 * when a page calls navigator.credentials, built by hand from the WebAuthn spec (an EC P-256 key,
 * the 'none' attestation, authenticator data with user presence and verification, ES256
 * signatures over the data and the client data's hash), so the server's checks run on real
 * answers. Its counter grows with every use, as a hardware key's does.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Flags of the authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export function createSoftwareAuthenticator(origin: string, { userVerified = true } = {}) {
  const credentials: Credential[] = [];
  const flagsFor = (extra: number) => UP | (userVerified ? UV : 0) | extra;

  function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentials,
    /** navigator.credentials.create: a new passkey, answered as RegistrationResponseJSON. */
    register(options: CreationOptions) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const id = randomBytes(32);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, id, Buffer.from(cose)]);
      const credential = { id, privateKey, userHandle: options.user.id, counter: 1 };
      credentials.push(credential);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData(rpId, flagsFor(AT), credential.counter, attested)],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
          // What browsers add beside the attestation: the key's algorithm (ES256).
          publicKeyAlgorithm: -7,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /**
     * navigator.credentials.get: the newest passkey the options allow (any, for a sign-in without
     * a username) signs the challenge; AuthenticationResponseJSON.
     */
    authenticate(options: RequestOptions, credential?: Credential) {
      const allowed = options.allowCredentials?.map((c) => c.id);
      const chosen =
        credential ??
        credentials.findLast((c) => !allowed || allowed.length === 0 || allowed.includes(b64url(c.id)));
      if (!chosen) throw new Error('no passkey for these options');
      chosen.counter += 1;
      const data = authData(options.rpId ?? new URL(origin).hostname, flagsFor(0), chosen.counter);
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), chosen.privateKey);
      return {
        id: b64url(chosen.id),
        rawId: b64url(chosen.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: chosen.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
