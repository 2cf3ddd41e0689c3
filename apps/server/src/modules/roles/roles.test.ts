import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { OfferedPermissionClaims } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

describe.each(testDatabases())('roles and company settings on $name', (testDb) => {
  const h = useApp(testDb);

  it('creates a role, assigns a user, and the user’s session carries its claims', async () => {
    const a = await createTestCompany(h.database);
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: a.communityIds,
      grants: [],
    });
    const admin = await signIn(h.app, a.admin.userName);
    const claims = await callApi(h.app, contract.roles.GetClaims, {}, admin);
    // Every claim the product checks; the ones nothing checks yet are not offered.
    expect(claims.body.map((c) => c.Claim)).toEqual(OfferedPermissionClaims.map((c) => c.Claim));
    expect(claims.body.map((c) => c.Claim)).toContain('workordermaintain');
    expect(claims.body.map((c) => c.Claim)).not.toContain('arprocesspayments');

    const created = await callApi(
      h.app,
      contract.roles.SaveRole,
      {
        body: {
          Name: 'AP Clerk',
          Description: 'Enters invoices',
          Claims: [
            {
              Claim: 'apinvoice',
              CanCreate: true,
              CanRead: true,
              CanUpdate: true,
              CanDelete: false,
            },
            {
              Claim: 'vendors',
              CanCreate: false,
              CanRead: true,
              CanUpdate: false,
              CanDelete: false,
            },
            {
              Claim: 'gljournalentries',
              CanCreate: false,
              CanRead: false,
              CanUpdate: false,
              CanDelete: false,
            },
          ],
          UserIds: [clerk.userId],
        },
      },
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body.Claims.map((c) => c.Claim)).toEqual(['apinvoice', 'vendors']);
    expect(created.body.UserIds).toEqual([clerk.userId]);

    const session = await callApi(
      h.app,
      contract.auth.GetSession,
      {},
      await signIn(h.app, clerk.userName),
    );
    expect(session.body.Claims).toContainEqual({
      Claim: 'apinvoice',
      CanCreate: true,
      CanRead: true,
      CanUpdate: true,
      CanDelete: false,
    });

    const list = await callApi(h.app, contract.roles.GetRoles, {}, admin);
    expect(list.body.find((r) => r.ProductRoleId === created.body.ProductRoleId)).toMatchObject({
      Name: 'AP Clerk',
      ClaimCount: 2,
      UserCount: 1,
    });

    const renamed = await callApi(
      h.app,
      contract.roles.SaveRole,
      {
        body: {
          ProductRoleId: created.body.ProductRoleId,
          Name: 'AP Lead',
          Claims: [fullGrant('apinvoice')],
          UserIds: [],
        },
      },
      admin,
    );
    expect(renamed.body).toMatchObject({ Name: 'AP Lead', UserIds: [] });
    const removed = await callApi(
      h.app,
      contract.roles.DeleteRole,
      { params: { productRoleId: created.body.ProductRoleId } },
      admin,
    );
    expect(removed.status).toBe(200);
    const gone = await callApi(
      h.app,
      contract.roles.GetRole,
      { query: { productRoleId: created.body.ProductRoleId } },
      admin,
    );
    expect(gone.status).toBe(404);
  });

  it('refuses unknown claims, duplicate names, other companies’ users and bad input', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const admin = await signIn(h.app, a.admin.userName);
    const save = (body: unknown) =>
      h.app.inject({
        method: 'POST',
        url: '/api/Role/SaveRole',
        headers: { authorization: `Bearer ${admin}` },
        payload: body as object,
      });
    const unknownClaim = await save({
      Name: 'X',
      Claims: [{ ...fullGrant('apinvoice'), Claim: 'root' }],
      UserIds: [],
    });
    expect(unknownClaim.statusCode).toBe(400);
    expect(unknownClaim.body).toContain('Unknown claim: root.');
    const otherUser = await save({ Name: 'Y', Claims: [], UserIds: [b.admin.userId] });
    expect(otherUser.statusCode).toBe(404);
    expect((await save({ Name: '', Claims: [], UserIds: [] })).body).toContain(
      'Role name is required.',
    );
    expect((await save({ Name: 'Z'.repeat(101), Claims: [], UserIds: [] })).statusCode).toBe(400);
    expect((await save({ Name: 'Z', Claims: 'all', UserIds: [] })).statusCode).toBe(400);
    expect((await save({ Name: 'Dup', Claims: [], UserIds: [] })).statusCode).toBe(200);
    const dup = await save({ Name: 'Dup', Claims: [], UserIds: [] });
    expect(dup.statusCode).toBe(409);
    const otherRole = await callApi(
      h.app,
      contract.roles.DeleteRole,
      { params: { productRoleId: 123456789 } },
      admin,
    );
    expect(otherRole.status).toBe(404);
  });

  it('lets a system administrator set the tier and flags that every session reads', async () => {
    const a = await createTestCompany(h.database, { tier: 1 });
    const manager = await addUser(h.database, a.companyId, {
      communityIds: a.communityIds,
      grants: [fullGrant('maintainuser')],
    });
    const admin = await signIn(h.app, a.admin.userName);
    const saved = await callApi(
      h.app,
      contract.admin.SaveCompanySettings,
      { body: { SubscriptionTier: 3, FeatureFlags: { digitalInvoices: true, lockbox: false } } },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.SubscriptionTier).toBe(3);
    expect(saved.body.FeatureFlags.digitalInvoices).toBe(true);
    const session = await callApi(
      h.app,
      contract.auth.GetSession,
      {},
      await signIn(h.app, manager.userName),
    );
    expect(session.body.SubscriptionTier).toBe(3);
    expect(session.body.FeatureFlags.digitalInvoices).toBe(true);

    const refused = await callApi(
      h.app,
      contract.admin.SaveCompanySettings,
      { body: { SubscriptionTier: 1, FeatureFlags: {} } },
      await signIn(h.app, manager.userName),
    );
    expect(refused.status).toBe(403);
    expect(refused.errorCode).toBe('Forbidden');
    const badTier = await callApi(
      h.app,
      contract.admin.SaveCompanySettings,
      { body: { SubscriptionTier: 4, FeatureFlags: {} } },
      admin,
    );
    expect(badTier.status).toBe(400);
    expect(badTier.errorCode).toBe('ValidationFailed');
    const badFlag = await callApi(
      h.app,
      contract.admin.SaveCompanySettings,
      { body: { SubscriptionTier: 2, FeatureFlags: { godMode: true } } },
      admin,
    );
    expect(badFlag.status).toBe(400);
    expect(badFlag.errorMessage).toBe('Unknown feature flag: godMode.');
    expect(badFlag.errorCode).toBe('UnknownFeatureFlag');
  });
});
