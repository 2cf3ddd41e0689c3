// The route map, docs/routes.md: for every endpoint its method, path, contract file and key, and
// the file of the code that serves it. `npm run routes` writes it; the convention test
// tools/conventions/route-map.test.ts regenerates it in memory and fails when it is out of date.
//
// The handler is read from the source of the server's routes.ts files (and app.ts): a call with a
// contract endpoint among its arguments (`bind(app, deps, contract.roles.GetRoles, getRoles)`,
// also through an alias `const r = contract.roles` or a wrapper such as `bindReport`) binds it;
// its handler is the first argument after the endpoint that names a function of a module
// (imported, or called in an inline arrow), else the routes.ts itself.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRouteMap, routeMapFile } from './route-map/write-map';
import { root } from './route-map/read-bindings';

export { misnamedHandlerFiles } from './route-map/handler-names';
export { buildRouteMap, routeMapFile } from './route-map/write-map';

async function main(): Promise<void> {
  const map = await buildRouteMap();
  writeFileSync(join(root, routeMapFile), map.markdown);
  for (const problem of map.problems) console.error(problem);
  console.log(`${routeMapFile}: ${map.bindings.length} bindings`);
  if (map.problems.length > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
