// Reads which claim the code serving each contract endpoint requires in every case: a
// requireClaim(ctx, 'claim', 'level') or requireSystemAdmin(ctx) call on every path through the
// handler, in its own body or in functions it calls (followed up to three calls deep, across
// imports, with literal arguments carried into the callee's parameters). The binding call of the
// routes file is read too: a handler written inline, and a binder of the module's that checks
// for it (`bindReport(app, deps, r.TrialBalance, 'glaccounts', build)`, the claim carried in). A check under a
// condition, or with a level computed from the input, makes the endpoint's access depend on the
// input: it is reported as `dynamic`. tools/conventions/endpoint-access.test.ts holds the contract's
// `access` to what this finds.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { readBindings, root, type Binding } from './read-bindings';

interface FileInfo {
  functions: Map<string, ts.Node>;
  imports: Map<string, string>;
  reexports: string[];
}

const files = new Map<string, FileInfo>();

function moduleFile(from: string, specifier: string): string | null {
  const base = relative(root, join(root, dirname(from), specifier))
    .split('\\')
    .join('/');
  if (existsSync(join(root, `${base}.ts`))) return `${base}.ts`;
  if (existsSync(join(root, base, 'index.ts'))) return `${base}/index.ts`;
  return null;
}

function fileInfo(path: string): FileInfo {
  const known = files.get(path);
  if (known) return known;
  const source = ts.createSourceFile(
    path,
    readFileSync(join(root, path), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const info: FileInfo = { functions: new Map(), imports: new Map(), reexports: [] };
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name) info.functions.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      info.functions.set(node.name.text, node.initializer);
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.startsWith('.')
    ) {
      const target = moduleFile(path, node.moduleSpecifier.text);
      if (target && ts.isExportDeclaration(node)) info.reexports.push(target);
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : undefined;
      if (target && bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) info.imports.set(element.name.text, target);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  files.set(path, info);
  return info;
}

function findFunction(
  path: string,
  name: string,
  depth = 0,
): { path: string; node: ts.Node } | null {
  const info = fileInfo(path);
  const local = info.functions.get(name);
  if (local) return { path, node: local };
  if (depth > 3) return null;
  const imported = info.imports.get(name);
  if (imported) return findFunction(imported, name, depth + 1);
  for (const reexport of info.reexports) {
    const found = findFunction(reexport, name, depth + 1);
    if (found) return found;
  }
  return null;
}

const branching = new Set([
  ts.SyntaxKind.IfStatement,
  ts.SyntaxKind.ConditionalExpression,
  ts.SyntaxKind.SwitchStatement,
  ts.SyntaxKind.ForStatement,
  ts.SyntaxKind.ForOfStatement,
  ts.SyntaxKind.ForInStatement,
  ts.SyntaxKind.WhileStatement,
  ts.SyntaxKind.CatchClause,
]);
const shortCircuits = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
]);

/** Whether the call runs only on some paths through the function (a branch, loop or `&&`). */
function conditional(call: ts.Node, within: ts.Node): boolean {
  if (call === within) return false;
  for (let node = call.parent; node !== within; node = node.parent) {
    if (branching.has(node.kind)) return true;
    if (ts.isBinaryExpression(node) && shortCircuits.has(node.operatorToken.kind)) return true;
  }
  return false;
}

/** The call of a routes file that binds the endpoint (at the binding's line, naming its action). */
function bindingCall(binding: Binding): ts.CallExpression | null {
  let source = sources.get(binding.routesFile);
  if (!source) {
    source = ts.createSourceFile(
      binding.routesFile,
      readFileSync(join(root, binding.routesFile), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    sources.set(binding.routesFile, source);
  }
  const file = source;
  let found: ts.CallExpression | null = null;
  const visit = (node: ts.Node): void => {
    if (
      !found &&
      ts.isCallExpression(node) &&
      file.getLineAndCharacterOfPosition(node.getStart()).line + 1 === binding.line &&
      node.arguments.some(
        (argument) =>
          ts.isPropertyAccessExpression(argument) && argument.name.text === binding.action,
      )
    )
      found = node;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
const sources = new Map<string, ts.SourceFile>();

function parameterNames(node: ts.Node): string[] {
  return ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)
    ? node.parameters.map((p) => p.name.getText())
    : [];
}

/** What an endpoint's code checks: the checks on every path, and whether others depend on the input. */
export interface ClaimChecks {
  sure: string[];
  dynamic: boolean;
}

/** 'claim:level', 'systemAdmin' or 'dynamic' per endpoint (`area.Action`) whose handler checks. */
export function handlerClaims(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, { sure, dynamic }] of handlerClaimChecks()) {
    if (sure.length === 1 && !dynamic) found.set(key, sure[0] ?? '');
    else found.set(key, 'dynamic');
  }
  return found;
}

/** The checks of every endpoint (`area.Action`) whose code checks a claim. */
export function handlerClaimChecks(): Map<string, ClaimChecks> {
  const found = new Map<string, ClaimChecks>();
  for (const binding of readBindings().bindings) {
    const start = binding.handlerName
      ? findFunction(binding.handlerFile, binding.handlerName)
      : null;
    const call = bindingCall(binding);
    if (!start && !call) continue;
    const sure = new Set<string>();
    let dynamic = false;
    const seen = new Set<ts.Node>();
    const walk = (
      path: string,
      fn: ts.Node,
      depth: number,
      underCondition: boolean,
      literals: Map<string, string>,
    ): void => {
      if (seen.has(fn)) return;
      seen.add(fn);
      const literal = (node: ts.Expression | undefined) =>
        node && ts.isStringLiteral(node)
          ? node.text
          : node && ts.isIdentifier(node)
            ? literals.get(node.text)
            : undefined;
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const name = node.expression.text;
          const maybe = underCondition || conditional(node, fn);
          if (name === 'requireClaim') {
            const claim = literal(node.arguments[1]);
            const level = literal(node.arguments[2]);
            if (!maybe && claim && level) sure.add(`${claim}:${level}`);
            else dynamic = true;
          } else if (name === 'requireSystemAdmin') {
            if (maybe) dynamic = true;
            else sure.add('systemAdmin');
          } else if (depth < 3) {
            const callee = findFunction(path, name);
            if (callee) {
              const names = parameterNames(callee.node);
              const carried = new Map<string, string>();
              node.arguments.forEach((argument, index) => {
                const value = literal(argument);
                const parameter = names[index];
                if (value && parameter) carried.set(parameter, value);
              });
              walk(callee.path, callee.node, depth + 1, maybe, carried);
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(fn);
    };
    if (start) walk(start.path, start.node, 0, false, new Map());
    // The binding call: its inline handler, and its binder with the call's literals carried in.
    if (call) walk(binding.routesFile, call, 0, false, new Map());
    const key = `${binding.area}.${binding.action}`;
    if (sure.size > 0 || dynamic) found.set(key, { sure: [...sure], dynamic });
  }
  return found;
}
