// SQL conventions (CONTRIBUTING.md, "SQL"): one helper for each thing, in apps/server/src/sql.
import { describe, expect, it } from 'vitest';
import { readRepoFile, sourceFiles } from './repo-files';

const helperFolder = 'apps/server/src/sql/';
const serverFiles = sourceFiles('apps/server/src').filter((path) => !path.startsWith(helperFolder));

/** The lines of the server's files (outside the SQL helpers) that match the pattern. */
function offending(pattern: RegExp, files: readonly string[] = serverFiles): string[] {
  return files.flatMap((path) =>
    readRepoFile(path)
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
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

  it('writes the community scope of a list with inUserCommunities only', () => {
    // Fix: `where ${inUserCommunities(ctx, sql`x.community_agent_id`)}` (or 'live' for a search).
    expect(offending(/ctx\.user\.communityIds\.join|idArray\(ctx\.user\.communityIds\)/)).toEqual(
      [],
    );
    expect(offending(/from user_communities uc where uc\.user_id = \$\{ctx/)).toEqual([]);
  });

  it('reads the caller’s communities through the scope helpers only', () => {
    // Fix: a list filters with inUserCommunities(ctx, column); the ids a list covers come from
    // callerCommunities(ctx, asked); a check of one community is isCallerCommunity (or
    // requireCommunity, which refuses). Only the authorization checks read the session's list.
    const authorization = [
      'apps/server/src/http/access.ts',
      'apps/server/src/http/agent-access.ts',
    ];
    const files = serverFiles.filter((path) => !authorization.includes(path));
    expect(offending(/ctx\.user\.communityIds/, files)).toEqual([]);
  });

  it('queries user_communities only for the scope, the session and other users’ memberships', () => {
    // The caller's scope is sql/community-scope.ts. These read whom a community has, not what the
    // caller sees: the session's list, approval candidates, note recipients, a user list's count,
    // and the assignment screens of users and communities.
    const memberships = [
      'apps/server/src/modules/auth/load-session.ts',
      'apps/server/src/modules/ap-approvals/candidate-users.ts',
      'apps/server/src/modules/notes/get-note-agent-options.ts',
      'apps/server/src/modules/portfolio/get-portfolio-users.ts',
      'apps/server/src/modules/user-communities/get-community-users.ts',
      'apps/server/src/modules/user-communities/get-user-communities.ts',
    ];
    const files = serverFiles.filter((path) => !memberships.includes(path));
    expect(offending(/\buser_communities\b/, files)).toEqual([]);
  });
});

describe('bigint ids and cents come back as integers', () => {
  // docs/decisions.md, "SQL: ids and cents come back as integers": int8 is read as a safe-integer
  // number on both drivers, so an id or cents column is selected as it is (or `::int8`), never
  // through float8. The files below still hold older `::float8` casts; their counts may only go
  // down. Fix a failure by writing `::int8` (a sum of cents: `sum(x)::int8`); a truly fractional
  // value (a rate, a percentage) may take `::float8` with a comment saying so, and its file's number
  // here goes up in the same change. After converting a file, lower its number (or remove it).
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
});
