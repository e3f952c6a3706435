import { PGlite } from '@electric-sql/pglite';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/core/db/index';
import { migrateDatabase } from '../../server/core/db/migrate';
import { createLocalStorage } from '../../server/core/storage/local-storage';

export interface RouteEntry {
  method: string;
  url: string;
  /** The body's top-level field names, when the route declares an object body. */
  fields: string[];
  /** Marked public; every other route must refuse a request without a valid session. */
  public: boolean;
}

function bodyFields(route: RouteOptions): string[] {
  const body = (route.schema as { body?: { shape?: Record<string, unknown> } } | undefined)?.body;
  return body?.shape ? Object.keys(body.shape) : [];
}

/**
 * Every route the app registers, read from Fastify as it builds (on a throwaway database). The
 * built client's files each have a static route; one of them stands for all.
 */
export async function readRouteTable(mediaDir: string, clientDir: string): Promise<RouteEntry[]> {
  const added: RouteOptions[] = [];
  const database = await openDatabase({ pglite: await PGlite.create() });
  await migrateDatabase(database);
  const app = await buildApp({
    database,
    storage: createLocalStorage(mediaDir),
    config: { ffprobe: null, clientDir, renderRoot: null, onRoute: (route) => added.push(route) },
  });
  await app.ready();
  await app.close();
  await database.close();
  // Read once the app is ready: a child scope's own hook may mark a route public after ours ran.
  const routes = added.flatMap((route) =>
    [route.method].flat().map((method) => ({
      method,
      url: route.url,
      fields: bodyFields(route),
      public: route.config?.public === true,
    })),
  );
  const oneAsset = routes.find((route) => route.url.startsWith('/assets/'));
  return routes.filter(
    (route) => route.method !== 'HEAD' && (!route.url.startsWith('/assets/') || route === oneAsset),
  );
}
