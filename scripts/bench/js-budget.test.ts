import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureJsBudget, PUBLIC_JS_BUDGET_BYTES, publicPagesOverBudget } from './js-budget';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A client build without a manifest: index.html, a small entry, the app with its route table. */
async function fakeBuild(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'js-budget-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<script type="module" src="/assets/index-aaaaaaaa.js"></script>',
  );
  await writeFile(path.join(dir, 'assets/index-aaaaaaaa.js'), 'import("./start-bbbbbbbb.js");');
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, 'assets', name), code);
  return dir;
}

// The shapes the minifier gives routes.tsx: a page in the entry, pages spread from a call in
// place or from a variable, and a lazy page as the Component itself.
const ROUTE_TABLE = [
  'var S={home:`/`,collection:`/collection`,sculpture:`/sculptures/:slug`,about:`/about`,admin:`/admin`};',
  'on=Q(`sculpture-detail`,()=>j(()=>import(`./sculpture-detail-cccccccc.js`).then(e=>e.Page),[])),',
  'sn=[{Component:Ft,children:[{Component:At,children:[{index:!0,Component:an},',
  '{path:S.collection,handle:$,Component:qt},{path:S.sculpture,...on},',
  '{path:S.about,...Q(`about`,()=>j(()=>import(`./about-dddddddd.js`).then(e=>e.AboutPage)),$)},',
  '{path:`*`,Component:an}]},',
  '{path:S.admin,Component:Z(()=>j(()=>import(`./dashboard-eeeeeeee.js`).then(e=>e.Page)))}]}];',
  'var R={path:l,...f};var bt=()=>import(`./popup-host-ffffffff.js`);',
].join('');

describe('measureJsBudget', () => {
  it('names the route of every lazy page, however the route table declares it', async () => {
    const budget = await measureJsBudget(
      await fakeBuild({
        'start-bbbbbbbb.js': ROUTE_TABLE,
        'sculpture-detail-cccccccc.js': 'export const Page=1;',
        'about-dddddddd.js': 'export const AboutPage=1;',
        'dashboard-eeeeeeee.js': 'export const Page=1;',
        'popup-host-ffffffff.js': 'export const Popup=1;',
      }),
    );
    expect(budget.entryRoutes).toEqual(['/', '/collection', '*']);
    expect(budget.routes.map((route) => route.label)).toEqual(['/about', '/admin', '/sculptures/:slug']);
    // Not a route: a component the entry loads on demand.
    expect(budget.components.map((component) => component.label)).toEqual(['popup-host']);
  });

  it('names a lazy index route "/", with the chunk it shares with the fallback route', async () => {
    const budget = await measureJsBudget(
      await fakeBuild({
        'start-bbbbbbbb.js': ROUTE_TABLE.replace('{index:!0,Component:an}', '{index:!0,...hm}')
          .replace('{path:`*`,Component:an}', '{path:`*`,...hm}')
          .replace('on=Q(', 'hm=Q(`home`,()=>j(()=>import(`./home-gggggggg.js`).then(e=>e.HomePage))),on=Q('),
        'home-gggggggg.js': 'export const HomePage=1;',
        'sculpture-detail-cccccccc.js': 'export const Page=1;',
        'about-dddddddd.js': 'export const AboutPage=1;',
        'dashboard-eeeeeeee.js': 'export const Page=1;',
        'popup-host-ffffffff.js': 'export const Popup=1;',
      }),
    );
    expect(budget.entryRoutes).toEqual(['/collection']);
    expect(budget.routes.map((route) => route.label)).toEqual([
      '/, *',
      '/about',
      '/admin',
      '/sculptures/:slug',
    ]);
  });

  it('reports the public pages over the budget, never the admin', async () => {
    const heavy = `export const AboutPage="${'x'.repeat(20)}";`;
    const budget = await measureJsBudget(
      await fakeBuild({
        'start-bbbbbbbb.js': ROUTE_TABLE,
        'sculpture-detail-cccccccc.js': 'export const Page=1;',
        'about-dddddddd.js': heavy,
        'dashboard-eeeeeeee.js': heavy,
        'popup-host-ffffffff.js': 'export const Popup=1;',
      }),
    );
    const about = budget.routes.find((route) => route.label === '/about')!;
    expect(publicPagesOverBudget(budget, about.totalGzipBytes - 1).map((page) => page.label)).toEqual([
      '/about',
    ]);
    expect(publicPagesOverBudget(budget)).toEqual([]);
    expect(PUBLIC_JS_BUDGET_BYTES).toBe(110_000);
  });
});
