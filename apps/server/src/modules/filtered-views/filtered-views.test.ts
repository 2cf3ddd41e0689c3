import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';

const ownersScreen = 7;

describe.each(testDatabases())('filtered views on $name', (testDb) => {
  const h = useApp(testDb);

  async function setUp() {
    const company = await createTestCompany(h.database);
    const colleague = await addUser(h.database, company.companyId, {
      communityIds: company.communityIds,
      grants: [],
    });
    return {
      company,
      admin: await signIn(h.app, company.admin.userName),
      colleague: await signIn(h.app, colleague.userName),
    };
  }

  const save = (
    token: string,
    view: { FilteredViewId?: number; Name: string; Filters?: string },
    isPrivate: boolean,
    isUserDefault: boolean,
  ) =>
    callApi(
      h.app,
      contract.filteredViews.SaveFilteredView,
      {
        body: {
          filteredView: {
            FilteredViewTypeId: ownersScreen,
            Filters: '[{"field":"balance","op":3,"value":100}]',
            ...view,
          },
          isPrivate,
          isUserDefault,
        },
      },
      token,
    );
  const list = async (token: string) =>
    (
      await callApi(
        h.app,
        contract.filteredViews.GetFilteredViews,
        { query: { filteredViewTypeId: ownersScreen } },
        token,
      )
    ).body;
  const check = async (
    token: string,
    endpoint:
      | typeof contract.filteredViews.IsFilteredViewSetAsAnyUsersDefaultView
      | typeof contract.filteredViews.CheckIfFilteredViewIsSetAsAnyOtherUsersDefaultView,
    filteredViewId: number,
  ) => (await callApi(h.app, endpoint, { query: { filteredViewId } }, token)).body;

  it('saves private and shared views, one default per user, and answers the two checks', async () => {
    const { admin, colleague } = await setUp();
    const mine = await save(admin, { Name: 'Delinquent' }, true, true);
    expect(mine.body).toMatchObject({
      Name: 'Delinquent',
      IsPrivate: true,
      IsUserDefault: true,
      IsOwner: true,
      Filters: '[{"field":"balance","op":3,"value":100}]',
    });
    const shared = await save(admin, { Name: 'All owners', Filters: '[]' }, false, false);
    expect((await list(admin)).map((v) => [v.Name, v.IsUserDefault])).toEqual([
      ['All owners', false],
      ['Delinquent', true],
    ]);
    // The colleague sees only the shared one, and makes it their default without changing it.
    expect((await list(colleague)).map((v) => v.Name)).toEqual(['All owners']);
    const { IsAny, IsOther } = {
      IsAny: contract.filteredViews.IsFilteredViewSetAsAnyUsersDefaultView,
      IsOther: contract.filteredViews.CheckIfFilteredViewIsSetAsAnyOtherUsersDefaultView,
    };
    const sharedId = shared.body.FilteredViewId;
    expect(await check(admin, IsAny, sharedId)).toBe(false);
    const adopted = await save(
      colleague,
      { FilteredViewId: sharedId, Name: 'All owners', Filters: '[]' },
      false,
      true,
    );
    expect(adopted.body).toMatchObject({ IsUserDefault: true, IsOwner: false });
    expect(await check(admin, IsAny, sharedId)).toBe(true);
    expect(await check(admin, IsOther, sharedId)).toBe(true);
    expect(await check(colleague, IsOther, sharedId)).toBe(false);
    expect(await check(admin, IsOther, mine.body.FilteredViewId)).toBe(false);
    expect(await check(admin, IsAny, mine.body.FilteredViewId)).toBe(true);

    // A new default replaces the old one for the same screen.
    await save(admin, { FilteredViewId: sharedId, Name: 'All owners', Filters: '[]' }, false, true);
    expect((await list(admin)).filter((v) => v.IsUserDefault).map((v) => v.Name)).toEqual([
      'All owners',
    ]);

    // Renaming someone else's view is refused; the owner making it private drops others' default.
    const renamed = await save(
      colleague,
      { FilteredViewId: sharedId, Name: 'Mine now', Filters: '[]' },
      false,
      true,
    );
    expect(renamed.status).toBe(403);
    await save(admin, { FilteredViewId: sharedId, Name: 'All owners', Filters: '[]' }, true, true);
    expect(await check(admin, IsOther, sharedId)).toBe(false);
    expect(await list(colleague)).toEqual([]);
  });

  it('deletes only the owner’s views, which stop being anyone’s default', async () => {
    const { admin, colleague } = await setUp();
    const shared = await save(admin, { Name: 'Shared' }, false, true);
    const id = shared.body.FilteredViewId;
    await save(colleague, { FilteredViewId: id, Name: 'Shared' }, false, true);
    const remove = (token: string) =>
      callApi(
        h.app,
        contract.filteredViews.DeleteFilteredView,
        { body: { filteredView: { FilteredViewId: id } } },
        token,
      );
    expect((await remove(colleague)).status).toBe(403);
    expect((await remove(admin)).body).toEqual({ success: true });
    expect(await list(colleague)).toEqual([]);
    expect((await remove(admin)).status).toBe(404);
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const kept = await save(admin, { Name: 'Kept' }, false, false);
    expect(
      (
        await callApi(
          h.app,
          contract.filteredViews.IsFilteredViewSetAsAnyUsersDefaultView,
          { query: { filteredViewId: kept.body.FilteredViewId } },
          otherToken,
        )
      ).status,
    ).toBe(404);
    expect(await list(otherToken)).toEqual([]);
  });

  it('refuses a view without a name or with filters that are not JSON', async () => {
    const { admin } = await setUp();
    const noName = await save(admin, { Name: ' ' }, true, false);
    expect(noName.status).toBe(400);
    expect(noName.errorMessage).toBe('filteredView.Name: View name is required.');
    const badJson = await save(admin, { Name: 'X', Filters: '{oops' }, true, false);
    expect(badJson.errorMessage).toBe('filteredView.Filters: Filters must be a JSON string.');
  });
});
