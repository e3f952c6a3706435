import path from 'node:path';
import { findViolations } from './import-zones/find-violations';
import { readClientSources } from './import-zones/read-client';

// Part of `npm run lint`: the client's import zones (docs/architecture.md). An optional argument
// names another client/src to check (the test checks a copy with an offending file in it).
const root = path.resolve(process.argv[2] ?? 'client/src');
const violations = findViolations(readClientSources(root));

for (const { file, specifier, rule } of violations) {
  console.error(`${path.join(path.relative(process.cwd(), root), file)}: imports '${specifier}': ${rule}`);
}
if (violations.length > 0) {
  console.error(`${violations.length} import(s) cross a zone.`);
  process.exit(1);
}
