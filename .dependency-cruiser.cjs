/*
 * The server's import directions, checked by `npm run lint` (docs/architecture.md): feature modules
 * (server/modules/<feature>/) use core (server/core/) and the contract; core uses only itself and
 * the contract; the contract uses nothing of ours. A module is entered only through its index.ts.
 * No import cycles. The folders the features have not moved out of yet (routes, services,
 * repositories, plugins, background, db) are the "unsorted" layer: core must not lean on it.
 * What breaks a rule today is listed in .dependency-cruiser-known-violations.json, a baseline
 * that only shrinks: `npm run lint` fails on any violation not in it.
 */
const UNSORTED = '^server/(routes|services|repositories|plugins|background|db|demo|test|modules)/';

module.exports = {
  forbidden: [
    {
      name: 'contract-uses-nothing-of-ours',
      comment: 'contract/ is imported by the client and the server, so it imports neither.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(server|client|scripts)/' },
    },
    {
      name: 'core-uses-only-core-and-contract',
      comment:
        'core/ is what every feature shares: it may not reach up into a feature or the unsorted layers.',
      severity: 'error',
      from: { path: '^server/core/', pathNot: '\\.test\\.ts$' },
      to: { path: [UNSORTED, '^server/[^/]+\\.ts$'], pathNot: '^server/core/' },
    },
    {
      name: 'module-entered-by-its-index',
      comment:
        "A module's inner files are its own: others import only server/modules/<feature>/index.ts " +
        '(a test may reach into another module to set up what it checks).',
      severity: 'error',
      from: {
        path: '^server/modules/([^/]+)/',
        pathNot: ['\\.test\\.ts$', '^server/modules/[^/]+/schema\\.ts$'],
      },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-schema-takes-schema-slices',
      comment:
        "A module's schema slice may take another module's schema.ts, and nothing else of it: a foreign key " +
        "names the other table itself (reservations' edition number, a certificate's edition), and the " +
        'index cannot carry it, since the index registers routes that read server/db/schema.ts, which ' +
        're-exports every slice: a cycle.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/schema\\.ts$' },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/schema\\.ts$'],
      },
    },
    {
      name: 'outside-enters-modules-by-index',
      comment:
        'Code outside the modules reaches a module only through its index.ts. Excepted: the schema ' +
        "files (a module's schema slice, for drizzle-kit's list and foreign keys), tests and the test helpers.",
      severity: 'error',
      from: {
        path: '^server/',
        pathNot: ['^server/modules/', '^server/test/', '\\.test\\.ts$', '^server/db/schema[a-z-]*\\.ts$'],
      },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: ['^server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'schema-list-takes-schema-slices',
      comment:
        'The schema files (server/db/schema.ts, the list, and the slices not yet in a module, for ' +
        "their foreign keys) take a module's schema.ts and nothing else of it.",
      severity: 'error',
      from: { path: '^server/db/schema[a-z-]*\\.ts$' },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/schema\\.ts$' },
    },
    {
      name: 'queries-below-services',
      comment:
        'Repositories are queries: they take a database and return rows, never calling up into services or routes.',
      severity: 'error',
      from: { path: '^server/repositories/' },
      to: { path: '^server/(services|routes|plugins|background)/' },
    },
    {
      name: 'imports-resolve',
      comment:
        'An import the check cannot follow is one it cannot judge either (tests, which may import ' +
        'the client through its alias, aside).',
      severity: 'error',
      from: { path: '^(server|contract)/', pathNot: ['\\.test\\.ts$', '^server/test/'] },
      to: { couldNotResolve: true },
    },
    {
      name: 'no-cycles',
      comment: 'A cycle makes two files one: neither can be read, tested or moved without the other.',
      severity: 'error',
      from: { path: '^(server|contract)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^dist', '^client/'] },
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { dot: { collapsePattern: 'node_modules/[^/]+' } },
  },
};
