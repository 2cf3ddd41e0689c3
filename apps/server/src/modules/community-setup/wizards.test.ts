import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  addBankAccount,
  fileContent,
  ok,
  setUpAccounting,
  setupWorld,
  setUpThroughCodes,
  type SetupWorld,
} from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const s = contract.communitySetup;

async function wizard(world: SetupWorld, wizardName: 'accounting' | 'property') {
  return ok(
    await world.call(s.GetWizard, { query: { communityAgentId: world.communityId, wizardName } }),
  );
}

async function importOwners(world: SetupWorld, rows: string[][]) {
  return world.call(contract.imports.PropertyOwners, {
    body: {
      commAgentID: world.communityId,
      FileName: 'owners.csv',
      FileContent: await fileContent(
        [
          ['AccountNumber', 'StreetNumber', 'StreetName', 'OwnerFirstName', 'OwnerLastName'],
          ...rows,
        ],
        'csv',
      ),
      IsPreview: false,
    },
  });
}

describe.each(testDatabases())('community setup wizards on $name', (testDb) => {
  const h = useApp(testDb);

  it('takes a new community through the accounting wizard to step 7 by the spec’s rules', async () => {
    const world = await setupWorld(h.app, h.database);
    const start = await wizard(world, 'accounting');
    expect(start).toMatchObject({ WizardName: 'accounting', NumSteps: 7, StartStep: 1 });
    expect(start.Steps.map((step) => [step.Number, step.Name, step.Section])).toEqual([
      [1, 'Accounting', 'accounting'],
      [2, 'Accounts', 'accounting'],
      [3, 'Bank Account', 'accounting'],
      [4, 'Codes', 'codes'],
      [5, 'Owner Balance and History', 'portfolio'],
      [6, 'Review', 'portfolio'],
      [7, 'Complete', 'portfolio'],
    ]);
    expect(start.Facts.MissingRequiredCodeTypeIds).toEqual([1, 3, 6, 7, 8, 10, 11, 12, 19, 20, 21]);

    // Step 1 saves the accounting setup; the profile without account ranges stays on step 1.
    ok(
      await world.call(contract.accountingSetup.CreateDefaultAccountingSetup, {
        body: { agentId: world.communityId },
      }),
    );
    expect((await wizard(world, 'accounting')).StartStep).toBe(1);
    const tooEarly = await world.call(s.ConfirmSetup, {
      body: { communityAgentId: world.communityId, wizardName: 'accounting' },
    });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.errorMessage).toBe(
      'Complete the Accounting step before completing the accounting setup.',
    );

    // Ranges and the chart: step 2 until every required account is chosen.
    const account = await setUpAccounting(world, false);
    const afterAccounts = await wizard(world, 'accounting');
    expect(afterAccounts.Facts).toMatchObject({
      HasAccountingProfile: true,
      HasAccountRanges: true,
      AllRequiredAccountsChosen: true,
      CountAccounts: 28,
    });
    expect(afterAccounts.StartStep).toBe(3);
    expect(afterAccounts.Flags.IsSetupGLAccountsComplete).toBe(false);
    const gl = ok(
      await world.call(s.ConfirmSetup, {
        body: { communityAgentId: world.communityId, wizardName: 'accountingGL' },
      }),
    );
    expect(gl).toEqual({
      CommunityAgentId: world.communityId,
      IsSetupComplete: false,
      IsSetupAccountingComplete: false,
      IsSetupPropertyOwnerComplete: false,
      IsSetupGLAccountsComplete: true,
    });
    expect(account['1200']).toBeGreaterThan(0);

    await addBankAccount(world);
    expect((await wizard(world, 'accounting')).StartStep).toBe(4);
    const codes = ok(
      await world.call(contract.codes.CreateRequiredCodes, {
        params: { communityAgentId: world.communityId },
      }),
    );
    expect(codes.CreatedCount).toBe(11);
    const review = await wizard(world, 'accounting');
    expect(review.StartStep).toBe(6);
    // Step 5 is optional: nothing was imported, and the wizard starts past it.
    expect(review.Steps.filter((step) => step.IsComplete).map((step) => step.Number)).toEqual([
      1, 2, 3, 4,
    ]);

    const done = ok(
      await world.call(s.ConfirmSetup, {
        body: { communityAgentId: world.communityId, wizardName: 'accounting' },
      }),
    );
    expect(done).toMatchObject({ IsSetupAccountingComplete: true, IsSetupComplete: false });
    const complete = await wizard(world, 'accounting');
    expect(complete.StartStep).toBe(7);
    expect(complete.Steps.filter((step) => !step.IsComplete).map((step) => step.Number)).toEqual([
      5,
    ]);
  });

  it('completes setup with the property wizard, which starts at 1, then 2, then 3', async () => {
    const world = await setupWorld(h.app, h.database);
    await setUpThroughCodes(world);
    expect((await wizard(world, 'property')).StartStep).toBe(1);
    const refused = await world.call(s.ConfirmSetup, {
      body: { communityAgentId: world.communityId, wizardName: 'property' },
    });
    expect(refused.status).toBe(400);
    expect(refused.errorMessage).toBe('Add properties and owners before completing the setup.');

    ok(
      await importOwners(world, [
        ['1001', '10', 'Elm Street', 'Ana', 'Ruiz'],
        ['1002', '12', 'Elm Street', 'Ben', 'Cho'],
      ]),
    );
    const second = await wizard(world, 'property');
    expect(second).toMatchObject({ StartStep: 2, NumSteps: 3 });
    expect(second.Facts).toMatchObject({ CountProperties: 2, CountOwners: 2 });

    const property = ok(
      await world.call(s.ConfirmSetup, {
        body: { communityAgentId: world.communityId, wizardName: 'property', copySetup: true },
      }),
    );
    expect(property).toMatchObject({
      IsSetupPropertyOwnerComplete: true,
      IsSetupAccountingComplete: false,
      IsSetupComplete: false,
    });
    const third = await wizard(world, 'property');
    expect(third.StartStep).toBe(3);
    // From copy setup the HomesAndOwners step (6) is completed too.
    expect(third.CompletedSetupSteps).toEqual([6]);

    const both = ok(
      await world.call(s.ConfirmSetup, {
        body: { communityAgentId: world.communityId, wizardName: 'accounting' },
      }),
    );
    expect(both).toMatchObject({ IsSetupAccountingComplete: true, IsSetupComplete: true });
    const list = ok(await world.call(contract.crm.GetUserCommunityList));
    expect(list.find((c) => c.CommunityAgentId === world.communityId)).toMatchObject({
      IsSetupComplete: true,
      IsSetupAccountingComplete: true,
      IsSetupPropertyOwnerComplete: true,
    });
  });

  it('sets up a community created through the profiles API, on its creator’s list', async () => {
    const a = await createTestCompany(h.database, { communities: 1 });
    const admin = await signIn(h.app, a.admin.userName);
    const created = await callApi(
      h.app,
      contract.crm.SaveAgentGraph,
      {
        body: {
          Agent: { TopsAgentTypeId: AgentTypeId.Community, CommunityType: 'HOA' },
          Contact: { DisplayName: 'Cedar Point HOA' },
        },
      },
      admin,
    );
    expect(created.status).toBe(200);
    const communityId = created.body.Agent.TopsAgentId;
    const world: SetupWorld = {
      company: a,
      communityId,
      admin,
      call: (endpoint, request = {}, token = admin) => callApi(h.app, endpoint, request, token),
    };
    const start = await wizard(world, 'accounting');
    expect(start.StartStep).toBe(1);
    expect(start.Flags.IsSetupComplete).toBe(false);
    await setUpAccounting(world);
    expect((await wizard(world, 'accounting')).StartStep).toBe(3);
  });

  it('marks community setup steps complete', async () => {
    const world = await setupWorld(h.app, h.database);
    const body = { targetCommunityId: world.communityId, step: 2 };
    ok(await world.call(s.CompleteCommunitySetupStep, { body }));
    const again = ok(
      await world.call(s.CompleteCommunitySetupStep, { body: { ...body, step: 4 } }),
    );
    expect(again).toEqual({ CommunityAgentId: world.communityId, CompletedSetupSteps: [2, 4] });
    const bad = await world.call(s.CompleteCommunitySetupStep, { body: { ...body, step: 8 } });
    expect(bad.status).toBe(400);
    expect(
      ok(
        await world.call(s.HasImportedBeginningBalances, {
          query: { communityAgentId: world.communityId },
        }),
      ),
    ).toBe(false);
  });

  it('refuses callers without the claim (403) and another company’s community (404)', async () => {
    const world = await setupWorld(h.app, h.database);
    const other = await setupWorld(h.app, h.database);
    const query = { communityAgentId: other.communityId, wizardName: 'accounting' as const };
    const foreign = await world.call(s.GetWizard, { query });
    expect(foreign.status).toBe(404);
    const reader = await addUser(h.database, world.company.companyId, {
      communityIds: [world.communityId],
      grants: [fullGrant('property')],
    });
    const token = await signIn(h.app, reader.userName);
    const own = { communityAgentId: world.communityId };
    const accounting = await world.call(
      s.GetWizard,
      { query: { ...own, wizardName: 'accounting' } },
      token,
    );
    expect(accounting.status).toBe(403);
    expect(accounting.errorMessage).toBe('You do not have permission to do this.');
    expect(
      (await world.call(s.GetWizard, { query: { ...own, wizardName: 'property' } }, token)).status,
    ).toBe(200);
    const confirm = await world.call(
      s.ConfirmSetup,
      { body: { ...own, wizardName: 'accountingGL' } },
      token,
    );
    expect(confirm.status).toBe(403);
    const offList = await addUser(h.database, world.company.companyId, {
      communityIds: [],
      grants: [fullGrant('glaccounts')],
    });
    const offToken = await signIn(h.app, offList.userName);
    const hidden = await world.call(
      s.GetWizard,
      { query: { ...own, wizardName: 'accounting' } },
      offToken,
    );
    expect(hidden.status).toBe(403);
    expect(hidden.errorMessage).toBe('This community is not on your community list.');
  });
});
