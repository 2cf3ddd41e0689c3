import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AgentTypeGroupId, AgentTypeId, type ClaimGrant } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  createGroup,
  groupBody,
  insertAgent,
  insertHome,
  listUserOnGroup,
  roleIdsOf,
} from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const cf = contract.customFields;

const everyType = [
  { Name: 'Gated', FieldType: 'B' as const },
  { Name: 'Move-in', FieldType: 'D' as const },
  { Name: 'Share', FieldType: 'F' as const },
  { Name: 'Cars', FieldType: 'N' as const },
  { Name: 'Deposit', FieldType: 'C' as const },
  { Name: 'Pet', FieldType: 'L' as const, ValidValues: ['Dog', 'Cat'] },
  { Name: 'Gate code', FieldType: 'T' as const, Regex: '\\d{4}' },
  { Name: 'Notes', FieldType: 'M' as const },
];

describe.each(testDatabases())('custom field values on $name', (testDb) => {
  const h = useApp(testDb);

  async function setup() {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const roleIds = await roleIdsOf(h.database, a.companyId, a.admin.userId);
    const [first, second] = a.communityIds as [number, number];
    const home = await insertHome(h.database, a.companyId, first, 'A-1');
    return { a, token, roleIds, first, second, ...home };
  }

  it('saves and reads an owner’s values of every type, all or none', async () => {
    const { token, roleIds, first, ownerId } = await setup();
    const group = await createGroup(
      h.app,
      token,
      groupBody([first], roleIds, { Fields: everyType }),
    );
    const id = (name: string) => group.Fields.find((f) => f.Name === name)?.CustomFieldId ?? 0;

    const empty = await callApi(h.app, cf.GetValues, { query: { agentId: ownerId } }, token);
    expect(empty.body).toMatchObject({
      AgentId: ownerId,
      AgentTypeGroupId: AgentTypeGroupId.Owners,
      CanEdit: true,
    });
    expect(empty.body.Groups).toHaveLength(1);
    expect(empty.body.Groups[0]?.Fields.map((f) => [f.Name, f.Value])).toEqual(
      everyType.map((f) => [f.Name, null]),
    );

    const good = {
      Gated: 'Yes',
      'Move-in': '2024-02-29',
      Share: '-1.25',
      Cars: '2',
      Deposit: '150000',
      Pet: 'Cat',
      'Gate code': '1234',
      Notes: 'Line one\nLine two',
    };
    const saved = await callApi(
      h.app,
      cf.SaveValues,
      {
        body: {
          agentId: ownerId,
          Values: Object.entries(good).map(([name, Value]) => ({ CustomFieldId: id(name), Value })),
        },
      },
      token,
    );
    expect(saved.status).toBe(200);
    expect(
      Object.fromEntries(saved.body.Groups[0]?.Fields.map((f) => [f.Name, f.Value]) ?? []),
    ).toEqual(good);

    const bad = {
      Gated: 'yes',
      'Move-in': '02/29/2024',
      Share: '1e3',
      Cars: '2.5',
      Deposit: '$1,500.00',
      Pet: 'Bird',
      'Gate code': '12345',
      Notes: 'x'.repeat(4001),
    };
    const refused = await callApi(
      h.app,
      cf.SaveValues,
      {
        body: {
          agentId: ownerId,
          Values: Object.entries(bad).map(([name, Value]) => ({ CustomFieldId: id(name), Value })),
        },
      },
      token,
    );
    expect(refused.status).toBe(400);
    const withoutNotes = await callApi(
      h.app,
      cf.SaveValues,
      {
        body: {
          agentId: ownerId,
          Values: Object.entries(bad)
            .filter(([name]) => name !== 'Notes')
            .map(([name, Value]) => ({ CustomFieldId: id(name), Value })),
        },
      },
      token,
    );
    expect(withoutNotes.errorMessage).toBe(
      [
        'Gated must be Yes or No.',
        'Move-in must be a date (MM/DD/YYYY).',
        'Share must be a decimal number.',
        'Cars must be a whole number.',
        'Deposit must be an amount in dollars and cents.',
        'Pet must be one of: Dog, Cat.',
        'Gate code does not match the required format.',
      ].join(' '),
    );
    const after = await callApi(h.app, cf.GetValues, { query: { agentId: ownerId } }, token);
    expect(after.body).toEqual(saved.body);

    // null and '' clear values; the count follows.
    const cleared = await callApi(
      h.app,
      cf.SaveValues,
      {
        body: {
          agentId: ownerId,
          Values: [
            { CustomFieldId: id('Pet'), Value: null },
            { CustomFieldId: id('Cars'), Value: '' },
          ],
        },
      },
      token,
    );
    const values = Object.fromEntries(
      cleared.body.Groups[0]?.Fields.map((f) => [f.Name, f.Value]) ?? [],
    );
    expect(values).toMatchObject({ Pet: null, Cars: null, Gated: 'Yes' });
    const count = await callApi(
      h.app,
      cf.CountValues,
      { query: { customFieldId: id('Pet') } },
      token,
    );
    expect(count.body.Count).toBe(0);
  });

  it('shows only enabled categories of the agent’s type, one of the user’s roles and its community', async () => {
    const { a, token, roleIds, first, second, ownerId, propertyId } = await setup();
    const otherRole = await addUser(h.database, a.companyId, {
      communityIds: a.communityIds,
      grants: [],
    });
    const otherRoleIds = await roleIdsOf(h.database, a.companyId, otherRole.userId);
    const make = (Name: string, change: Parameters<typeof groupBody>[2] = {}) =>
      createGroup(
        h.app,
        token,
        groupBody([first], roleIds, { Name, Fields: [{ Name: `${Name} field` }], ...change }),
      );
    const seen = await make('Seen');
    await make('Other role', { Roles: otherRoleIds });
    await make('Other community', { Communities: [second] });
    await make('Disabled', { Enabled: false });
    await make('For properties', { AgentTypeGroupId: AgentTypeGroupId.Properties });
    const partly = await make('Partly', {
      Fields: [{ Name: 'On' }, { Name: 'Off', Enabled: false }],
      Sequence: 0,
    });

    const owner = await callApi(h.app, cf.GetValues, { query: { agentId: ownerId } }, token);
    expect(owner.body.Groups.map((g) => [g.Name, g.Fields.map((f) => f.Name)])).toEqual([
      ['Partly', ['On']],
      ['Seen', ['Seen field']],
    ]);
    const property = await callApi(h.app, cf.GetValues, { query: { agentId: propertyId } }, token);
    expect(property.body.Groups.map((g) => g.Name)).toEqual(['For properties']);

    // A renter is owner-like: the same categories.
    const renterId = await insertAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Renter,
      communityAgentId: first,
      parentAgentId: propertyId,
      name: 'Renter',
    });
    const renter = await callApi(h.app, cf.GetValues, { query: { agentId: renterId } }, token);
    expect(renter.body.Groups.map((g) => g.Name)).toEqual(['Partly', 'Seen']);

    // A field the user does not see cannot be set.
    const hiddenField = partly.Fields.find((f) => f.Name === 'Off')?.CustomFieldId ?? 0;
    const refused = await callApi(
      h.app,
      cf.SaveValues,
      { body: { agentId: ownerId, Values: [{ CustomFieldId: hiddenField, Value: 'x' }] } },
      token,
    );
    expect(refused.status).toBe(404);
    const twice = await callApi(
      h.app,
      cf.SaveValues,
      {
        body: {
          agentId: ownerId,
          Values: [
            { CustomFieldId: seen.Fields[0]?.CustomFieldId ?? 0, Value: 'a' },
            { CustomFieldId: seen.Fields[0]?.CustomFieldId ?? 0, Value: 'b' },
          ],
        },
      },
      token,
    );
    expect(twice).toMatchObject({ status: 400, errorMessage: 'A field is listed twice.' });
  });

  it('needs the agent type’s claim (read to see, update to save) and the agent’s community', async () => {
    const { a, token, roleIds, first, second, ownerId } = await setup();
    const group = await createGroup(
      h.app,
      token,
      groupBody([first, second], roleIds, { Fields: [{ Name: 'Pets' }] }),
    );
    const value = [{ CustomFieldId: group.Fields[0]?.CustomFieldId ?? 0, Value: 'Dog' }];
    const readOnly: ClaimGrant = {
      ...fullGrant('owner'),
      CanCreate: false,
      CanUpdate: false,
      CanDelete: false,
    };
    // Each user's role is listed on the category, so it is theirs to see.
    const user = async (grants: ClaimGrant[], communityIds = a.communityIds) => {
      const made = await addUser(h.database, a.companyId, { communityIds, grants });
      await listUserOnGroup(h.database, a.companyId, group.CustomFieldGroupId, made.userId);
      return signIn(h.app, made.userName);
    };
    const readerToken = await user([readOnly]);
    const seen = await callApi(h.app, cf.GetValues, { query: { agentId: ownerId } }, readerToken);
    expect(seen.body).toMatchObject({ CanEdit: false });
    expect(seen.body.Groups).toHaveLength(1);
    const save = await callApi(
      h.app,
      cf.SaveValues,
      { body: { agentId: ownerId, Values: value } },
      readerToken,
    );
    expect(save.status).toBe(403);

    const noClaim = await user([fullGrant('property')]);
    expect(
      (await callApi(h.app, cf.GetValues, { query: { agentId: ownerId } }, noClaim)).status,
    ).toBe(403);
    const offList = await user([fullGrant('owner')], [second]);
    expect(
      (await callApi(h.app, cf.GetValues, { query: { agentId: ownerId } }, offList)).status,
    ).toBe(403);

    const b = await createTestCompany(h.database);
    const bToken = await signIn(h.app, b.admin.userName);
    expect(
      (await callApi(h.app, cf.GetValues, { query: { agentId: ownerId } }, bToken)).status,
    ).toBe(404);
    expect(
      (await callApi(h.app, cf.SaveValues, { body: { agentId: ownerId, Values: value } }, bToken))
        .status,
    ).toBe(404);
  });
});
