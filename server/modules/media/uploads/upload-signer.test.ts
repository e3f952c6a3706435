import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUploadSigner, UPLOAD_URL_TTL_MS, uploadIdOf } from './upload-signer';

const secret = randomBytes(32);
const signer = createUploadSigner(async () => secret);
const thumbnail = { kind: 'sculpture', sculptureId: 7, imageType: 'thumbnail' } as const;

function split(url: string) {
  const parsed = new URL(url, 'http://localhost');
  const id = parsed.pathname.split('/').at(-1)!;
  return { id, query: Object.fromEntries(parsed.searchParams) };
}

describe('upload URLs', () => {
  it('are same-origin paths whose signature verifies for their purpose', async () => {
    const { url } = await signer.issue(thumbnail);
    expect(url).toMatch(
      /^\/api\/uploads\/[a-f0-9]{32}\?purpose=sculpture%3A7%3Athumbnail&exp=\d+&sig=[a-f0-9]{64}$/,
    );
    const { id, query } = split(url);
    expect(await signer.verify(id, query)).toEqual({ ok: true, purpose: thumbnail });
  });

  it('carry a fresh random id each time', async () => {
    const ids = new Set(
      await Promise.all([1, 2, 3].map(async () => split((await signer.issue(thumbnail)).url).id)),
    );
    expect(ids.size).toBe(3);
  });

  it('expire after 15 minutes', async () => {
    const issuedAt = Date.now();
    const { id, query } = split((await signer.issue(thumbnail, issuedAt)).url);
    expect((await signer.verify(id, query, issuedAt + UPLOAD_URL_TTL_MS - 1000)).ok).toBe(true);
    expect(await signer.verify(id, query, issuedAt + UPLOAD_URL_TTL_MS + 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a changed purpose, expiry or id, a forged signature and another secret', async () => {
    const { id, query } = split((await signer.issue(thumbnail)).url);
    const invalid = { ok: false, reason: 'invalid' };
    expect(await signer.verify(id, { ...query, purpose: 'sculpture:8:thumbnail' })).toEqual(invalid);
    expect(await signer.verify(id, { ...query, purpose: 'sculpture:7:gallery' })).toEqual(invalid);
    expect(await signer.verify(id, { ...query, exp: String(Number(query.exp) + 3600) })).toEqual(invalid);
    expect(await signer.verify('f'.repeat(32), query)).toEqual(invalid);
    expect(await signer.verify(id, { ...query, sig: 'a'.repeat(64) })).toEqual(invalid);
    expect(await signer.verify(id, { ...query, sig: undefined })).toEqual(invalid);
    const other = createUploadSigner(async () => randomBytes(32));
    expect(await other.verify(id, query)).toEqual(invalid);
  });
});

describe('uploadIdOf', () => {
  it('reads the id from the URL the client registers, relative or absolute, with or without query', () => {
    const id = 'ab'.repeat(16);
    expect(uploadIdOf(`/api/uploads/${id}`)).toBe(id);
    expect(uploadIdOf(`https://shop.example/api/uploads/${id}`)).toBe(id);
    expect(uploadIdOf(`/api/uploads/${id}?purpose=x&sig=y`)).toBe(id);
  });

  it('answers null for anything else', () => {
    expect(uploadIdOf('/media/sculptures/1/x.jpg')).toBeNull();
    expect(uploadIdOf('/api/uploads/../../etc/passwd')).toBeNull();
    expect(uploadIdOf('/api/uploads/short')).toBeNull();
    expect(uploadIdOf('http://[bad')).toBeNull();
  });
});
