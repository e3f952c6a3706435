import { describe, expect, it } from 'vitest';
import { type ModuleGraph, modulesSharedWithApp, PAGES_FOR_SHARED, sharedChunk } from './shared-chunk';

const HELPER = '\0vite/preload-helper.js';

/** A graph from each module's static imports and its dynamic ones (after a `|`). */
function graph(modules: Record<string, string>, entries = ['index.html']): ModuleGraph {
  const edges = (id: string, side: 0 | 1) =>
    (modules[id] ?? '')
      .split('|')
      [side]?.split(' ')
      .filter((name) => name !== '') ?? [];
  return { entries, importedIds: (id) => edges(id, 0), dynamicallyImportedIds: (id) => edges(id, 1) };
}

/*
 * The site's shape in small: the HTML loads main, which loads the app with import(); the app's
 * route table loads each page, the admin's included, with import(). Any module with a dynamic
 * import imports the preload helper, as Vite builds it.
 */
const SITE = {
  'index.html': 'main',
  main: `styles.css ${HELPER} | start`,
  start: 'routes layout',
  routes: `${HELPER} button | home contact admin`,
  layout: 'button card data-cache icons/index \0virtual-lib',
  button: 'cn',
  cn: 'clsx',
  card: `waitlist-button`,
  'waitlist-button': `${HELPER} | waitlist-dialog`,
  home: 'button card hero-copy \0virtual-lib',
  contact: 'button form-field cn',
  admin: 'button data-cache icons/admin form-field',
  'waitlist-dialog': 'form-field',
};

/** The public pages of SITE (the admin's is not one). */
const isPublicPage = (id: string) => ['home', 'contact', 'about', 'journal'].includes(id);

describe('modulesSharedWithApp', () => {
  const shared = modulesSharedWithApp(graph(SITE), isPublicPage);

  it('takes the modules of the app that a lazily loaded module uses too, and their dependencies', () => {
    expect([...shared].sort()).toEqual(['button', 'clsx', 'cn', 'data-cache']);
  });

  it("counts the admin's use of an app module as any lazy page's: the app loads it anyway", () => {
    expect(shared).toContain('data-cache');
  });

  it('leaves out what only the app uses, and what only lazy pages or the admin use', () => {
    for (const id of ['layout', 'icons/index', 'routes', 'start']) expect(shared).not.toContain(id);
    for (const id of ['hero-copy', 'form-field', 'icons/admin', 'waitlist-dialog']) {
      expect(shared).not.toContain(id);
    }
  });

  it("leaves out the HTML entry's modules and every module that imports one, such as a module with a dynamic import", () => {
    for (const id of [HELPER, 'styles.css', 'main', 'index.html']) expect(shared).not.toContain(id);
    // Each imports the preload helper, directly or through another module.
    for (const id of ['waitlist-button', 'card', 'routes']) expect(shared).not.toContain(id);
  });

  it('leaves out virtual modules', () => {
    expect(shared).not.toContain('\0virtual-lib');
  });

  it('follows import cycles', () => {
    const cyclic = graph({ ...SITE, cn: 'clsx cn-rules', 'cn-rules': 'cn' });
    expect(modulesSharedWithApp(cyclic, isPublicPage)).toContain('cn-rules');
  });

  it(`takes what ${PAGES_FOR_SHARED} public pages use, though the app does not, and never for the admin's use`, () => {
    expect(PAGES_FOR_SHARED).toBe(3);
    const site = graph({
      ...SITE,
      routes: `${HELPER} button | home contact about journal admin`,
      home: 'button card hero-copy page-header',
      contact: 'button form-field page-header',
      about: 'page-header prose',
      journal: 'prose',
      admin: 'button data-cache icons/admin form-field prose',
      'page-header': 'heading',
    });
    const withPages = modulesSharedWithApp(site, isPublicPage);
    // Three public pages use the header (and its heading): it ships with the app.
    expect(withPages).toContain('page-header');
    expect(withPages).toContain('heading');
    // Two public pages and the admin use the prose: the admin does not count.
    expect(withPages).not.toContain('prose');
    expect(withPages).not.toContain('form-field');
  });

  it('wants the HTML entry to load exactly one app', () => {
    expect(() =>
      modulesSharedWithApp(graph({ ...SITE, main: `${HELPER} | start polyfills` }), isPublicPage),
    ).toThrow(/one app with import\(\), found 2/);
    expect(() => modulesSharedWithApp(graph({ ...SITE, main: 'styles.css' }), isPublicPage)).toThrow(
      /found 0/,
    );
  });
});

describe('sharedChunk', () => {
  it('refuses to answer before the module graph was read', () => {
    expect(() => sharedChunk(isPublicPage).includes('button')).toThrow(/before the module graph was read/);
  });
});
