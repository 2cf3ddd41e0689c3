// The route map, docs/routes.md: for every endpoint its method, path, contract file and key, and
// the file of the code that serves it. `npm run routes` writes it; the convention test
// tools/conventions/route-map.test.ts regenerates it in memory and fails when it is out of date.
//
// The handler is read from the source of the server's routes.ts files (and app.ts): a call with a
// contract endpoint among its arguments (`bind(app, deps, contract.roles.GetRoles, getRoles)`,
// also through an alias `const r = contract.roles` or a wrapper such as `bindReport`) binds it;
// its handler is the first argument after the endpoint that names a function of a module
// (imported, or called in an inline arrow), else the routes.ts itself.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { contract } from '@hoa/contract';

const root = fileURLToPath(new URL('..', import.meta.url));
const areasDir = 'packages/contract/src/areas';
const modulesDir = 'apps/server/src/modules';
const appFile = 'apps/server/src/app.ts';
export const routeMapFile = 'docs/routes.md';

/**
 * Handler files that serve one endpoint under another name than its action's, each with its reason.
 * Any other file that serves one endpoint is named after it (see `namedAfterAction`).
 */
export const handlerFileExceptions: Readonly<Record<string, string>> = {
  'apps/server/src/app.ts': 'health and readiness answer inline where the server is built',
  'apps/server/src/modules/auth/routes.ts': 'GetUserEmail answers inline from the session',
  'apps/server/src/modules/auth/load-session.ts': 'GetSession shapes the session the sign-in loads',
  'apps/server/src/modules/direct-debit/routes.ts': 'GetAchReturnCodes answers a domain constant',
  'apps/server/src/modules/digital-payments/provider/index.ts':
    'GetProvider names the configured provider; the provider folder is its own boundary',
  'apps/server/src/modules/cash-receipts/post-receipts.ts':
    'PostCashReceipts is the route; post-cash-receipts.ts is the posting it shares with lockbox',
  'apps/server/src/modules/charges/accrue-charges.ts':
    'Accrue is a bare verb under ApplyScheduledCharges; the file names what it accrues',
  'apps/server/src/modules/lockbox/lockbox-pdf.ts':
    'PrintLockboxPdf: the PDF data beside its layout',
  'apps/server/src/modules/lockbox/lockbox-queries.ts':
    'GetReceiptBatch is one read of the queries the lockbox screens share',
  'apps/server/src/modules/map/map-settings.ts':
    'GetMapSettings answers the settings app.ts also reads at start',
  'apps/server/src/modules/notes/get-item-notes.ts': 'Index is a bare verb; index.ts is the entry',
  'apps/server/src/modules/positive-pay/download-file.ts':
    'DownloadPositivePayFile sends the file the send wrote',
  'apps/server/src/modules/search/save-ownership.ts': 'Save is a bare verb under Search',
  'apps/server/src/modules/search/search-agents.ts': 'Search is a bare verb under Search',
  'apps/server/src/modules/ap-vendors/search-vendors.ts': 'Search is a bare verb under Vendor',
  'apps/server/src/modules/ap-reports/get-ap-dashboard.ts':
    'AccountsPayable/GetDashboard: AP names it beside the portfolio dashboard',
  'apps/server/src/modules/ar-reports/owner-balance-summary.ts':
    'Get is a bare verb under OwnerBalanceSummaryReport',
};

/**
 * A handler file is named after its action (GetRoles → get-roles.ts; the path's action or the
 * contract key), or after the action and its controller where the action alone says too little
 * (Import/Codes → import-codes.ts, Note/Create → create-note.ts, Portfolio/GetUsers →
 * get-portfolio-users.ts).
 */
export function namedAfterAction(binding: Binding): boolean {
  const name = basename(binding.handlerFile, '.ts');
  const { controller } = binding;
  return [binding.action, binding.pathAction].some((action) => {
    const [verb = '', rest = ''] = /^([A-Z][a-z]+)(.*)$/.exec(action)?.slice(1) ?? [];
    return [action, controller + action, action + controller, verb + controller + rest].some(
      (n) => kebab(n) === name,
    );
  });
}

/**
 * The handler files not named after their action and not excepted: files that serve one endpoint
 * must be named after it; a file that serves several (listed together in the map) is left as it is.
 */
