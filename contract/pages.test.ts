import { describe, expect, it } from 'vitest';
import { matchPage, PAGES, type PageId, pageReads } from './pages';

const keysOf = (pathname: string) => pageReads(matchPage(pathname)).map((read) => read.key.join('/'));

describe('the page table', () => {
  it('matches each page at its paths, trailing slashes aside, with its decoded params', () => {
    expect(matchPage('/')).toEqual({ id: 'home', params: {} });
    expect(matchPage('/collection/')).toEqual({ id: 'collection', params: {} });
    expect(matchPage('/sculptures/hero-kid')).toEqual({ id: 'sculpture', params: { slug: 'hero-kid' } });
    expect(matchPage('/collection/hero-kid//')).toEqual({ id: 'sculpture', params: { slug: 'hero-kid' } });
    expect(matchPage('/journal/a%20b')).toEqual({ id: 'journalPost', params: { slug: 'a b' } });
    expect(matchPage('/waitlist/leave').id).toBe('waitlistLeave');
  });

  it('shows Home at any other path, segments compared exactly', () => {
    for (const path of [
      '/no-such-page',
      '/About',
      '/sculptures',
      '/sculptures/a/b',
      '//about',
      '/abo%75t',
      '',
    ])
      expect(matchPage(path).id, path).toBe('home');
  });

  it('gives every path under /admin to the admin, which renders in the browser', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/anything/else'])
      expect(matchPage(path).id, path).toBe('admin');
    expect(PAGES.admin.browserOnly).toBe(true);
    expect(matchPage('/administrator').id).toBe('home');
  });

  it('refuses a malformed percent-encoding in a param, which names nothing', () => {
    expect(() => matchPage('/sculptures/%E0%A4%A')).toThrow(URIError);
  });

  it("lists the layout's read first, then the page's, keyed as the client reads them", () => {
    expect(keysOf('/about')).toEqual(['/api/popup-settings', '/api/about']);
    expect(keysOf('/journal/first-post')).toEqual(['/api/popup-settings', '/api/journal/first-post']);
    expect(keysOf('/sculptures/x')).toEqual(['/api/popup-settings', '/api/sculptures', 'rendered-at']);
    expect(keysOf('/privacy')).toEqual(['/api/popup-settings', '/api/site-settings/privacy_content']);
    const home = keysOf('/');
    expect(home).toHaveLength(1 + 15 + 2);
    expect(home).toContain('/api/site-settings/homepage-hero-focal-point');
    expect(home).toContain('/api/site-settings/homepage-hero-title');
    expect(home).not.toContain('/api/site-settings/terms_content');
    for (const id of ['newsletter', 'confirm', 'admin'] satisfies PageId[])
      expect(keysOf(PAGES[id].paths[0])).toEqual(['/api/popup-settings']);
  });
});
