import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AgentTypeGroupId, CustomFieldMessages as M } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  createGroup,
  groupBody,
  insertHome,
  roleIdsOf,
} from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const cf = contract.customFields;

describe.each(testDatabases())('custom field categories on $name', (testDb) => {
  const h = useApp(testDb);

  async function setup() {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const roleIds = await roleIdsOf(h.database, a.companyId, a.admin.userId);
    return { a, token, roleIds };
  }

  it('creates a category with fields, lists it by community and availability, and changes it', async () => {
    const { a, token, roleIds } = await setup();
    const [first, second] = a.communityIds as [number, number];
    const group = await createGroup(
      h.app,
      token,
      groupBody([first], roleIds, {
        Orientation: 'R',
        Fields: [
          { Name: 'Gate code', FieldType: 'T', Regex: '\\d{4}', Sequence: 2 },
          { Name: 'Pets', FieldType: 'L', ValidValues: ['Dog', 'Cat'], Sequence: 1 },
          { Name: 'Move-in', FieldType: 'D', Regex: 'ignored', ValidValues: ['ignored'] },
        ],
      }),
    );
    expect(group).toMatchObject({
      AgentTypeGroupId: AgentTypeGroupId.Owners,
      Name: 'Household',
      Orientation: 'R',
      Enabled: true,
      CanDelete: false,
      Communities: [{ CommunityAgentId: first }],
      Roles: [{ ProductRoleId: roleIds[0] }],
    });
    expect(group.Fields.map((f) => [f.Name, f.FieldType, f.CustomFieldType, f.Sequence])).toEqual([
      ['Pets', 'L', 'List', 1],
      ['Gate code', 'T', 'Text', 2],
      // Without a sequence a new field goes last.
      ['Move-in', 'D', 'Date', 3],
    ]);
    // Only list fields keep valid values and only text fields keep a format.
    expect(group.Fields[2]).toMatchObject({
      Regex: null,
      ValidValues: [],
      HasAssignedValues: false,
    });
    expect(group.Fields[0]?.ValidValues).toEqual([{ Value: 'Dog' }, { Value: 'Cat' }]);

    const ofFirst = await callApi(
      h.app,
      cf.GetGroups,
      { query: { communityAgentId: first } },
      token,
    );
    expect(ofFirst.body.map((g) => g.CustomFieldGroupId)).toEqual([group.CustomFieldGroupId]);
    const ofSecond = await callApi(
      h.app,
      cf.GetGroups,
      { query: { communityAgentId: second } },
      token,
    );
    expect(ofSecond.body).toEqual([]);
    const vendors = await callApi(
      h.app,
      cf.GetGroups,
      { query: { agentTypeGroupId: AgentTypeGroupId.Vendors } },
      token,
    );
    expect(vendors.body).toEqual([]);

    const pets = group.Fields[0];
    const changed = await callApi(
      h.app,
      cf.SaveGroup,
      {
        body: groupBody([first, second], roleIds, {
          CustomFieldGroupId: group.CustomFieldGroupId,
          Name: 'Household facts',
          Enabled: false,
          Fields: [
            {
              CustomFieldId: pets?.CustomFieldId,
              Name: 'Pet',
              FieldType: 'L',
              ValidValues: ['Dog'],
            },
          ],
        }),
      },
      token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ Name: 'Household facts', Enabled: false });
    expect(changed.body.Communities.map((c) => c.CommunityAgentId).sort()).toEqual(
      [first, second].sort(),
    );
    expect(changed.body.Fields.map((f) => f.Name)).toEqual(['Pet', 'Gate code', 'Move-in']);
    const read = await callApi(
      h.app,
      cf.GetGroup,
      { query: { customFieldGroupId: group.CustomFieldGroupId } },
      token,
    );
    expect(read.body).toEqual(changed.body);
  });

  it('refuses bad categories and fields with the spec’s messages', async () => {
    const { a, token, roleIds } = await setup();
    const save = (change: Record<string, unknown>) =>
      callApi(
        h.app,
        cf.SaveGroup,
        { body: { ...groupBody(a.communityIds, roleIds), ...change } },
        token,
      );
    const cases: [Record<string, unknown>, string][] = [
      [{ Name: '  ' }, 'Category name is required.'],
      [{ Name: 'x'.repeat(51) }, 'Category name can be at most 50 characters.'],
      [{ Description: 'x'.repeat(251) }, 'Category description can be at most 250 characters.'],
      [{ AgentTypeGroupId: undefined }, M.availabilityRequired],
      [{ AgentTypeGroupId: 99 }, M.availabilityRequired],
      [{ Communities: [] }, 'Select at least one community.'],
      [{ Roles: [] }, 'Select at least one role.'],
      [{ Fields: [{ Name: '' }] }, 'Field name is required.'],
      [{ Fields: [{ Name: 'Pets' }, { Name: ' pets ' }] }, 'Field names cannot be duplicated.'],
      [
        { Fields: [{ Name: 'Pets', FieldType: 'L' }] },
        'A list field needs at least one valid value.',
      ],
      [{ Fields: [{ Name: 'Code', Regex: '(a+)+' }] }, M.patternUnsafe],
      [{ Fields: [{ Name: 'Code', Regex: '[a-' }] }, M.patternInvalid],
    ];
    for (const [change, message] of cases) {
      const result = await save(change);
      expect(result.status, message).toBe(400);
      expect(result.errorMessage).toContain(message);
    }
    expect((await save({ Name: 'x'.repeat(50), Description: 'y'.repeat(250) })).status).toBe(200);

    // Group names are unique among categories of the same availability, in any case.
    await createGroup(h.app, token, groupBody(a.communityIds, roleIds, { Name: 'Pets' }));
    const twice = await save({ Name: ' PETS ' });
    expect(twice).toMatchObject({ status: 400, errorMessage: 'Group names cannot be duplicated.' });
    expect((await save({ Name: 'Pets', AgentTypeGroupId: AgentTypeGroupId.Vendors })).status).toBe(
      200,
    );

    // A field added alone must not take a name already in its category.
    const group = await createGroup(
      h.app,
      token,
      groupBody(a.communityIds, roleIds, { Name: 'Parking', Fields: [{ Name: 'Space' }] }),
    );
    const field = await callApi(
      h.app,
      cf.SaveField,
      { body: { CustomFieldGroupId: group.CustomFieldGroupId, Name: 'space' } },
      token,
    );
    expect(field).toMatchObject({ status: 400, errorMessage: 'Field names cannot be duplicated.' });
    const added = await callApi(
      h.app,
      cf.SaveField,
      {
        body: {
          CustomFieldGroupId: group.CustomFieldGroupId,
          Name: 'Permit',
          FieldType: 'N',
          Sequence: 5,
        },
      },
      token,
    );
    expect(added.body.Fields.map((f) => `${f.Name} ${f.FieldType}`)).toEqual([
      'Space T',
      'Permit N',
    ]);
  });

  it('moves fields, refusing a name the target already has', async () => {
    const { a, token, roleIds } = await setup();
    const [first] = a.communityIds as [number];
    const source = await createGroup(
      h.app,
      token,
      groupBody([first], roleIds, {
        Name: 'Source',
        Fields: [{ Name: 'Gate code' }, { Name: 'Pets' }],
      }),
    );
    const target = await createGroup(
      h.app,
      token,
      groupBody([first], roleIds, { Name: 'Target', Fields: [{ Name: 'gate CODE' }] }),
    );
    const gate = source.Fields[0]?.CustomFieldId ?? 0;
    const pets = source.Fields[1]?.CustomFieldId ?? 0;
    const move = (CustomFieldId: number, TargetCustomFieldGroupId: number) =>
      callApi(h.app, cf.MoveField, { body: { CustomFieldId, TargetCustomFieldGroupId } }, token);

    const refused = await move(gate, target.CustomFieldGroupId);
    expect(refused).toMatchObject({
      status: 400,
      errorMessage: 'A field with this name already exists in the target category.',
    });
    const moved = await move(pets, target.CustomFieldGroupId);
    expect(moved.body.Fields.map((f) => f.Name)).toEqual(['gate CODE', 'Pets']);

    // A field with values stays with agents of its availability.
    const { ownerId } = await insertHome(h.database, a.companyId, first, 'A-1');
    await callApi(
      h.app,
      cf.SaveValues,
      {
        body: { agentId: ownerId, Values: [{ CustomFieldId: gate, Value: '1234' }] },
      },
      token,
    );
    const vendors = await createGroup(
      h.app,
      token,
      groupBody([first], roleIds, {
        Name: 'Vendor facts',
        AgentTypeGroupId: AgentTypeGroupId.Vendors,
      }),
    );
    expect(await move(gate, vendors.CustomFieldGroupId)).toMatchObject({
      status: 400,
      errorMessage: M.moveWithValuesAcrossAvailability,
    });
  });

  it('removes only categories without fields and fields without values', async () => {
    const { a, token, roleIds } = await setup();
    const [first] = a.communityIds as [number];
    const group = await createGroup(
      h.app,
      token,
      groupBody([first], roleIds, {
        Fields: [{ Name: 'Pets', FieldType: 'L', ValidValues: ['Dog', 'Cat'] }],
      }),
    );
    const pets = group.Fields[0]?.CustomFieldId ?? 0;
    const { ownerId } = await insertHome(h.database, a.companyId, first, 'A-1');
    const setPet = (Value: string | null) =>
      callApi(
        h.app,
        cf.SaveValues,
        { body: { agentId: ownerId, Values: [{ CustomFieldId: pets, Value }] } },
        token,
      );
    expect((await setPet('Cat')).status).toBe(200);

    const groupGone = () =>
      callApi(
        h.app,
        cf.DeleteGroup,
        { params: { customFieldGroupId: group.CustomFieldGroupId } },
        token,
      );
    const fieldGone = () =>
      callApi(h.app, cf.DeleteField, { params: { customFieldId: pets } }, token);
    expect(await groupGone()).toMatchObject({
      status: 400,
      errorMessage: 'This category cannot be removed. All fields and values must be removed first.',
    });
    expect(await fieldGone()).toMatchObject({
      status: 400,
      errorMessage: 'This field cannot be removed. All related values must first be removed.',
    });
    const count = await callApi(h.app, cf.CountValues, { query: { customFieldId: pets } }, token);
    expect(count.body).toEqual({ CustomFieldId: pets, Count: 1 });
    const read = await callApi(
      h.app,
      cf.GetGroup,
      { query: { customFieldGroupId: group.CustomFieldGroupId } },
      token,
    );
    expect(read.body.Fields[0]).toMatchObject({ HasAssignedValues: true, ValueCount: 1 });

    // While values exist the type stays and list values in use stay.
    const change = (FieldType: 'L' | 'T', ValidValues: string[]) =>
      callApi(
        h.app,
        cf.SaveField,
        {
          body: {
            CustomFieldGroupId: group.CustomFieldGroupId,
            CustomFieldId: pets,
            Name: 'Pets',
            FieldType,
            ValidValues,
          },
        },
        token,
      );
    expect(await change('T', [])).toMatchObject({
      status: 400,
      errorMessage: M.typeChangeWithValues,
    });
    expect(await change('L', ['Dog'])).toMatchObject({
      status: 400,
      errorMessage: 'The valid value "Cat" is in use and cannot be removed.',
    });
    expect((await change('L', ['Cat', 'Bird'])).status).toBe(200);

    expect((await setPet(null)).status).toBe(200);
    expect((await fieldGone()).status).toBe(200);
    expect((await groupGone()).status).toBe(200);
    const gone = await callApi(
      h.app,
      cf.GetGroup,
      { query: { customFieldGroupId: group.CustomFieldGroupId } },
      token,
    );
    expect(gone.status).toBe(404);
  });

  it('needs maintainuser: read to list, update to change; other companies’ rows are not found', async () => {
    const { a, token, roleIds } = await setup();
    const b = await createTestCompany(h.database);
    const group = await createGroup(
      h.app,
      token,
      groupBody(a.communityIds, roleIds, { Fields: [{ Name: 'Pets' }] }),
    );
    const reader = await addUser(h.database, a.companyId, {
      communityIds: a.communityIds,
      grants: [{ ...fullGrant('maintainuser'), CanUpdate: false }],
    });
    const nobody = await addUser(h.database, a.companyId, {
      communityIds: a.communityIds,
      grants: [],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const nobodyToken = await signIn(h.app, nobody.userName);
    expect((await callApi(h.app, cf.GetGroups, { query: {} }, readerToken)).body).toHaveLength(1);
    expect((await callApi(h.app, cf.GetGroups, { query: {} }, nobodyToken)).status).toBe(403);
    const edit = groupBody(a.communityIds, roleIds, {
      CustomFieldGroupId: group.CustomFieldGroupId,
    });
    expect((await callApi(h.app, cf.SaveGroup, { body: edit }, readerToken)).status).toBe(403);
    expect(
      (
        await callApi(
          h.app,
          cf.DeleteField,
          { params: { customFieldId: group.Fields[0]?.CustomFieldId ?? 0 } },
          readerToken,
        )
      ).status,
    ).toBe(403);

    const bToken = await signIn(h.app, b.admin.userName);
    const other = { customFieldGroupId: group.CustomFieldGroupId };
    expect((await callApi(h.app, cf.GetGroup, { query: other }, bToken)).status).toBe(404);
    expect((await callApi(h.app, cf.DeleteGroup, { params: other }, bToken)).status).toBe(404);
    const bRoles = await roleIdsOf(h.database, b.companyId, b.admin.userId);
    const intoA = await callApi(
      h.app,
      cf.SaveGroup,
      { body: groupBody(a.communityIds, bRoles) },
      bToken,
    );
    expect(intoA.status).toBe(404);
    const foreignRole = await callApi(
      h.app,
      cf.SaveGroup,
      { body: groupBody(b.communityIds, roleIds) },
      bToken,
    );
    expect(foreignRole).toMatchObject({ status: 404, errorMessage: 'Role not found.' });

    // A manager of the first community only: the second is off their list.
    const [first, second] = a.communityIds as [number, number];
    const manager = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [fullGrant('maintainuser'), fullGrant('owner')],
    });
    const managerToken = await signIn(h.app, manager.userName);
    const offList = await callApi(
      h.app,
      cf.SaveGroup,
      { body: groupBody([second], roleIds, { Name: 'X' }) },
      managerToken,
    );
    expect(offList.status).toBe(403);
    const onlySecond = await createGroup(
      h.app,
      token,
      groupBody([second], roleIds, { Name: 'Second only' }),
    );
    const hidden = await callApi(
      h.app,
      cf.GetGroup,
      { query: { customFieldGroupId: onlySecond.CustomFieldGroupId } },
      managerToken,
    );
    expect(hidden.status).toBe(403);
    // Saving a shared category keeps the communities off the manager's list.
    const kept = await callApi(
      h.app,
      cf.SaveGroup,
      {
        body: groupBody([first], roleIds, {
          CustomFieldGroupId: group.CustomFieldGroupId,
          Name: 'Kept',
        }),
      },
      managerToken,
    );
    expect(kept.body.Communities.map((c) => c.CommunityAgentId)).toEqual([first]);
    const all = await callApi(h.app, cf.GetGroup, { query: other }, token);
    expect(all.body.Communities.map((c) => c.CommunityAgentId).sort()).toEqual(
      [first, second].sort(),
    );
  });
});
