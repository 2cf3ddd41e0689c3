import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { agents, auditLog, eq, queryRows, sql, users } from '@hoa/db';
import { Messages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

describe.each(testDatabases())('tenancy and access on $name', (testDb) => {
  const h = useApp(testDb);

  it('answers 404 for any id of another company', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const [bCommunity] = b.communityIds;
    if (bCommunity === undefined) throw new Error('no community');
    const calls = [
      callApi(h.app, contract.crm.GetAgent, { query: { agentId: bCommunity } }, token),
      callApi(h.app, contract.crm.GetKpiCounts, { query: { communityAgentId: bCommunity } }, token),
      callApi(
        h.app,
        contract.staticData.GetFiscalYears,
        { query: { communityAgentId: bCommunity } },
        token,
      ),
      callApi(h.app, contract.roles.GetRole, { query: { productRoleId: 999_999_999 } }, token),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result.status).toBe(404);
      expect(result.errorMessage).toBeTruthy();
    }
    const list = await callApi(h.app, contract.crm.GetUserCommunityList, {}, token);
    expect(list.body.map((c) => c.CommunityAgentId).sort()).toEqual([...a.communityIds].sort());
  });

  it('row-level security alone hides another company when a query forgets the filter', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const seen = await h.database.withTenant(
      { companyId: a.companyId, userId: null },
      async (tx) => ({
        role: await queryRows<{ role: string }>(tx, sql`select current_user as role`),
        // Deliberately no company filter: every agent and user the table holds.
        agents: await tx.select({ id: agents.id, companyId: agents.companyId }).from(agents),
        users: await tx.select({ companyId: users.companyId }).from(users),
        byId: await tx
          .select()
          .from(agents)
          .where(eq(agents.id, b.communityIds[0] ?? 0)),
        audit: await tx.select({ companyId: auditLog.companyId }).from(auditLog),
      }),
    );
    expect(seen.role[0]?.role).toBe('hoa_app');
    expect(seen.agents.length).toBeGreaterThanOrEqual(a.communityIds.length);
    expect(new Set(seen.agents.map((r) => r.companyId))).toEqual(new Set([a.companyId]));
    expect(new Set(seen.users.map((r) => r.companyId))).toEqual(new Set([a.companyId]));
    expect(new Set(seen.audit.map((r) => r.companyId))).toEqual(new Set([a.companyId]));
    expect(seen.byId).toEqual([]);

    // Writing a row for another company is refused by the policy's check.
    await expect(
      h.database.withTenant({ companyId: a.companyId, userId: null }, (tx) =>
        tx.insert(agents).values({ companyId: b.companyId, agentTypeId: 7 }),
      ),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/row-level security/) as unknown },
    });
  });

  it('refuses a caller without the claim with 403', async () => {
    const a = await createTestCompany(h.database);
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: a.communityIds,
      grants: [fullGrant('owner')],
    });
    const token = await signIn(h.app, clerk.userName);
    const roles = await callApi(h.app, contract.roles.GetRoles, {}, token);
    expect(roles.status).toBe(403);
    expect(roles.errorMessage).toBe(Messages.forbidden);
    const community = await callApi(
      h.app,
      contract.crm.GetAgent,
      { query: { agentId: a.communityIds[0] ?? 0 } },
      token,
    );
    expect(community.status).toBe(403);
    const settings = await callApi(
      h.app,
      contract.admin.SaveCompanySettings,
      { body: { SubscriptionTier: 3, FeatureFlags: {} } },
      token,
    );
    expect(settings.status).toBe(403);
  });

  it('keeps a manager to the communities on their list', async () => {
    const a = await createTestCompany(h.database, { communities: 3 });
    const [first, second, third] = a.communityIds;
    if (first === undefined || second === undefined || third === undefined)
      throw new Error('communities');
    const manager = await addUser(h.database, a.companyId, {
      communityIds: [first, second],
      grants: [fullGrant('community'), fullGrant('owner')],
    });
    const token = await signIn(h.app, manager.userName);
    const list = await callApi(h.app, contract.crm.GetUserCommunityList, {}, token);
    expect(list.body.map((c) => c.CommunityAgentId).sort()).toEqual([first, second].sort());
    const filter = await callApi(
      h.app,
      contract.indexPage.GetCommunitySelectionFilter,
      { query: { commAgentIDs: `${second},${third}` } },
      token,
    );
    expect(filter.body.map((c) => [c.CommunityAgentId, c.IsSelected]).sort()).toEqual(
      [
        [first, false],
        [second, true],
      ].sort(),
    );
    for (const result of [
      await callApi(h.app, contract.crm.GetAgent, { query: { agentId: third } }, token),
      await callApi(
        h.app,
        contract.crm.GetKpiCounts,
        { query: { communityAgentId: third } },
        token,
      ),
    ]) {
      expect(result.status).toBe(403);
      expect(result.errorMessage).toBe(Messages.communityNotOnList);
    }
    const allowed = await callApi(
      h.app,
      contract.crm.GetKpiCounts,
      { query: { communityAgentId: first } },
      token,
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body.CountProperties).toBe(0);
  });

  it('writes an audit row for every write, and the audit log cannot be changed', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const saved = await callApi(
      h.app,
      contract.roles.SaveRole,
      { body: { Name: 'Auditors', Claims: [fullGrant('glaccounts')], UserIds: [a.admin.userId] } },
      token,
    );
    expect(saved.status).toBe(200);
    const rows = await h.database.withTenant({ companyId: a.companyId, userId: null }, (tx) =>
      queryRows<{ table_name: string; operation: string; user_id: number | string | null }>(
        tx,
        sql`select table_name, operation, user_id from audit_log
            where table_name in ('roles', 'role_claims', 'user_roles', 'auth_tokens') order by id`,
      ),
    );
    const byAdmin = rows
      .filter((r) => Number(r.user_id) === a.admin.userId)
      .map((r) => `${r.table_name}:${r.operation}`);
    expect(byAdmin).toEqual([
      'auth_tokens:LOGIN',
      'roles:INSERT',
      'role_claims:INSERT',
      'user_roles:INSERT',
    ]);
    await expect(
      h.database.withTenant({ companyId: a.companyId, userId: null }, (tx) => tx.delete(auditLog)),
    ).rejects.toThrow();
  });
});
