import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { codeCategories, codes } from '@hoa/db';
import { CodeTypeId } from '@hoa/domain';
import { adjustmentWorld } from '../../../test/adjustment-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';

const A = contract.adjustments;

describe.each(testDatabases())('Code/GetSectionCodeCategories on $name', (testDb) => {
  const h = useApp(testDb);

  it('groups the section codes by category, uncategorised last, other codes left out', async () => {
    const w = await adjustmentWorld(h);
    const get = (token = w.token, communityAgentId = w.communityId) =>
      callApi(h.app, A.GetSectionCodeCategories, { query: { communityAgentId } }, token);
    expect((await get()).body).toEqual([]);

    await h.database.withTenant({ companyId: w.companyId, userId: null }, async (tx) => {
      const category = (name: string) =>
        tx
          .insert(codeCategories)
          .values({ companyId: w.companyId, communityAgentId: w.communityId, name })
          .returning({ id: codeCategories.id });
      const [phases] = await category('Phases');
      const [areas] = await category('Areas');
      await category('Empty');
      const section = (codeAlias: string, codeCategoryId: number | null) => ({
        companyId: w.companyId,
        communityAgentId: w.communityId,
        codeTypeId: CodeTypeId.Section,
        codeAlias,
        codeName: `Section ${codeAlias}`,
        codeCategoryId,
      });
      await tx
        .insert(codes)
        .values([
          section('PH2', phases?.id ?? null),
          section('PH1', phases?.id ?? null),
          section('NORTH', areas?.id ?? null),
          section('LOOSE', null),
        ]);
    });

    const groups = await get();
    expect(groups.status, groups.errorMessage).toBe(200);
    expect(
      groups.body.map((g) => [g.CodeCategoryName, g.Sections.map((s) => s.CodeAlias)]),
    ).toEqual([
      ['Areas', ['NORTH']],
      ['Phases', ['PH1', 'PH2']],
      [null, ['LOOSE']],
    ]);
    expect(groups.body[2]).toMatchObject({ CodeCategoryId: null });
    expect(groups.body[0]?.Sections[0]).toMatchObject({ CodeName: 'Section NORTH' });

    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    expect((await get(await signIn(h.app, clerk.userName))).status).toBe(403);
    const other = await createTestCompany(h.database);
    expect((await get(await signIn(h.app, other.admin.userName))).status).toBe(404);
  });
});
