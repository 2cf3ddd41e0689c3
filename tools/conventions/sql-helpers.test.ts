// SQL conventions (CONTRIBUTING.md, "SQL"): one helper for each thing, in apps/server/src/sql.
import { describe, expect, it } from 'vitest';
import { matchingLines, readRepoFile, sourceFiles } from './repo-files';

const helperFolder = 'apps/server/src/sql/';
const serverFiles = sourceFiles('apps/server/src').filter((path) => !path.startsWith(helperFolder));

/** The lines of the server's files (outside the SQL helpers) that match the pattern. */
function offending(pattern: RegExp): string[] {
  return matchingLines(pattern, serverFiles);
}

describe('SQL helpers', () => {
  it('defines the id-array helper once: idArray from apps/server/src/sql', () => {
    // Fix: import { idArray } from '<…>/sql/index' and pass the list, e.g. `= any(${idArray(ids)})`.
    expect(offending(/(function|const|let)\s+idArray\b/)).toEqual([]);
    expect(offending(/join\(','\)\}\}`\}::bigint\[\]/)).toEqual([]);
  });

  it('has modules import the shared SQL fragments from apps/server/src/sql, not from search', () => {
    // Fix: import pageQuery, searchRows, termMatch, visibleAgent, … from '<…>/sql/index'.
    const fromSearch = /from '\.\.\/search\/index'|from '\.\/search-sql'/;
    const shared =
      /\b(idArray|ilikeAny|pageQuery|pageRows|searchRows|termMatch|visibleAgent|agentCommunity|userCommunities|inUserCommunities)\b/;
    const offenders = serverFiles.filter((path) => {
      const imports = readRepoFile(path).match(/import \{[^}]*\} from '[^']+';/g) ?? [];
      return imports.some((line) => fromSearch.test(line) && shared.test(line));
    });
    expect(offenders).toEqual([]);
  });
});

describe('bigint ids and cents come back as integers', () => {
  // docs/decisions.md, "SQL: ids and cents come back as integers": int8 is read as a safe-integer
  // number on both drivers, so an id or cents column is selected as it is (or `::int8`), never
  // through float8. The files below hold the `::float8` casts of fractional values (percentages,
  // coordinates), each with a comment. Fix a failure by writing `::int8` (a sum of cents:
  // `sum(x)::int8`); a truly fractional value (a rate, a percentage) may take `::float8` with a
  // comment saying so, and its file's number here goes up in the same change.
  const allowed = JSON.parse(readRepoFile('tools/conventions/float8-casts.json')) as Record<
    string,
    number
  >;
  const files = [...sourceFiles('apps/server/src'), ...sourceFiles('packages/db/src')].filter(
    (path) => !path.endsWith('.test.ts'),
  );

  it('adds no ::float8 cast beyond the shrinking allow-list', () => {
    const over = files.flatMap((path) => {
      const count = readRepoFile(path).split('::float8').length - 1;
      const limit = allowed[path] ?? 0;
      return count > limit ? [`${path}: ${count} casts, allowed ${limit}`] : [];
    });
    expect(over).toEqual([]);
  });

  it('keeps the allow-list exact, so a conversion lowers it', () => {
    const stale = Object.entries(allowed).flatMap(([path, limit]) => {
      const count = files.includes(path) ? readRepoFile(path).split('::float8').length - 1 : 0;
      return count < limit ? [`${path}: ${count} casts, listed ${limit}: lower it`] : [];
    });
    expect(stale).toEqual([]);
  });
  it('sends one query at a time on a transaction: no Promise.all over database reads', () => {
    // A transaction is one connection: pg queues concurrent queries on it (deprecated, refused by
    // pg 9) and PGlite runs them one by one anyway. Fix: await the reads one after another. Only
    // files and outside services (no transaction) may be waited on together.
    const concurrent = /Promise\.(all|allSettled)\(/;
    const outsideWork = [
      'apps/server/src/files/remove-after-commit.ts',
      'apps/server/src/files/stored-files.ts',
      'apps/server/src/modules/bank-statements/upload-check-images.ts',
      'apps/server/src/modules/map/resolve-positions.ts',
      'apps/server/src/modules/templates/template-rows.ts',
    ];
    const files = serverFiles.filter(
      (path) => !path.endsWith('.test.ts') && !outsideWork.includes(path),
    );
    expect(matchingLines(concurrent, files)).toEqual([]);
  });
});
