// Rule (CONTRIBUTING.md, 'Find the code behind a URL'): every endpoint of the contract writes its
// path as one literal string inside its `endpoint({ ... })`, so grepping '/api/Controller/Action'
// finds the contract file. ESLint refuses a built path as well; this test also checks that every
// path the contract serves is such a literal. Fix a failure by writing the path out in full.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@hoa/contract';
import { readRepoFile, sourceFiles } from './repo-files';

interface PathProblem {
  file: string;
  line: number;
  problem: string;
}

/** The literal paths of every `endpoint({ ... })` of the area files, and what is not a literal. */
function contractSourcePaths(files: readonly string[]): {
  paths: string[];
  problems: PathProblem[];
} {
  const paths: string[] = [];
  const problems: PathProblem[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readRepoFile(file), ts.ScriptTarget.Latest, true);
    const report = (node: ts.Node, problem: string) =>
      problems.push({
        file,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        problem,
      });
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'endpoint'
      ) {
        const [definition] = node.arguments;
        const path =
          definition && ts.isObjectLiteralExpression(definition)
            ? definition.properties.find(
                (property) => property.name !== undefined && property.name.getText() === 'path',
              )
            : undefined;
        if (!path) report(node, 'endpoint() without a path property of its own');
        else if (!ts.isPropertyAssignment(path) || !ts.isStringLiteral(path.initializer))
          report(path, `path is not a literal string: ${path.getText()}`);
        else paths.push(path.initializer.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { paths, problems };
}

const areaFiles = sourceFiles('packages/contract/src/areas');

describe('contract paths', () => {
  it('every endpoint() writes its path as one literal string', () => {
    expect(contractSourcePaths(areaFiles).problems).toEqual([]);
  });

  it('every path the contract serves is written as a literal in an area file', () => {
    const written = contractSourcePaths(areaFiles).paths;
    const served = allEndpoints.map((endpoint) => endpoint.path);
    const notWritten = served.filter((path) => !written.includes(path));
    expect(notWritten).toEqual([]);
    expect(served.length).toBe(written.length);
  });

  it('every path is /api/Controller/Action (with /:param parts where the call takes them)', () => {
    const malformed = allEndpoints
      .map((endpoint) => endpoint.path)
      .filter((path) => !/^\/api\/[A-Za-z]+(\/[A-Za-z0-9]+|\/:[A-Za-z]+)*$/.test(path));
    expect(malformed).toEqual([]);
  });
});
