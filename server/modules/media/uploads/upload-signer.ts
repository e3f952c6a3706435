import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '../../../../contract/api-paths';
import { formatPurpose, parsePurpose, type UploadPurpose } from './upload-purpose';

/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
/** Where an upload URL points: the PUT route of server/modules/media/upload-routes.ts, under the API. */
export const UPLOAD_PATH_PREFIX = `${API_PREFIX}/uploads/`;
/** 128 random bits, hex: the id in the URL path. */
const UPLOAD_ID_PATTERN = /^[a-f0-9]{32}$/;

export interface UploadUrlQuery {
  purpose?: string;
  exp?: string;
  sig?: string;
}

export type UploadVerdict =
  | { ok: true; purpose: UploadPurpose }
  | { ok: false; reason: 'invalid' | 'expired' };

export function isUploadId(id: string): boolean {
  return UPLOAD_ID_PATTERN.test(id);
}

/**
 * The upload id of an upload URL as the client registers it (the URL without its query;
 * relative or absolute), or null when it is not one of ours.
 */
export function uploadIdOf(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://upload.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOAD_PATH_PREFIX)) return null;
  const id = pathname.slice(UPLOAD_PATH_PREFIX.length);
  return isUploadId(id) ? id : null;
}

/**
 * Issues and checks same-origin upload URLs: `PUT /api/uploads/<id>?purpose=…&exp=…&sig=…`,
 * where sig is HMAC-SHA256 over the method, path, purpose and expiry. The signature is the
 * upload's only credential, so the PUT route needs no session.
 */
export function createUploadSigner(secret: () => Promise<Buffer>) {
  async function signature(id: string, purpose: string, exp: string): Promise<Buffer> {
    return createHmac('sha256', await secret())
      .update(`PUT\n${UPLOAD_PATH_PREFIX}${id}\n${purpose}\n${exp}`)
      .digest();
  }

  return {
    async issue(purpose: UploadPurpose, now = Date.now()): Promise<{ id: string; url: string }> {
      const id = randomBytes(16).toString('hex');
      const text = formatPurpose(purpose);
      const exp = String(Math.floor((now + UPLOAD_URL_TTL_MS) / 1000));
      const sig = (await signature(id, text, exp)).toString('hex');
      const query = new URLSearchParams({ purpose: text, exp, sig });
      return { id, url: `${UPLOAD_PATH_PREFIX}${id}?${query}` };
    },

    async verify(id: string, query: UploadUrlQuery, now = Date.now()): Promise<UploadVerdict> {
      const { purpose, exp, sig } = query;
      if (
        !isUploadId(id) ||
        !purpose ||
        !exp ||
        !/^\d{1,12}$/.test(exp) ||
        !sig ||
        !/^[a-f0-9]{64}$/.test(sig)
      )
        return { ok: false, reason: 'invalid' };
      const expected = await signature(id, purpose, exp);
      if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { ok: false, reason: 'invalid' };
      // Checked after the signature, so "expired" is only ever said about a URL we issued.
      if (Number(exp) * 1000 <= now) return { ok: false, reason: 'expired' };
      const parsed = parsePurpose(purpose);
      return parsed ? { ok: true, purpose: parsed } : { ok: false, reason: 'invalid' };
    },
  };
}

export type UploadSigner = ReturnType<typeof createUploadSigner>;