export function misnamedHandlerFiles(bindings: readonly Binding[]): string[] {
  const byFile = new Map<string, Binding[]>();
  for (const b of bindings) byFile.set(b.handlerFile, [...(byFile.get(b.handlerFile) ?? []), b]);
  const misnamed: string[] = [];
  for (const [file, served] of byFile) {
    if (served.length > 1 || file in handlerFileExceptions) continue;
    const [only] = served;
    if (only && !namedAfterAction(only))
      misnamed.push(
        `${file} serves ${only.controller}/${only.pathAction}: name it ${kebab(only.pathAction)}.ts or add it to handlerFileExceptions with a reason`,
      );
  }
  return misnamed;
}

export interface Binding {
  area: string;
  action: string;
  /** The path's controller and action (/api/Role/DeleteRole/:id → Role, DeleteRole). */
  controller: string;
  pathAction: string;
  /** The routes.ts (or app.ts) that binds it, and the line. */
  routesFile: string;
  line: number;
  /** The file of the code that serves it, and the function where one is named. */
  handlerFile: string;
  handlerName: string | null;
}

export interface RouteMap {
  markdown: string;
  bindings: Binding[];
  /** Bindings the map cannot read, endpoints bound zero or several times. */
  problems: string[];
}

/** The controller of a path: /api/Role/GetRoles → Role. */
const controllerOf = (path: string) => path.split('/')[2] ?? '';

/** The action of a path: its last part that is not a parameter. */
const actionOf = (path: string) =>
  path
    .split('/')
    .filter((part) => !part.startsWith(':'))
    .at(-1) ?? '';

function pathOf(area: string, action: string): string {
  const endpoints = (contract as Record<string, Record<string, { path: string } | undefined>>)[
    area
  ];
  return endpoints?.[action]?.path ?? '';
}

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const parse = (path: string) =>
  ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** GetRoles → get-roles; GetARCheckImage → get-ar-check-image. */
export function kebab(action: string): string {
  return action
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The contract area file that writes each path (ESLint and contract-paths.test.ts keep it literal). */
function contractFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(join(root, areasDir)).sort()) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const file = `${areasDir}/${name}`;
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText() === 'path' &&
        ts.isStringLiteral(node.initializer) &&
        node.initializer.text.startsWith('/api/')
      )
        files.set(node.initializer.text, file);
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return files;
}

/** What an identifier of a routes file stands for: an import (its file) or a local declaration. */
interface FileNames {
  imports: Map<string, string>;
  locals: Map<string, ts.Node>;
  aliases: Map<string, string>;
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const path = relative(root, join(root, dirname(from), specifier))
    .split('\\')
    .join('/');
  return path.endsWith('.ts') ? path : `${path}.ts`;
}

function namesOf(file: string, source: ts.SourceFile): FileNames {
  const imports = new Map<string, string>();
  const locals = new Map<string, ts.Node>();
  const aliases = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(file, node.moduleSpecifier.text);
      const clause = node.importClause;
      if (target && clause) {
        if (clause.name) imports.set(clause.name.text, target);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) imports.set(bindings.name.text, target);
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements) imports.set(element.name.text, target);
      }
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const area = contractArea(node.initializer, aliases);
      if (area) aliases.set(node.name.text, area);
      else locals.set(node.name.text, node.initializer);
    }
    if (ts.isFunctionDeclaration(node) && node.name) locals.set(node.name.text, node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, locals, aliases };
}

/** `contract.roles` → 'roles'. */
function contractArea(node: ts.Node, aliases: Map<string, string>): string | null {
  if (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'contract' &&
    node.name.text in contract
  )
    return node.name.text;
  if (ts.isIdentifier(node)) return aliases.get(node.text) ?? null;
  return null;
}

/** `contract.roles.GetRoles` or `r.GetRoles` (with `const r = contract.roles`) → [roles, GetRoles]. */
function endpointOf(node: ts.Node, names: FileNames): [string, string] | null {
  if (!ts.isPropertyAccessExpression(node)) return null;
  const area = contractArea(node.expression, names.aliases);
  return area ? [area, node.name.text] : null;
}

/** The module file a handler argument names, and its function. */
function handlerOf(
  node: ts.Node,
  names: FileNames,
  seen: Set<ts.Node>,
): { file: string; name: string } | null {
  if (seen.has(node)) return null;
  seen.add(node);
  if (ts.isIdentifier(node)) {
    const imported = names.imports.get(node.text);
    if (imported?.startsWith(`${modulesDir}/`)) return { file: imported, name: node.text };
    const local = names.locals.get(node.text);
    return local ? handlerOf(local, names, seen) : null;
  }
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const imported = names.imports.get(node.expression.text);
    if (imported?.startsWith(`${modulesDir}/`)) return { file: imported, name: node.name.text };
  }
  if (ts.isCallExpression(node)) {
    const callee = handlerOf(node.expression, names, seen);
    if (callee) return callee;
  }
  let found: { file: string; name: string } | null = null;
  node.forEachChild((child) => {
    found ??= handlerOf(child, names, seen);
  });
  return found;
}

