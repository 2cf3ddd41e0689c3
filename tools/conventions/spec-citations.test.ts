import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRepoFile, repoRoot, sourceFiles } from './repo-files';

// Rule: a "spec N §X" comment points at something a reader of the repository has, an entry of
// docs/requirements.md headed exactly "spec N §X"; the paths docs/requirements.md and
// docs/architecture.md name in backticks exist, and so does every module, feature and contract
// file of the architecture's module map.
// Fix: add the missing entry (in our words: the rules the code relies on and where it keeps
// them), or correct the path or name in the doc.

const citedIn = ['apps', 'packages', 'e2e', 'bench'];
const documents = ['docs/requirements.md', 'docs/architecture.md'];
const citation = /\bspec ([1-3]) §(\d+(?:\.\d+)?[a-z]?)/gi;
const entryHeading = /^#{2,4} (spec [1-3] §\d+(?:\.\d+)?[a-z]?)\s*$/gm;
const topLevel = ['apps', 'packages', 'e2e', 'bench', 'tools', 'docs'];

/** Every distinct citation, normalized to "spec N §X", with the first file that makes it. */
function findCitations(): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of citedIn) {
    for (const file of sourceFiles(dir, ['.ts', '.tsx', '.js', '.mjs', '.sql'])) {
      for (const match of readRepoFile(file).matchAll(citation)) {
        const key = `spec ${match[1] ?? ''} §${match[2] ?? ''}`;
        if (!found.has(key)) found.set(key, file);
      }
    }
  }
  return found;
}

/** Backticked text in a document that reads as a path inside the repository. */
function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const match of markdown.matchAll(/`([^`\s]+)`/g)) {
    const text = (match[1] ?? '').replace(/:\d+(-\d+)?$/, '');
    const first = text.split('/')[0] ?? '';
    if (!text.includes('/') || !topLevel.includes(first)) continue;
    // Patterns and placeholders (`modules/<area>/`, `*.test.ts`, `{id}`) name no one file.
    if (/[<>*{}…]/.test(text)) continue;
    paths.add(text);
  }
  return [...paths].sort();
}

/** The names in one column of the module map table of docs/architecture.md. */
function moduleMapColumn(markdown: string, column: 1 | 2 | 3): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Module map')) ?? '';
  const names: string[] = [];
  for (const row of section.split('\n').filter((line) => line.startsWith('|'))) {
    const cell = row.split('|')[column + 1] ?? '';
    for (const match of cell.matchAll(/`([^`]+)`/g)) names.push(match[1] ?? '');
  }
  return names;
}

const citations = findCitations();
const requirements = existsSync(join(repoRoot, 'docs/requirements.md'))
  ? readRepoFile('docs/requirements.md')
  : '';
const headings = [...requirements.matchAll(entryHeading)].map((m) => m[1] ?? '');

describe('spec citations and the paths the docs name', () => {
  it('finds the citations it checks', () => {
    expect(citations.size).toBeGreaterThan(40);
  });

  it('has an entry in docs/requirements.md for every "spec N §X" cited in the code', () => {
    const entries = new Set(headings);
    const missing = [...citations]
      .filter(([key]) => !entries.has(key))
      .map(([key, file]) => `${key} (cited in ${file})`);
    expect(missing, 'add an entry headed "spec N §X" to docs/requirements.md').toEqual([]);
  });

  it('gives each entry of docs/requirements.md one heading', () => {
    expect(headings.filter((heading, i) => headings.indexOf(heading) !== i)).toEqual([]);
  });

  it.each(documents)('names only paths that exist in %s', (document) => {
    expect(existsSync(join(repoRoot, document)), `${document} is missing`).toBe(true);
    const missing = namedPaths(readRepoFile(document)).filter(
      (path) => !existsSync(join(repoRoot, path)),
    );
    expect(missing, `paths named in ${document} that do not exist`).toEqual([]);
  });

  it('names only modules, features and contract files that exist in the module map', () => {
    const architecture = readRepoFile('docs/architecture.md');
    const server = moduleMapColumn(architecture, 1).map((n) => `apps/server/src/modules/${n}`);
    const web = moduleMapColumn(architecture, 2).map((n) =>
      n.includes('/') ? `apps/web/src/${n}` : `apps/web/src/features/${n}`,
    );
    const contract = moduleMapColumn(architecture, 3).map(
      (n) => `packages/contract/src/areas/${n}.ts`,
    );
    expect(server.length + web.length + contract.length).toBeGreaterThan(100);
    const missing = [...server, ...web, ...contract].filter(
      (path) => !existsSync(join(repoRoot, path)),
    );
    expect(missing, 'module map entries of docs/architecture.md that do not exist').toEqual([]);
  });
});
