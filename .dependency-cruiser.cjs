/*
 * The server's import directions, checked by `npm run lint` (docs/architecture.md): feature modules
 * (server/modules/<feature>/) use core (server/core/) and the contract; core uses only itself and
 * the contract; the contract uses nothing of ours. A module is entered only through its index.ts.
 * No import cycles. Outside core and the modules there remain only the list of schema slices
 * (server/db/schema.ts, with the migration tests beside it), the demo data (server/demo), the test
 * helpers (server/test) and the root files that assemble and start the app (app.ts, app-config.ts,
 * activity-subjects.ts, index.ts, web-workers.ts, readable-log.ts): core must lean on none of them.
 * What breaks a rule today is listed in .dependency-cruiser-known-violations.json, a baseline
 * that only shrinks (it is empty): `npm run lint` fails on any violation not in it.
 */
/** Everything of the server but core: the modules, server/db, demo, test and the root files, and any folder added later. */
const OUTSIDE_CORE = '^server/(?!core/)';

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
        'core/ is what every feature shares: it may not reach up into a feature, the schema list, the demo, the test helpers or the app that assembles it.',
      severity: 'error',
      from: { path: '^server/core/', pathNot: '\\.test\\.ts$' },
      to: { path: OUTSIDE_CORE },
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
        "list (a module's schema slice, for drizzle-kit), tests and the test helpers.",
      severity: 'error',
      from: {
        path: '^server/',
        pathNot: ['^server/modules/', '^server/test/', '\\.test\\.ts$', '^server/db/schema\\.ts$'],
      },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: ['^server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'schema-list-takes-schema-slices',
      comment:
        "The list of schema slices (server/db/schema.ts) takes a module's schema.ts and nothing else of it.",
      severity: 'error',
      from: { path: '^server/db/schema\\.ts$' },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/schema\\.ts$' },
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
