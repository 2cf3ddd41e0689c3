// The community scope (CONTRIBUTING.md, "SQL"; docs/architecture.md, "Claims and communities"):
// a list of a user's records covers the communities on their list, all of them or those asked
// for, and only apps/server/src/sql/community-scope.ts turns that list into SQL
// (inUserCommunities). Modules neither read the membership table for it nor splice the list in
// themselves.
import { describe, expect, it } from 'vitest';
import { matchingLines, readRepoFile, sourceFiles } from './repo-files';

const helperFolder = 'apps/server/src/sql/';
const serverFiles = sourceFiles('apps/server/src').filter(
  (path) => !path.startsWith(helperFolder) && !path.endsWith('.test.ts'),
);
const except = (files: readonly string[]) => serverFiles.filter((path) => !files.includes(path));

describe('community scope', () => {
  it('writes the community scope of a list with inUserCommunities only', () => {
    // Fix: `where ${inUserCommunities(ctx, sql`x.community_agent_id`)}` ({ live: true } for a
    // search over many rows, { asked } for the communities a caller picked).
    const sessionList = /ctx\.user\.communityIds\.join|idArray\(ctx\.user\.communityIds\)/;
    expect(matchingLines(sessionList, serverFiles)).toEqual([]);
    const ownSubquery = /from user_communities uc where uc\.user_id = \$\{ctx/;
    expect(matchingLines(ownSubquery, serverFiles)).toEqual([]);
  });

  it('splices no list of the caller’s communities into SQL by hand', () => {
    // Fix: `${inUserCommunities(ctx, column, { asked })}`: `asked` is the community or
    // communities a caller picked (undefined or null: their whole list), already checked with
    // requireCommunity where an off-list one must be refused. A use case that works on
    // communities a request names, each checked, passes those as `idArray(ids)`.
    const byHand = [
      // drizzle's inArray on a community column
      /inArray\([\w.]*communityAgentId\b/,
      // a list of community ids written out as SQL values
      /communit\w*\.map\(\(?\w+\)? => sql`/i,
      /community_agent_id in \(\$\{list\(/,
      // the caller's list taken out of the scope helpers, or a module's own scope helper
      /\bcallerCommunities\(/,
      /function \w*Communit\w*\(ctx: RequestContext[^)]*\): SQL/,
    ];
    const memberships = ['apps/server/src/modules/user-communities/save-user-communities.ts'];
    const files = except(memberships);
    expect(byHand.flatMap((pattern) => matchingLines(pattern, files))).toEqual([]);
  });

  it('reads the caller’s communities through the scope helpers only', () => {
    // Fix: a list filters with inUserCommunities(ctx, column, { asked }); a check of one community
    // is isCallerCommunity (or requireCommunity, which refuses). Only the authorization checks
    // read the session's list.
    const authorization = [
      'apps/server/src/http/access.ts',
      'apps/server/src/http/agent-access.ts',
    ];
    expect(matchingLines(/ctx\.user\.communityIds/, except(authorization))).toEqual([]);
  });

  it('queries user_communities only for the scope, the session and other users’ memberships', () => {
    // The caller's scope is sql/community-scope.ts. These read whom a community has, not what the
    // caller sees: the session's list, approval candidates, a request's assignee, note recipients,
    // a user list's count, the assignment screens of users and communities, and the profession a
    // member of a community is given there.
    const memberships = [
      'apps/server/src/modules/auth/load-session.ts',
      'apps/server/src/modules/ap-approvals/candidate-users.ts',
      'apps/server/src/modules/architectural-requests/request-facts.ts',
      'apps/server/src/modules/general-requests/request-facts.ts',
      'apps/server/src/modules/notes/get-note-agent-options.ts',
      'apps/server/src/modules/portfolio/get-portfolio-users.ts',
      'apps/server/src/modules/service-requests/service-request-facts.ts',
      'apps/server/src/modules/user-communities/get-community-users.ts',
      'apps/server/src/modules/user-communities/get-user-communities.ts',
      'apps/server/src/modules/user-communities/save-community-user-profession.ts',
      'apps/server/src/modules/work-orders/work-order-facts.ts',
    ];
    expect(matchingLines(/\buser_communities\b/, except(memberships))).toEqual([]);
  });

  it('writes memberships (the userCommunities table) only where they are kept', () => {
    // Fix: a user's communities change through User/SaveUserCommunities or
    // User/AddUsersToCommunity; a new community goes on its creator's list where agents are
    // created. Reading the caller's list is inUserCommunities.
    const keepers = [
      'apps/server/src/modules/crm/agent-graph-write.ts',
      // A transferred community goes on the list of the user who completes the transfer.
      'apps/server/src/modules/community-transfer/move-community.ts',
      'apps/server/src/modules/user-communities/add-users-to-community.ts',
      'apps/server/src/modules/user-communities/save-user-communities.ts',
    ];
    const importsTable = /import \{[^}]*\buserCommunities\b[^}]*\} from '@hoa\/db'/;
    const writers = except(keepers).filter((path) => importsTable.test(readRepoFile(path)));
    expect(writers).toEqual([]);
  });
});
