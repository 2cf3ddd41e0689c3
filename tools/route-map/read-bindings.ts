// Reads which code serves each contract endpoint from the server's routes.ts files (see
// tools/route-map.ts for how a binding is recognised).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { contract } from '@hoa/contract';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const areasDir = 'packages/contract/src/areas';
const modulesDir = 'apps/server/src/modules';
const appFile = 'apps/server/src/app.ts';

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

/** The controller of a path: /api/Role/GetRoles → Role. */
export const controllerOf = (path: string) => path.split('/')[2] ?? '';

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

/** The contract area file that writes each path (ESLint and contract-paths.test.ts keep it literal). */
export function contractFiles(): Map<string, string> {
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
export function otherRoutes(): { method: string; path: string; file: string }[] {
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

/** Every binding of the server's routes (app.ts and each module's routes.ts), and what cannot be read. */
export function readBindings(): { bindings: Binding[]; problems: string[] } {
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
  return { bindings, problems };
}
