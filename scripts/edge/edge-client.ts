import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface EdgeAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still encoded). */
  raw: Buffer;
  /** The body decoded, as text. */
  text: string;
}

export interface EdgeRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: http.Agent;
  timeoutMs?: number;
}

/**
 * One request as a visitor's client sends it, any header included (Host too, which fetch will not
 * let a caller set), the body decoded whatever the encoding the answer came in.
 */
export function request(base: string, path: string, options: EdgeRequest = {}): Promise<EdgeAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const decoded =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            raw,
            text: decoded.toString('utf8'),
          });
        });
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`${path}: no answer within the timeout`)));
    sent.on('error', reject);
    sent.end(options.body);
  });
}
