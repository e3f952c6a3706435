import sharp from 'sharp';
import type { TestApp } from './test-app';

/** The first bytes of each accepted format: enough for the server's signature check. */
export const SIGNATURES = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  webp: Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'),
  mp4: Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'latin1'),
  mov: Buffer.from('\0\0\0\x14ftypqt  \0\0\x02\0qt  ', 'latin1'),
  webm: Buffer.from([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0x82,
    0x84,
    ...Buffer.from('webm'),
  ]),
  avi: Buffer.from('RIFF\0\0\0\0AVI LIST', 'latin1'),
} as const;

/** A file of exactly `size` bytes that starts with `head` (a limit test needs no real picture). */
export function padTo(head: Buffer, size: number): Buffer {
  const file = Buffer.alloc(size);
  head.copy(file);
  return file;
}

/** A real JPEG with some structure, so variants and blur previews have something to show. */
export async function makeJpeg(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#ffd900"/><stop offset="1" stop-color="#222"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#ccc"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A photo-like JPEG of about `bytes` (noise compresses poorly), for the registration-time test. */
export async function makeHeavyJpeg(bytes: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < raw.length; index++)
    raw[index] = ((index / 3) % width) / 32 + Math.random() * 110;
  let quality = 80;
  for (;;) {
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= bytes || quality <= 40) return jpeg;
    quality -= 5;
  }
}

export type Headers = Record<string, string>;

/** The media calls a test drives, with an admin session. */
export function mediaClient(t: TestApp, auth: Headers) {
  return {
    async uploadUrl(sculptureId: number, imageType: string): Promise<string> {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/sculptures/${sculptureId}/upload-url`,
        headers: auth,
        payload: { imageType },
      });
      if (response.statusCode !== 200) throw new Error(`upload-url: ${response.statusCode} ${response.body}`);
      return response.json<{ uploadURL: string }>().uploadURL;
    },

    async objectUploadUrl(key?: string): Promise<string> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/objects/upload',
        headers: auth,
        ...(key ? { payload: { key } } : {}),
      });
      if (response.statusCode !== 200)
        throw new Error(`objects/upload: ${response.statusCode} ${response.body}`);
      return response.json<{ uploadURL: string }>().uploadURL;
    },

    /** The PUT of the raw file: no session, as a browser sends it. */
    put(uploadURL: string, body: Buffer, contentType = 'application/octet-stream') {
      return t.app.inject({
        method: 'PUT',
        url: uploadURL,
        headers: { 'content-type': contentType },
        payload: body,
      });
    },

    register(sculptureId: number, uploadURL: string, imageType: string) {
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/sculptures/${sculptureId}/images`,
        headers: auth,
        payload: { imageUrl: uploadURL.split('?')[0], imageType },
      });
    },

    /** upload-url, PUT and register in one go; answers the registration response. */
    async upload(sculptureId: number, imageType: string, body: Buffer) {
      const url = await this.uploadUrl(sculptureId, imageType);
      const put = await this.put(url, body);
      if (put.statusCode !== 200) throw new Error(`PUT: ${put.statusCode} ${put.body}`);
      return this.register(sculptureId, url, imageType);
    },

    deleteImage(sculptureId: number, imagePath: string, imageType: string) {
      return t.app.inject({
        method: 'DELETE',
        url: `/api/admin/sculptures/${sculptureId}/images`,
        headers: auth,
        payload: { imagePath, imageType },
      });
    },

    saveSetting(key: string, value: string | null) {
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/site-settings',
        headers: auth,
        payload: { key, value },
      });
    },

    async createSculpture(slug: string): Promise<number> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/sculptures',
        headers: auth,
        payload: {
          slug,
          title: slug,
          tagline: 'A test piece.',
          intro: 'Made by a test.',
          medium: 'Cast metal with chrome finish',
          sizes: ['12 inch'],
          edition: 'Limited Edition of 50',
          finish: 'Mirror chrome',
          certificate: 'Signed and numbered certificate of authenticity',
          seoTitle: slug,
          seoDescription: slug,
        },
      });
      if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
      return response.json<{ id: number }>().id;
    },
  };
}
