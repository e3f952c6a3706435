import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageHandle } from '@/components/layout/page-handle';
import { routes } from './routes';

const flatten = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...flatten(route.children ?? [])]);

describe('route table', () => {
  it("names each lazy page's real source file, so the server can preload its chunk", () => {
    const chunks = flatten(routes).flatMap((route) => (route.handle as PageHandle | undefined)?.chunk ?? []);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(existsSync(path.join('client', chunk)), chunk).toBe(true);
  });
});
