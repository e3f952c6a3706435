import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The JavaScript the page requested: gzip -9 of the built files, and bytes actually sent. */
  jsGzipBytes: number;
  jsTransferBytes: number;
  /** Why Lighthouse could not measure the page, when it could not (its figures are then NaN). */
  error?: string;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Gzipped size of the built file each script request was served from. */
async function gzippedSize(clientDir: string, url: string): Promise<number> {
  const file = path.join(clientDir, new URL(url).pathname);
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/** One Lighthouse run with its default (mobile) settings, in the Chrome listening on `port`. */
export async function auditPage(url: string, port: number, clientDir: string): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const gzipped = await Promise.all(scripts.map((request) => gzippedSize(clientDir, request.url)));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsGzipBytes: gzipped.reduce((sum, size) => sum + size, 0),
    jsTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    error: runtimeError?.message ?? audits['largest-contentful-paint']?.errorMessage,
  };
}