function bindingsOf(file: string): { bindings: Binding[]; problems: string[] } {
  const source = parse(file);
  const names = namesOf(file, source);
  const bindings: Binding[] = [];
  const problems: string[] = [];
  const bound = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const at = node.arguments.findIndex((argument) => endpointOf(argument, names) !== null);
      const endpoint = at >= 0 ? endpointOf(node.arguments[at], names) : null;
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (endpoint) {
        let handler: { file: string; name: string } | null = null;
        for (const argument of node.arguments.slice(at + 1)) {
          handler ??= handlerOf(argument, names, new Set());
        }
        // A wrapper declared in the routes file (`constant(s.GetAgentTypes, rows)`) may do the work.
        handler ??= handlerOf(node.expression, names, new Set());
        bound.add(node.arguments[at]);
        bindings.push({
          area: endpoint[0],
          action: endpoint[1],
          controller: controllerOf(pathOf(endpoint[0], endpoint[1])),
          pathAction: actionOf(pathOf(endpoint[0], endpoint[1])),
          routesFile: file,
          line,
          handlerFile: handler?.file ?? file,
          handlerName: handler?.name ?? null,
        });
        return;
      }
      if (
        node.arguments.some(
          (argument) =>
            ts.isElementAccessExpression(argument) &&
            contractArea(argument.expression, names.aliases) !== null,
        )
      )
        problems.push(`${file}:${line} binds a computed contract key; name the endpoint.`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // An endpoint named anywhere but as an argument of the call that binds it (a loop over a list
  // of endpoints, say) hides its binding from the map.
  const stray = (node: ts.Node): void => {
    const endpoint = endpointOf(node, names);
    if (endpoint && !bound.has(node) && !ts.isTypeQueryNode(node.parent)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      problems.push(
        `${file}:${line} names contract.${endpoint.join('.')} outside a binding call; bind it with the endpoint as an argument.`,
      );
    }
    ts.forEachChild(node, stray);
  };
  stray(source);
  return { bindings, problems };
}

/** Routes registered outside the contract (the API docs, the web app's files). */
function otherRoutes(): { method: string; path: string; file: string }[] {
  const found: { method: string; path: string; file: string }[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) {
        const source = parse(path);
        const visit = (node: ts.Node): void => {
          if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
            const method = node.expression.name.text;
            const [first] = node.arguments;
            if (
              ['get', 'post', 'put', 'delete', 'patch'].includes(method) &&
              first &&
              ts.isStringLiteral(first) &&
              first.text.startsWith('/')
            )
              found.push({ method: method.toUpperCase(), path: first.text, file: path });
          }
          if (
            ts.isPropertyAssignment(node) &&
            node.name.getText() === 'routePrefix' &&
            ts.isStringLiteral(node.initializer)
          )
            found.push({ method: 'GET', path: `${node.initializer.text}/*`, file: path });
          if (
            ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            node.expression.name.text === 'register' &&
            node.arguments[0]?.getText() === 'fastifyStatic'
          )
            found.push({ method: 'GET', path: '/* (the built web app)', file: path });
          ts.forEachChild(node, visit);
        };
        visit(source);
      }
    }
  };
  walk('apps/server/src');
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** A link from docs/ to a file, shown without the folders every row shares. */
const link = (file: string) =>
  `[${file.replace(/^packages\/contract\/src\/|^apps\/server\/src\//, '')}](../${file})`;

