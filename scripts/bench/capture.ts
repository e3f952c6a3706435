import http from 'node:http';

export interface CapturedAnswer {
  path: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * The exact bytes `origin` answers for `GET path`, asked as wrk asks: no Accept-Encoding, so
 * nothing is compressed and nothing is decoded on the way.
 */
export function capture(origin: string, path: string): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, origin), { agent: false, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          path,
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${path}: no answer within 30 s`)));
    request.on('error', reject);
  });
}

/** Like capture, but only a 200 will do. */
export async function captureOk(origin: string, path: string): Promise<CapturedAnswer> {
  const answer = await capture(origin, path);
  if (answer.status !== 200) throw new Error(`GET ${origin}${path} answered ${answer.status}, not 200`);
  return answer;
}
