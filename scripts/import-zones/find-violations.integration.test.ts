import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findViolations, RULES } from './find-violations';
import { readClientSources } from './read-client';

const check = (files: Record<string, string>) => findViolations(new Map(Object.entries(files)));
const rulesOf = (files: Record<string, string>) => check(files).map((violation) => violation.rule);

describe('the import zones', () => {
  it('keep admin code out of public code, whichever way the import is written', () => {
    expect(rulesOf({ 'features/home/hero.tsx': "import { x } from '@/features/admin-media/api';" })).toEqual([
      RULES.publicToAdmin,
    ]);
    expect(rulesOf({ 'features/home/hero.tsx': "import { x } from '../admin-collection/api';" })).toEqual([
      RULES.publicToAdmin,
    ]);
    expect(
      rulesOf({ 'lib/data.ts': "import type { X } from '@/features/newsletter-editor/email-doc';" }),
    ).toEqual([RULES.publicToAdmin]);
    expect(
      rulesOf({ 'app/pages/public/about.tsx': "import { L } from '@/components/admin/list-states';" }),
    ).toEqual([RULES.publicToAdmin]);
    expect(
      rulesOf({
        'features/popup/popup.tsx': "const Editor = lazy(() => import('@/features/admin-auth/api'));",
      }),
    ).toEqual([RULES.publicToAdmin]);
  });

  it('let the app load admin code lazily, and only lazily', () => {
    expect(rulesOf({ 'app/page-tree.tsx': "lazyPage(() => import('./pages/admin/dashboard'))" })).toEqual([]);
    expect(
      rulesOf({ 'app/page-tree.tsx': "import { AdminDashboardPage } from './pages/admin/dashboard';" }),
    ).toEqual([RULES.publicToAdmin]);
    expect(
      rulesOf({
        'app/pages/admin/tabs/about-tab.tsx':
          "import { AboutForm } from '@/features/admin-content/about/components/about-form';",
      }),
    ).toEqual([]);
  });

  it('keep features out of components and lib', () => {
    expect(
      rulesOf({
        'components/layout/footer.tsx':
          "import {\n  SubscribeForm,\n} from '@/features/newsletter/subscribe-form';",
      }),
    ).toEqual([RULES.componentsToFeature]);
    expect(
      rulesOf({
        'components/admin/card.tsx': "import { useLogout } from '@/features/admin-auth/use-logout';",
      }),
    ).toEqual([RULES.componentsToFeature]);
    expect(rulesOf({ 'lib/unsaved/x.ts': "import { y } from '@/features/journal/api';" })).toEqual([
      RULES.baseToFeature,
    ]);
    expect(rulesOf({ 'components/ui/card.tsx': "import { cn } from '@/lib/cn';" })).toEqual([]);
  });

  it('let features meet only through an api.ts or a named shared module', () => {
    expect(
      rulesOf({
        'features/admin-security/card.tsx':
          "import { x } from '@/features/admin-content/components/field-list';",
      }),
    ).toEqual([RULES.featureToFeature]);
    expect(
      rulesOf({
        'features/admin-media/components/card.tsx': "export { x } from '../../admin-collection/reorder';",
      }),
    ).toEqual([RULES.featureToFeature]);
    expect(
      rulesOf({
        'features/admin-media/api.ts':
          "import { adminSiteSettingQuery } from '@/features/admin-content/site-settings/api';",
        'features/admin-content/journal/api.ts': "import { journalListQuery } from '@/features/journal/api';",
        'features/home/components/list.tsx':
          "import { SculptureGrid } from '@/features/sculptures/components/sculpture-grid';",
        'features/admin-collection/components/card.tsx':
          "import { isLocked } from '../../sculptures/sculpture-rules';",
        'features/admin-content/journal/components/form.tsx':
          "import { CONTENT_COPY } from '../../content-copy';",
      }),
    ).toEqual([]);
  });

  it('name the file, the import and the rule', () => {
    expect(check({ 'components/ui/x.tsx': "import { y } from '@/features/home/y';" })).toEqual([
      { file: 'components/ui/x.tsx', specifier: '@/features/home/y', rule: RULES.componentsToFeature },
    ]);
  });

  it('hold for the client as it is', () => {
    expect(findViolations(readClientSources('client/src'))).toEqual([]);
  });
});

describe('npm run lint', () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'vitrine-zones-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('runs the zone check, which fails on a copy of the client with one import across a zone', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.lint).toContain('tsx scripts/check-import-zones.ts');

    cpSync('client/src', copy, { recursive: true });
    writeFileSync(
      path.join(copy, 'components/ui/offending.tsx'),
      "import { useLogout } from '@/features/admin-auth/use-logout';\nexport const logout = useLogout;\n",
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-import-zones.ts', copy], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("components/ui/offending.tsx: imports '@/features/admin-auth/use-logout'");
    expect(run.stderr).toContain(RULES.publicToAdmin);
  });
});