export async function buildRouteMap(): Promise<RouteMap> {
  const files = contractFiles();
  const routesFiles = readdirSync(join(root, modulesDir))
    .sort()
    .map((module) => `${modulesDir}/${module}/routes.ts`)
    .filter((file) => {
      try {
        read(file);
        return true;
      } catch {
        return false;
      }
    });
  const bindings: Binding[] = [];
  const problems: string[] = [];
  for (const file of [appFile, ...routesFiles]) {
    const found = bindingsOf(file);
    bindings.push(...found.bindings);
    problems.push(...found.problems);
  }

  interface Row {
    method: string;
    path: string;
    key: string;
    contractFile: string;
    binding: Binding | undefined;
  }
  const rows: Row[] = [];
  for (const [area, endpoints] of Object.entries(contract)) {
    for (const [action, endpoint] of Object.entries<{ method: string; path: string }>(endpoints)) {
      const bound = bindings.filter((b) => b.area === area && b.action === action);
      if (bound.length !== 1)
        problems.push(
          `contract.${area}.${action} (${endpoint.method} ${endpoint.path}) is bound ${bound.length} times` +
            bound.map((b) => ` ${b.routesFile}:${b.line}`).join(','),
        );
      rows.push({
        method: endpoint.method,
        path: endpoint.path,
        key: `contract.${area}.${action}`,
        contractFile: files.get(endpoint.path) ?? '(not a literal path)',
        binding: bound[0],
      });
    }
  }
  for (const binding of bindings) {
    const endpoints = (contract as Record<string, Record<string, unknown>>)[binding.area];
    if (!endpoints || !(binding.action in endpoints))
      problems.push(
        `${binding.routesFile}:${binding.line} binds contract.${binding.area}.${binding.action}, which is not in the contract`,
      );
  }
  rows.sort(
    (a, b) =>
      controllerOf(a.path).localeCompare(controllerOf(b.path)) ||
      a.path.localeCompare(b.path) ||
      a.method.localeCompare(b.method),
  );

  const named = bindings.filter(namedAfterAction).length;

  const byController = new Map<string, Row[]>();
  for (const row of rows) {
    const controller = controllerOf(row.path);
    byController.set(controller, [...(byController.get(controller) ?? []), row]);
  }

  const lines: string[] = [
    '# Routes',
    '',
    '<!-- Generated by `npm run routes` (tools/route-map.ts); do not edit by hand. -->',
    '',
    'Every API path, the contract entry that describes it and the file of the code that serves it.',
    'Grep the literal path (`/api/Role/GetRoles`) to find its contract file; this map goes on to the',
    'handler. After adding or moving an endpoint run `npm run routes`;',
    '`tools/conventions/route-map.test.ts` fails while this file is out of date.',
    '',
    `${rows.length} endpoints; ${named} of ${bindings.length} bindings are served from a file named after their action.`,
    '',
    '## Contract files by controller',
    '',
    ...controllerDecision,
    '',
    '| Controller | Endpoints | Contract files |',
    '| --- | --- | --- |',
    ...[...byController].map(
      ([controller, list]) =>
        `| ${controller} | ${list.length} | ${[
          ...new Set(list.map((r) => basename(r.contractFile))),
        ]
          .sort()
          .join(', ')} |`,
    ),
    '',
    '## Routes by controller',
  ];
  for (const [controller, list] of byController) {
    lines.push(
      '',
      `### ${controller}`,
      '',
      '| Method | Path | Contract | Handler |',
      '| --- | --- | --- | --- |',
    );
    for (const row of list) {
      const handler = row.binding
        ? `${link(row.binding.handlerFile)}${row.binding.handlerName ? ` \`${row.binding.handlerName}\`` : ''}`
        : '(not bound)';
      lines.push(
        `| ${row.method} | \`${row.path}\` | ${link(row.contractFile)} \`${row.key}\` | ${handler} |`,
      );
    }
  }
  lines.push(
    '',
    '## Routes outside the contract',
    '',
    '| Method | Path | Registered in |',
    '| --- | --- | --- |',
    ...otherRoutes().map((r) => `| ${r.method} | \`${r.path}\` | ${link(r.file)} |`),
    '',
  );
  const markdown = await format(lines.join('\n'), {
    ...(await resolveConfig(join(root, routeMapFile))),
    parser: 'markdown',
  });
  return { markdown, bindings, problems };
}

/** Why the contract is grouped by area and not by controller; written at the top of the map. */
const controllerDecision = [
  'The contract is grouped by area (one file per feature, the same name as its server module and',
  'web feature), not by controller. The spec lists its calls by topic (screen) in §7 of each',
  'document, not by controller: /Crm/ calls appear under CRM, digital payments and bank CRUD;',
  '/AccountsPayable/ calls under invoices, checks, the inbox and approvals; /Report/ under each',
  'document’s reports. Our areas follow those topics, so a controller spread over several files is',
  'the spec’s own grouping; the table shows where each controller’s endpoints are written.',
];

async function main(): Promise<void> {
  const map = await buildRouteMap();
  writeFileSync(join(root, routeMapFile), map.markdown);
  for (const problem of map.problems) console.error(problem);
  console.log(`${routeMapFile}: ${map.bindings.length} bindings`);
  if (map.problems.length > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
