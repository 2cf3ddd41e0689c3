import { describe, expect, it } from 'vitest';
import { contract, type CodeInput, type CodeWithAccountsInput } from '@hoa/contract';
import { signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { ok, setUpAccounting, setupWorld } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';

const c = contract.codes;

describe.each(testDatabases())('codes at setup on $name', (testDb) => {
  const h = useApp(testDb);

  async function world() {
    const w = await setupWorld(h.app, h.database);
    const account = await setUpAccounting(w);
    const id = (number: string) => account[number] ?? 0;
    const fields: CodeInput = {
      TopsCodeTypeId: 1,
      CodeAlias: 'ASMT',
      CodeName: 'Monthly Assessment',
      FrequencyID: 4,
      Amount: 32_500,
    };
    const assessment: CodeWithAccountsInput = {
      ...fields,
      AccountCodes: [
        { CodeAccountTypeId: 1, TopsAccountId: id('1200') },
        { CodeAccountTypeId: 2, TopsAccountId: id('4000') },
      ],
    };
    return { ...w, id, fields, assessment };
  }

  it('saves a code with its accounts and edits it', async () => {
    const w = await world();
    const saved = ok(
      await w.call(c.SaveCodeWithAccountCodes, {
        body: { communityAgentId: w.communityId, code: w.assessment },
      }),
    );
    expect(saved).toMatchObject({
      CommunityAgentId: w.communityId,
      TopsCodeTypeId: 1,
      CodeTypeName: 'Assessment',
      CodeAlias: 'ASMT',
      FrequencyID: 4,
      Amount: 32_500,
      AccountCodes: [
        { CodeAccountTypeId: 1, AccountNumber: '1200', AccountName: 'Assessments Receivable' },
        { CodeAccountTypeId: 2, AccountNumber: '4000', AccountName: 'Assessment Income' },
      ],
    });
    // SaveCodeGraph changes the fields and keeps the accounts.
    const edited = ok(
      await w.call(c.SaveCodeGraph, {
        body: {
          communityAgentId: w.communityId,
          code: { ...w.fields, TopsCodeId: saved.TopsCodeId, Amount: 35_000 },
        },
      }),
    );
    expect(edited.Amount).toBe(35_000);
    expect(edited.AccountCodes).toHaveLength(2);
    const list = ok(await w.call(c.GetCodes, { query: { communityAgentId: w.communityId } }));
    expect(list.map((code) => code.CodeAlias)).toEqual(['ASMT']);
  });

  it('answers the code rules’ messages', async () => {
    const w = await world();
    const save = (code: Partial<CodeWithAccountsInput>) =>
      w.call(c.SaveCodeWithAccountCodes, {
        body: { communityAgentId: w.communityId, code: { ...w.assessment, ...code } },
      });
    ok(await save({}));
    const twice = await save({ CodeAlias: 'asmt' });
    expect(twice.status).toBe(400);
    expect(twice.errorMessage).toBe('A code with the alias asmt already exists in this community.');
    expect((await save({ CodeAlias: 'PP' })).errorMessage).toBe(
      'The alias PP is kept for the prepaid code (code type 10).',
    );
    expect((await save({ CodeAlias: 'X1', AccountCodes: [] })).errorMessage).toBe(
      'Assessment codes need a receivable account and an income account.',
    );
    expect(
      (
        await save({
          CodeAlias: 'X2',
          AccountCodes: [
            { CodeAccountTypeId: 1, TopsAccountId: w.id('1000') },
            { CodeAccountTypeId: 2, TopsAccountId: w.id('4000') },
          ],
        })
      ).errorMessage,
    ).toBe('The receivable account must be a Receivables account.');
    const prepaid = await save({
      CodeAlias: 'PP',
      TopsCodeTypeId: 10,
      CodeName: 'Prepaid',
      AccountCodes: [
        { CodeAccountTypeId: 1, TopsAccountId: w.id('1200') },
        { CodeAccountTypeId: 2, TopsAccountId: w.id('2100') },
      ],
    });
    expect(prepaid.status).toBe(200);
    const other = await setupWorld(h.app, h.database);
    const foreignAccount = await other.call(c.SaveCodeWithAccountCodes, {
      body: { communityAgentId: other.communityId, code: { ...w.assessment } },
    });
    expect(foreignAccount.status).toBe(400);
    expect(foreignAccount.errorMessage).toBe('The account does not belong to this community.');
  });

  it('keeps categories and their linkage, and counts them', async () => {
    const w = await world();
    const category = ok(
      await w.call(c.SaveCodeCategory, {
        body: { communityAgentId: w.communityId, category: { Name: 'Dues' } },
      }),
    );
    const duplicate = await w.call(c.SaveCodeCategory, {
      body: { communityAgentId: w.communityId, category: { Name: 'DUES' } },
    });
    expect(duplicate.errorMessage).toBe('A code category named DUES already exists.');
    ok(
      await w.call(c.SaveCodeCategory, {
        body: { communityAgentId: w.communityId, category: { Name: 'Fees' } },
      }),
    );
    ok(
      await w.call(c.SaveCodeWithAccountCodes, {
        body: {
          communityAgentId: w.communityId,
          code: { ...w.assessment, TopsCodeCategoryId: category.TopsCodeCategoryId },
        },
      }),
    );
    const query = { query: { communityAgentId: w.communityId } };
    expect(ok(await w.call(c.CountCodeCategories, query))).toEqual({ Count: 2 });
    expect(ok(await w.call(c.CountCodeCategoryLinkages, query))).toEqual({ Count: 1 });
    const categories = ok(await w.call(c.GetCodeCategories, query));
    expect(categories.map((row) => [row.Name, row.CodeCount])).toEqual([
      ['Dues', 1],
      ['Fees', 0],
    ]);
  });

  it('creates the required codes, PP of type 10 on the prepaid liability', async () => {
    const w = await world();
    ok(
      await w.call(c.SaveCodeWithAccountCodes, {
        body: { communityAgentId: w.communityId, code: { ...w.assessment, CodeAlias: 'LATE' } },
      }),
    );
    const made = ok(
      await w.call(c.CreateRequiredCodes, { params: { communityAgentId: w.communityId } }),
    );
    // Assessment exists (as LATE), so 10 are made; the late fee takes the alias LATE2.
    expect(made.CreatedCount).toBe(10);
    const byType = new Map(made.Codes.map((code) => [code.TopsCodeTypeId, code]));
    expect(byType.get(10)).toMatchObject({
      CodeAlias: 'PP',
      AccountCodes: [{ AccountNumber: '1200' }, { AccountNumber: '2100' }],
    });
    expect(byType.get(3)?.CodeAlias).toBe('LATE2');
    expect(byType.get(7)?.AccountCodes).toEqual([]);
    const again = ok(
      await w.call(c.CreateRequiredCodes, { params: { communityAgentId: w.communityId } }),
    );
    expect(again.CreatedCount).toBe(0);
  });

  it('needs a chart for the required codes, the glaccounts claim and the community', async () => {
    const w = await setupWorld(h.app, h.database);
    const noChart = await w.call(c.CreateRequiredCodes, {
      params: { communityAgentId: w.communityId },
    });
    expect(noChart.status).toBe(400);
    expect(noChart.errorMessage).toBe('Create the chart of accounts before the required codes.');
    const other = await setupWorld(h.app, h.database);
    expect(
      (await w.call(c.GetCodes, { query: { communityAgentId: other.communityId } })).status,
    ).toBe(404);
    const user = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [
        {
          Claim: 'glaccounts',
          CanCreate: false,
          CanRead: true,
          CanUpdate: false,
          CanDelete: false,
        },
      ],
    });
    const token = await signIn(h.app, user.userName);
    expect(
      (await w.call(c.GetCodes, { query: { communityAgentId: w.communityId } }, token)).status,
    ).toBe(200);
    const refused = await w.call(
      c.CreateRequiredCodes,
      { params: { communityAgentId: w.communityId } },
      token,
    );
    expect(refused.status).toBe(403);
  });
});
